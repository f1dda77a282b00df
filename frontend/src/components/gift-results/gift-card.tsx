import type { GiftSuggestion } from '@presently/proto';
import { Heart, Lightbulb } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { FindOnline } from '@/components/find-online/find-online';
import { CARD_PICTURE_PX } from '@/lib/constants';
import { categoryStyle } from '@/lib/categories';
import { cn } from '@/lib/utils';

interface GiftCardProps {
  suggestion: GiftSuggestion;
  recipientName?: string;
  /** Buttons under the content (Write Card, Share...). */
  actions?: ReactNode;
  /** The feedback control or other footer. */
  footer?: ReactNode;
  highlighted?: boolean;
  /** Show the full description instead of two lines. */
  expanded?: boolean;
  className?: string;
}

export function formatPrice(price: number) {
  return `$${Number.isInteger(price) ? price : price.toFixed(2)}`;
}

export function GiftCard({ suggestion, recipientName, actions, footer, highlighted, expanded, className }: GiftCardProps) {
  const [imageFailed, setImageFailed] = useState(false);
  const style = categoryStyle(suggestion.category);
  const Icon = style.icon;
  // Why it fits (what of the person it answers), then what it says about knowing them; one of them when both agree.
  const reasoning = [...new Set([suggestion.reasoning, suggestion.personalizedReasoning].map((text) => text.trim()).filter(Boolean))].join(' ');

  return (
    <article
      className={cn(
        'flex flex-col overflow-hidden rounded-3xl border bg-white shadow-soft transition hover:shadow-lift',
        highlighted ? 'border-rose-300 ring-4 ring-rose-100' : 'border-stone-200/80',
        className,
      )}
      data-testid="gift-card"
    >
      <div className={cn('h-1.5', style.accent)} aria-hidden />
      {/* Tighter on a phone, where five ideas fit in four screens. */}
      <div className="flex flex-1 flex-col gap-3 p-4 sm:gap-4 sm:p-6">
        <div className="flex items-start gap-4">
          {suggestion.imageUrl && !imageFailed && (
            <img
              src={suggestion.imageUrl}
              alt=""
              width={CARD_PICTURE_PX}
              height={CARD_PICTURE_PX}
              loading="lazy"
              className="size-16 shrink-0 rounded-2xl bg-stone-50 object-contain p-2.5 ring-1 ring-inset ring-stone-100 sm:size-[4.5rem]"
              onError={() => setImageFailed(true)}
            />
          )}
          <div className="min-w-0 flex-1">
            <div className="flex items-center justify-between gap-3">
              <span className={cn('inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset', style.badge)}>
                <Icon aria-hidden className="size-3.5" />
                {style.label}
              </span>
              <span className="text-lg font-bold text-rose-700" aria-label={`Estimated price ${formatPrice(suggestion.price)}`}>
                {formatPrice(suggestion.price)}
              </span>
            </div>
            <h3 className="mt-1.5 font-display text-lg font-semibold leading-snug text-stone-900 sm:text-xl">{suggestion.title}</h3>
          </div>
        </div>
        <p className={cn('-mt-1 text-sm leading-relaxed text-stone-600', !expanded && 'line-clamp-2')} title={expanded ? undefined : suggestion.description}>
          {suggestion.description}
        </p>
        <div className="rounded-2xl bg-rose-50/70 p-3 sm:p-4">
          <p className="flex items-center gap-1.5 text-sm font-semibold text-rose-800">
            <Heart aria-hidden className="size-4 fill-rose-300 text-rose-500" />
            Why this gift fits {recipientName?.trim() || 'them'}
          </p>
          <p className="mt-1 text-sm leading-normal text-stone-700 sm:mt-1.5 sm:leading-relaxed">{reasoning}</p>
        </div>
        {suggestion.inspirationSource && (
          <p className="flex items-start gap-1.5 text-sm text-stone-600">
            <Lightbulb aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-500" />
            <span>
              <span className="font-semibold text-stone-700">Inspiration:</span> {suggestion.inspirationSource}
            </span>
          </p>
        )}
        {suggestion.tags.length > 0 && (
          // On a phone the tags stay in the filter above the ideas, so each idea is shorter to scroll past.
          <ul className="hidden flex-wrap gap-1.5 sm:flex" aria-label="Tags">
            {suggestion.tags.map((tag) => (
              <li key={tag} className="rounded-full bg-stone-100 px-2.5 py-0.5 text-xs font-medium text-stone-600">
                #{tag}
              </li>
            ))}
          </ul>
        )}
        <FindOnline idea={suggestion} />
        {actions && <div className="mt-auto flex flex-wrap gap-2 pt-1">{actions}</div>}
        {footer && <div className="border-t border-stone-100 pt-3 sm:pt-4">{footer}</div>}
      </div>
    </article>
  );
}
