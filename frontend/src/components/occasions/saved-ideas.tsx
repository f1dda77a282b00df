import { Check } from 'lucide-react';
import { Link } from 'react-router-dom';
import { formatPrice } from '@/components/gift-results/gift-card';
import { Badge } from '@/components/ui/badge';
import { useSavedIdeas } from '@/hooks/use-saved-ideas';

/** Enough to jog the memory on a card; the saved set shows them all. */
const SHOWN = 3;

/** On an occasion's card: the ideas saved earlier for its person, the bought ones first and marked. */
export function SavedIdeas({ recipientName }: { recipientName: string }) {
  const ideas = useSavedIdeas(recipientName, true);
  if (ideas.length === 0) return null;
  const shown = [...ideas].sort((a, b) => Number(b.purchased) - Number(a.purchased)).slice(0, SHOWN);
  const more = ideas.length - shown.length;
  return (
    <section aria-label={`Ideas saved for ${recipientName}`} className="mt-3 rounded-xl bg-stone-50 px-3 py-2.5">
      <h5 className="text-xs font-semibold uppercase tracking-wide text-stone-600">Ideas you saved</h5>
      <ul className="mt-1.5 space-y-1">
        {shown.map((idea) => (
          <li key={`${idea.giftId}-${idea.title}`} className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-sm text-stone-700">
            <span className="min-w-0 break-words">{idea.title}</span>
            <span className="text-stone-600">{formatPrice(idea.price)}</span>
            {idea.purchased && (
              <Badge variant="success">
                <Check aria-hidden className="size-3" /> Purchased
              </Badge>
            )}
          </li>
        ))}
      </ul>
      <p className="mt-1.5 flex flex-wrap gap-x-2 text-xs">
        {more > 0 && <span className="text-stone-600">+{more} more</span>}
        <Link to={`/gift-details/${ideas[0].giftId}`} className="font-semibold text-rose-700 underline-offset-2 hover:underline">
          See the latest ideas for {recipientName}
        </Link>
      </p>
    </section>
  );
}
