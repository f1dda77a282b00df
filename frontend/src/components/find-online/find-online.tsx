import { findOnline, type GiftSuggestion } from '@presently/proto';
import { ExternalLink, ShoppingBag } from 'lucide-react';
import { useId } from 'react';
import { useShops } from '@/hooks/use-shops';
import { cn } from '@/lib/utils';

type Idea = Pick<GiftSuggestion, 'category' | 'title' | 'tags'>;

/** Opens a shop's search in a new tab, without handing it this page (noopener) or where the person came from. */
const external = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** "Find online": a search for this idea at each of the shops that suit its kind (books at a bookshop...). */
export function FindOnline({ idea, className }: { idea: Idea; className?: string }) {
  const shops = useShops();
  const links = findOnline(idea, shops.data?.shops ?? []);
  const labelId = useId();
  if (!shops.isPending && links.length === 0) return null;
  return (
    <div className={cn('flex flex-wrap items-center gap-2', className)}>
      <span id={labelId} className="inline-flex items-center gap-1.5 text-sm font-semibold text-stone-700">
        <ShoppingBag aria-hidden className="size-4 text-rose-500" /> Find online
      </span>
      {/* While the shops load, a pill's worth of room is kept, so the card does not grow under the reader. */}
      {shops.isPending ? (
        <span aria-hidden className="h-8 w-24 animate-pulse rounded-full bg-stone-100" />
      ) : (
        <ul className="flex flex-wrap gap-2" aria-labelledby={labelId}>
          {links.map((link) => (
            <li key={link.shop}>
              <a
                href={link.url}
                {...external}
                className="inline-flex h-8 items-center gap-1 rounded-full border border-stone-200 bg-white px-3 text-sm font-medium text-stone-800 transition hover:border-rose-300 hover:bg-rose-50 hover:text-rose-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-400"
              >
                {link.shop}
                <ExternalLink aria-hidden className="size-3.5" />
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** One small link to the best-suited shop, for compact lists such as the gift history. */
export function FindOnlineLink({ idea }: { idea: Idea }) {
  const [best] = findOnline(idea, useShops().data?.shops ?? []);
  if (!best) return null;
  return (
    <a
      href={best.url}
      {...external}
      className="inline-flex size-8 shrink-0 items-center justify-center rounded-full text-stone-500 transition hover:bg-rose-50 hover:text-rose-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-400"
      aria-label={`Find ${idea.title} at ${best.shop} (opens in a new tab)`}
      title={`Find at ${best.shop}`}
    >
      <ShoppingBag aria-hidden className="size-4" />
    </a>
  );
}
