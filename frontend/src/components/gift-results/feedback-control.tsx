import type { FeedbackRequest, GiftSuggestion } from '@presently/proto';
import { Ban, ShoppingBag, ThumbsDown, ThumbsUp, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { userMessage } from '@/api/client';
import type { FeedbackType } from '@/api/gifts';
import { Badge } from '@/components/ui/badge';
import { useGiftFeedback } from '@/hooks/use-gift-feedback';
import { useSubmitFeedback } from '@/hooks/use-submit-feedback';
import { toast } from '@/hooks/use-toast';
import { cn } from '@/lib/utils';
import type { FeedbackChoice } from './unsaved-feedback';

const options: { value: FeedbackType; label: string; icon: LucideIcon; active: string; badge: 'success' | 'danger' | 'rose' | 'default' }[] = [
  { value: 'liked', label: 'Liked', icon: ThumbsUp, active: 'hover:border-emerald-300 hover:bg-emerald-50 hover:text-emerald-700', badge: 'success' },
  { value: 'disliked', label: 'Disliked', icon: ThumbsDown, active: 'hover:border-red-300 hover:bg-red-50 hover:text-red-700', badge: 'danger' },
  { value: 'purchased', label: 'Purchased', icon: ShoppingBag, active: 'hover:border-sky-300 hover:bg-sky-50 hover:text-sky-700', badge: 'rose' },
  { value: 'not_purchased', label: 'Not Purchased', icon: Ban, active: 'hover:border-stone-400 hover:bg-stone-100', badge: 'default' },
];

interface FeedbackControlProps {
  suggestion: GiftSuggestion;
  suggestionIndex: number;
  /** The saved gift set; feedback is only sent when it exists (spec §7). */
  giftId?: number;
  signedIn: boolean;
  refinementDetails?: FeedbackRequest['refinementDetails'];
  /** A choice on an unsaved idea (a guest's, or a member's before saving), kept by the results view until it is recorded. */
  unsavedChoice?: FeedbackType;
  onUnsavedChoice?: (choice: FeedbackChoice) => void;
}

const RECORDED = { title: 'Feedback recorded', description: 'Feedback acknowledged', variant: 'success' } as const;

/** None → chosen (badge) → 'Change feedback' → choose again; the same choice twice is ignored (spec §4). */
export function FeedbackControl({ suggestion, suggestionIndex, giftId, signedIn, refinementDetails, unsavedChoice, onUnsavedChoice }: FeedbackControlProps) {
  const stored = useGiftFeedback(giftId, suggestionIndex, signedIn);
  const [chosen, setChosen] = useState<FeedbackType | null>(null);
  const [changing, setChanging] = useState(false);
  const [guestNote, setGuestNote] = useState(false);
  const submit = useSubmitFeedback();
  // Right after saving, the stored answer is empty until the unsaved choice is recorded: the choice shows meanwhile.
  const current = chosen ?? stored.data?.feedbackType ?? unsavedChoice ?? null;
  const currentOption = options.find((option) => option.value === current);

  const choose = (value: FeedbackType) => {
    if (value === current) {
      setChanging(false);
      return;
    }
    const choice: FeedbackChoice = { suggestionIndex, feedbackType: value, category: suggestion.category, price: suggestion.price, refinementDetails };
    if (!signedIn) {
      // Kept with the guest's ideas, and recorded if they sign in or sign up from this tab.
      onUnsavedChoice?.(choice);
      setChosen(value);
      setChanging(false);
      setGuestNote(true);
      return;
    }
    if (!giftId) {
      onUnsavedChoice?.(choice);
      setChanging(false);
      toast(RECORDED);
      return;
    }
    submit.mutate(
      { giftId, ...choice },
      {
        onSuccess: () => {
          setChosen(value);
          setChanging(false);
          toast(RECORDED);
        },
        onError: (error) => {
          toast({ title: 'Could not record feedback', description: userMessage(error, 'Failed to submit feedback'), variant: 'destructive' });
        },
      },
    );
  };

  if (currentOption && !changing) {
    const Icon = currentOption.icon;
    return (
      <div className="flex flex-wrap items-center gap-3">
        <span className="text-sm text-stone-600">Your feedback:</span>
        <Badge variant={currentOption.badge}>
          <Icon aria-hidden className="size-3.5" />
          {currentOption.label}
        </Badge>
        <button type="button" onClick={() => setChanging(true)} className="text-sm font-medium text-rose-700 underline-offset-2 hover:underline">
          Change feedback
        </button>
        {guestNote && <p className="w-full text-xs text-stone-500" role="status">Create an account to save your feedback</p>}
      </div>
    );
  }

  return (
    <div>
      <p className="mb-2 text-sm font-medium text-stone-700" id={`feedback-label-${suggestionIndex}`}>
        What do you think?
      </p>
      <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap" role="group" aria-labelledby={`feedback-label-${suggestionIndex}`}>
        {options.map(({ value, label, icon: Icon, active }) => (
          <button
            key={value}
            type="button"
            disabled={submit.isPending}
            aria-pressed={current === value}
            onClick={() => choose(value)}
            className={cn(
              'inline-flex items-center justify-center gap-1.5 rounded-full border border-stone-200 bg-white px-3 py-1.5 text-xs font-semibold text-stone-700 transition disabled:opacity-50',
              active,
              current === value && 'border-rose-400 bg-rose-50 text-rose-700',
            )}
          >
            <Icon aria-hidden className="size-3.5" />
            {label}
          </button>
        ))}
      </div>
    </div>
  );
}
