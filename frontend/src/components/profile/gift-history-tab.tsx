import { ArrowRight, CalendarDays, Gift, History, Sparkles } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { SavedGift } from '@/api/gifts';
import { FindOnlineLink } from '@/components/find-online/find-online';
import { formatPrice } from '@/components/gift-results/gift-card';
import { budgetLabel, occasionLabel, relationshipLabel } from '@/components/gift-wizard/wizard-values';
import { Alert } from '@/components/ui/alert';
import { buttonVariants } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { useGiftHistory } from '@/hooks/use-gift-history';
import { categoryStyle } from '@/lib/categories';
import { formatDate } from '@/lib/dates';
import { cn } from '@/lib/utils';

const SHOWN_SUGGESTIONS = 3;

const asText = (value: unknown) => (Array.isArray(value) ? value.join(', ') : typeof value === 'string' ? value : '');

function HistoryItem({ item }: { item: SavedGift }) {
  const info = item.recipientInfo ?? ({} as SavedGift['recipientInfo']);
  const suggestions = item.suggestions?.suggestions ?? [];
  const more = suggestions.length - SHOWN_SUGGESTIONS;
  const interests = asText(info.interests);
  return (
    <li className="rounded-3xl border border-stone-200 bg-white p-5 shadow-soft transition hover:shadow-lift sm:p-6" data-testid="gift-history-item">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 className="font-display text-xl font-semibold text-stone-900">Gifts for {info.name?.trim() || 'someone special'}</h3>
          <p className="mt-1 flex flex-wrap items-center gap-x-2 text-sm text-stone-600">
            {info.occasion && <span className="font-medium text-rose-700">{occasionLabel(info.occasion)}</span>}
            <span className="inline-flex items-center gap-1">
              <CalendarDays aria-hidden className="size-3.5" /> {formatDate(item.createdAt)}
            </span>
          </p>
        </div>
        <Link to={`/gift-details/${item.id}`} className={buttonVariants({ variant: 'soft', size: 'sm' })}>
          View Details <ArrowRight aria-hidden className="size-4" />
        </Link>
      </div>
      <dl className="mt-4 grid gap-x-6 gap-y-1.5 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-stone-500">Relationship</dt>
          <dd className="font-medium text-stone-800">{info.relationship ? relationshipLabel(info.relationship) : '—'}</dd>
        </div>
        <div>
          <dt className="text-stone-500">Budget</dt>
          <dd className="font-medium text-stone-800">{budgetLabel(info.budget)}</dd>
        </div>
        <div className="sm:col-span-1">
          <dt className="text-stone-500">Interests</dt>
          <dd className="line-clamp-2 font-medium text-stone-800">{interests || '—'}</dd>
        </div>
      </dl>
      {suggestions.length > 0 && (
        <ul className="mt-4 space-y-2">
          {suggestions.slice(0, SHOWN_SUGGESTIONS).map((suggestion, index) => {
            const style = categoryStyle(suggestion.category);
            return (
              <li key={`${suggestion.title}-${index}`} className="flex items-center gap-3 rounded-2xl bg-stone-50 px-3 py-2.5">
                <span className={cn('size-2 shrink-0 rounded-full', style.accent)} aria-hidden />
                <span className="min-w-0 flex-1 truncate text-sm font-medium text-stone-800">{suggestion.title}</span>
                <span className={cn('hidden rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset sm:inline', style.badge)}>{style.label}</span>
                <span className="text-sm font-semibold text-rose-700">{formatPrice(suggestion.price)}</span>
                <FindOnlineLink idea={suggestion} />
              </li>
            );
          })}
        </ul>
      )}
      {more > 0 && <p className="mt-2 text-sm text-stone-500">+{more} more gifts</p>}
    </li>
  );
}

export function GiftHistoryTab() {
  const { data, isLoading, error } = useGiftHistory();
  if (isLoading) {
    return (
      <div className="flex justify-center py-12">
        <Spinner className="size-7" label="Loading gift history" />
      </div>
    );
  }
  if (error) return <Alert variant="destructive">{error.message}</Alert>;
  if (!data?.length) {
    return (
      <EmptyState
        icon={<History aria-hidden className="size-7" />}
        title="No Gift History Yet"
        description="Gift ideas you save will appear here, so you can come back to them any time."
        action={
          <Link to="/#gift-concierge" className={buttonVariants()}>
            <Sparkles aria-hidden className="size-4" /> Find Gift Ideas
          </Link>
        }
      />
    );
  }
  return (
    <div>
      <p className="mb-4 flex items-center gap-2 text-sm text-stone-600">
        <Gift aria-hidden className="size-4 text-rose-500" /> {data.length} saved {data.length === 1 ? 'set' : 'sets'} of gift ideas
      </p>
      <ul className="space-y-4">
        {data.map((item) => (
          <HistoryItem key={item.id} item={item} />
        ))}
      </ul>
    </div>
  );
}
