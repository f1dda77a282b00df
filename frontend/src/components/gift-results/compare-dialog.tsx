import { comparisonSchema, type Comparison, type GiftSuggestion, type RecipientInfoInput } from '@presently/proto';
import { AlertCircle, Award, Minus, Plus, RotateCcw, Scale } from 'lucide-react';
import { useState } from 'react';
import { userMessage } from '@/api/client';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useCompareGifts } from '@/hooks/use-compare-gifts';
import { toast } from '@/hooks/use-toast';
import { categoryStyle } from '@/lib/categories';
import { cn } from '@/lib/utils';
import { formatPrice } from './gift-card';

const MIN_GIFTS = 2;
const MAX_GIFTS = 3;

const ratingLabels = [
  ['interestMatch', 'Interest match'],
  ['personalityMatch', 'Personality match'],
  ['valueRating', 'Value'],
  ['uniquenessRating', 'Uniqueness'],
  ['practicalityRating', 'Practicality'],
] as const;

/** Spec §8: a malformed answer becomes a neutral placeholder rather than an error. */
function placeholderComparison(gifts: GiftSuggestion[]): Comparison {
  return {
    comparisonSummary: 'We could not build a detailed comparison for these gifts.',
    giftComparisons: gifts.map((gift) => ({
      giftTitle: gift.title,
      pros: [],
      cons: [],
      interestMatch: 5,
      personalityMatch: 5,
      valueRating: 5,
      uniquenessRating: 5,
      practicalityRating: 5,
    })),
    recommendation: { recommendedGift: '', explanation: 'Unable to generate recommendation' },
  };
}

interface CompareDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  suggestions: GiftSuggestion[];
  recipientInfo: RecipientInfoInput;
}

export function CompareDialog({ open, onOpenChange, suggestions, recipientInfo }: CompareDialogProps) {
  // Gifts are matched by title (spec §5); the top ones start selected.
  const [selected, setSelected] = useState<string[]>(() => suggestions.slice(0, MAX_GIFTS).map((gift) => gift.title));
  const [criteria, setCriteria] = useState('');
  const [result, setResult] = useState<Comparison | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const compare = useCompareGifts();
  const chosen = suggestions.filter((gift) => selected.includes(gift.title));

  const toggle = (title: string, checked: boolean) => {
    if (!checked) {
      setSelected((previous) => previous.filter((item) => item !== title));
      return;
    }
    if (selected.length >= MAX_GIFTS) {
      toast({ title: 'Maximum Reached', description: 'You can compare at most 3 gifts', variant: 'warning' });
      return;
    }
    setSelected((previous) => [...previous, title]);
  };

  const run = () => {
    if (chosen.length < MIN_GIFTS) {
      toast({ title: 'Select more gifts', description: 'Please select at least 2 gifts to compare', variant: 'warning' });
      return;
    }
    setFailure(null);
    compare.mutate(
      { gifts: chosen, recipientInfo, comparisonCriteria: criteria.trim() || undefined },
      {
        onSuccess: (answer) => {
          const parsed = comparisonSchema.safeParse(answer);
          setResult(parsed.success ? parsed.data : placeholderComparison(chosen));
        },
        onError: (error) => {
          const message = userMessage(error, 'Server error while comparing gifts');
          setFailure(message);
          toast({ title: 'Unable to compare gifts', description: message, variant: 'destructive' });
        },
      },
    );
  };

  const reset = () => {
    setResult(null);
    setFailure(null);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        size="xl"
        icon={<Scale aria-hidden className="size-5" />}
        title="Compare Top Gifts"
        description="Pick 2 or 3 gifts and see how they stack up for your recipient."
      >
        {compare.isPending ? (
          <div className="flex flex-col items-center gap-3 py-14 text-center" aria-live="polite">
            <Spinner className="size-8" />
            <p className="font-medium text-stone-700">Comparing your gifts...</p>
          </div>
        ) : failure ? (
          <div className="flex flex-col items-center gap-3 py-10 text-center" role="alert">
            <AlertCircle aria-hidden className="size-10 text-red-500" />
            <h3 className="font-display text-xl font-semibold text-stone-900">Comparison Failed</h3>
            <p className="max-w-md text-sm text-stone-600">{failure}</p>
            <div className="mt-2 flex gap-2">
              <Button variant="secondary" onClick={reset}>
                Compare Different Gifts
              </Button>
              <Button onClick={run}>Try Again</Button>
            </div>
          </div>
        ) : result ? (
          <ComparisonResult result={result} gifts={chosen} onReset={reset} />
        ) : (
          <div className="space-y-5">
            <p className="text-sm text-stone-600" aria-live="polite">
              {selected.length} of {MAX_GIFTS} selected
            </p>
            <ul className="grid gap-2 sm:grid-cols-2">
              {suggestions.map((gift, index) => {
                const checked = selected.includes(gift.title);
                const id = `compare-${index}`;
                return (
                  <li key={`${gift.title}-${index}`}>
                    <label
                      htmlFor={id}
                      className={cn(
                        'flex cursor-pointer items-center gap-3 rounded-2xl border p-3 transition',
                        checked ? 'border-rose-300 bg-rose-50/70' : 'border-stone-200 hover:border-rose-200',
                      )}
                    >
                      <Checkbox id={id} checked={checked} onCheckedChange={(value) => toggle(gift.title, value === true)} />
                      <span className="min-w-0 flex-1">
                        <span className="block truncate font-medium text-stone-900">{gift.title}</span>
                        <span className="text-xs text-stone-600">
                          {categoryStyle(gift.category).label} · {formatPrice(gift.price)}
                        </span>
                      </span>
                    </label>
                  </li>
                );
              })}
            </ul>
            <FormField id="compare-criteria" label="What matters most?" optional>
              <Input
                id="compare-criteria"
                maxLength={500}
                value={criteria}
                placeholder="e.g. Longevity and how personal it feels"
                onChange={(event) => setCriteria(event.target.value)}
              />
            </FormField>
            <Button onClick={run} disabled={selected.length === 0}>
              <Scale aria-hidden className="size-4" />
              {selected.length === 0 ? 'Compare Gifts' : selected.length === 1 ? 'Compare 1 Gift' : `Compare ${selected.length} Gifts`}
            </Button>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

function ComparisonResult({ result, gifts, onReset }: { result: Comparison; gifts: GiftSuggestion[]; onReset: () => void }) {
  const expanded = result.giftComparisons.length <= MAX_GIFTS;
  return (
    <div className="space-y-5">
      {result.comparisonSummary && <p className="rounded-2xl bg-stone-50 p-4 text-sm leading-relaxed text-stone-700">{result.comparisonSummary}</p>}
      <Tabs defaultValue="details">
        <TabsList className="w-full sm:w-auto">
          <TabsTrigger value="details">Detailed Comparison</TabsTrigger>
          <TabsTrigger value="recommendation">Recommendation</TabsTrigger>
        </TabsList>
        <TabsContent value="details">
          <div className="grid gap-4 md:grid-cols-3">
            {result.giftComparisons.map((item) => {
              const gift = gifts.find((candidate) => candidate.title === item.giftTitle);
              const isPick = item.giftTitle === result.recommendation.recommendedGift;
              return (
                <section key={item.giftTitle} className={cn('rounded-2xl border p-4', isPick ? 'border-amber-300 bg-amber-50/50' : 'border-stone-200')}>
                  <h3 className="font-semibold text-stone-900">{item.giftTitle}</h3>
                  {gift && <p className="text-xs text-stone-500">{formatPrice(gift.price)}</p>}
                  {isPick && (
                    <p className="mt-1 inline-flex items-center gap-1 text-xs font-semibold text-amber-700">
                      <Award aria-hidden className="size-3.5" /> Recommended
                    </p>
                  )}
                  <dl className="mt-3 space-y-2">
                    {ratingLabels.map(([key, label]) => (
                      <div key={key}>
                        <div className="flex justify-between text-xs">
                          <dt className="text-stone-600">{label}</dt>
                          <dd className="font-semibold text-stone-800">{item[key]}/10</dd>
                        </div>
                        <div className="mt-1 h-1.5 overflow-hidden rounded-full bg-stone-100" aria-hidden>
                          <div className="h-full rounded-full bg-gradient-to-r from-rose-400 to-amber-400" style={{ width: `${item[key] * 10}%` }} />
                        </div>
                      </div>
                    ))}
                  </dl>
                  {(item.pros.length > 0 || item.cons.length > 0) && (
                    <details open={expanded} className="mt-3 text-sm">
                      <summary className="cursor-pointer font-medium text-stone-700">Pros &amp; cons</summary>
                      <ul className="mt-2 space-y-1">
                        {item.pros.map((pro) => (
                          <li key={pro} className="flex gap-1.5 text-emerald-800">
                            <Plus aria-hidden className="mt-0.5 size-3.5 shrink-0" /> {pro}
                          </li>
                        ))}
                        {item.cons.map((con) => (
                          <li key={con} className="flex gap-1.5 text-red-800">
                            <Minus aria-hidden className="mt-0.5 size-3.5 shrink-0" /> {con}
                          </li>
                        ))}
                      </ul>
                    </details>
                  )}
                </section>
              );
            })}
          </div>
        </TabsContent>
        <TabsContent value="recommendation">
          <div className="rounded-2xl border border-amber-200 bg-gradient-to-br from-amber-50 to-rose-50 p-6">
            <Award aria-hidden className="size-8 text-amber-500" />
            {result.recommendation.recommendedGift && (
              <h3 className="mt-3 font-display text-2xl font-semibold text-stone-900">{result.recommendation.recommendedGift}</h3>
            )}
            <p className="mt-2 leading-relaxed text-stone-700">{result.recommendation.explanation}</p>
          </div>
        </TabsContent>
      </Tabs>
      <Button variant="secondary" onClick={onReset}>
        <RotateCcw aria-hidden className="size-4" />
        Compare Different Gifts
      </Button>
    </div>
  );
}
