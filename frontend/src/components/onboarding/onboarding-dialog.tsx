import { ArrowLeft, ArrowRight, Brain, Gift, HeartHandshake, ListChecks, ShoppingBag, ThumbsDown, ThumbsUp, X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { contentClasses, overlayClasses } from '@/components/ui/dialog';
import { PRODUCT_NAME } from '@/lib/constants';
import { scrollToId } from '@/lib/scroll';
import { markOnboardingSeen } from '@/lib/storage';
import { cn } from '@/lib/utils';

interface Step {
  key: 'welcome' | 'how-it-works' | 'ai-personalization' | 'feedback';
  title: string;
  icon: ReactNode;
  body: ReactNode;
}

const steps: Step[] = [
  {
    key: 'welcome',
    title: `Welcome to ${PRODUCT_NAME}!`,
    icon: <Gift aria-hidden className="size-7" />,
    body: (
      <p>
        Your personal AI gift concierge. Tell us about the person you're shopping for and we'll suggest thoughtful,
        personal gift ideas in seconds, with no endless scrolling required.
      </p>
    ),
  },
  {
    key: 'how-it-works',
    title: 'How it works',
    icon: <ListChecks aria-hidden className="size-7" />,
    body: (
      <ol className="space-y-3">
        {[
          ['Describe the recipient', 'Their relationship to you, the occasion, age and gender.'],
          ['Share what they love', 'Interests, hobbies and personality traits. Quick tags make it fast.'],
          ['Set your budget', 'Add past gifts to avoid and any cultural considerations.'],
          ['Get personalised ideas', 'Review your request and receive tailored suggestions.'],
        ].map(([title, text], index) => (
          <li key={title} className="flex gap-3">
            <span className="grid size-7 shrink-0 place-items-center rounded-full bg-rose-600 text-sm font-bold text-white">{index + 1}</span>
            <span>
              <span className="font-semibold text-stone-900">{title}</span>
              <span className="block text-stone-600">{text}</span>
            </span>
          </li>
        ))}
      </ol>
    ),
  },
  {
    key: 'ai-personalization',
    title: 'AI personalization',
    icon: <Brain aria-hidden className="size-7" />,
    body: (
      <div className="space-y-3">
        <p>
          Our AI looks at the whole person: how their interests and personality fit together, your relationship and the
          occasion. Each idea explains why it fits.
        </p>
        <p>
          If something is unclear, we may ask a couple of quick questions to fine-tune your results. Answer them for even
          better suggestions, or skip them.
        </p>
      </div>
    ),
  },
  {
    key: 'feedback',
    title: 'Help us learn your taste',
    icon: <HeartHandshake aria-hidden className="size-7" />,
    body: (
      <div className="space-y-3">
        <p>Rate each suggestion so we get better at finding gifts for you:</p>
        <ul className="grid grid-cols-2 gap-2 text-sm">
          <li className="flex items-center gap-2 rounded-xl bg-emerald-50 px-3 py-2 text-emerald-800"><ThumbsUp aria-hidden className="size-4" /> Liked</li>
          <li className="flex items-center gap-2 rounded-xl bg-red-50 px-3 py-2 text-red-800"><ThumbsDown aria-hidden className="size-4" /> Disliked</li>
          <li className="flex items-center gap-2 rounded-xl bg-sky-50 px-3 py-2 text-sky-800"><ShoppingBag aria-hidden className="size-4" /> Purchased</li>
          <li className="flex items-center gap-2 rounded-xl bg-stone-100 px-3 py-2 text-stone-700"><X aria-hidden className="size-4" /> Not Purchased</li>
        </ul>
      </div>
    ),
  },
];

interface OnboardingDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function OnboardingDialog({ open, onOpenChange }: OnboardingDialogProps) {
  const [index, setIndex] = useState(0);
  const step = steps[index];
  const last = index === steps.length - 1;

  const close = (getStarted: boolean) => {
    markOnboardingSeen();
    onOpenChange(false);
    setIndex(0);
    if (getStarted) scrollToId('gift-concierge');
  };

  return (
    <DialogPrimitive.Root
      open={open}
      onOpenChange={(next) => {
        if (next) onOpenChange(true);
        else close(false);
      }}
    >
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className={overlayClasses} />
        <DialogPrimitive.Content className={cn(contentClasses, 'max-w-lg overflow-hidden')} data-testid="onboarding-dialog">
          <div className="bg-gradient-to-br from-rose-700 to-amber-700 px-6 pb-6 pt-8 text-white">
            <span className="grid size-14 place-items-center rounded-2xl bg-white/20 ring-1 ring-white/40">{step.icon}</span>
            <p className="mt-4 text-xs font-semibold uppercase tracking-widest text-rose-50">
              Step {index + 1} of {steps.length}
            </p>
            <DialogPrimitive.Title className="mt-1 font-display text-2xl font-semibold">{step.title}</DialogPrimitive.Title>
          </div>
          <DialogPrimitive.Description asChild>
            <div className="min-h-48 overflow-y-auto px-6 py-5 text-sm leading-relaxed text-stone-700">{step.body}</div>
          </DialogPrimitive.Description>
          <div className="flex items-center justify-between gap-3 border-t border-stone-100 px-6 py-4">
            <div className="flex gap-1.5" aria-hidden>
              {steps.map((item, dot) => (
                <span key={item.key} className={cn('h-2 rounded-full transition-all', dot === index ? 'w-6 bg-rose-500' : 'w-2 bg-stone-200')} />
              ))}
            </div>
            <div className="flex gap-2">
              {index > 0 && (
                <Button variant="secondary" onClick={() => setIndex(index - 1)}>
                  <ArrowLeft aria-hidden className="size-4" /> Back
                </Button>
              )}
              {last ? (
                <Button onClick={() => close(true)}>Let's Get Started!</Button>
              ) : (
                <Button onClick={() => setIndex(index + 1)}>
                  Next <ArrowRight aria-hidden className="size-4" />
                </Button>
              )}
            </div>
          </div>
          <DialogPrimitive.Close
            aria-label="Close"
            className="absolute right-4 top-4 grid size-9 place-items-center rounded-full text-white/90 transition hover:bg-white/20"
          >
            <X aria-hidden className="size-5" />
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
