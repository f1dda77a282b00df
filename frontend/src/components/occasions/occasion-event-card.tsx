import { giftIdeasPath, type Occasion } from '@presently/proto';
import { Bell, Gift, Pencil } from 'lucide-react';
import { Link } from 'react-router-dom';
import { calendarDay, formatDate } from '@/lib/dates';
import { cn } from '@/lib/utils';
import { daysAwayLabel, occasionRelationshipLabel, occasionTypeLabel, remindersLabel, urgency } from './occasion-labels';
import { SavedIdeas } from './saved-ideas';

interface OccasionEventCardProps {
  occasion: Occasion;
  onEdit: () => void;
  /** Show the urgency bar and 'N days away' badge (the upcoming list). */
  showUrgency?: boolean;
}

export function OccasionEventCard({ occasion, onEdit, showUrgency }: OccasionEventCardProps) {
  const tone = urgency(occasion.daysUntil);
  const type = occasionTypeLabel(occasion.occasionType);
  return (
    <article className="relative flex overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-xs" data-testid="occasion-card">
      {showUrgency && <span className={cn('w-1.5 shrink-0', tone.bar)} aria-hidden />}
      <div className="min-w-0 flex-1 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <h4 className="font-semibold text-stone-900">{type}</h4>
          {showUrgency && (
            <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset', tone.badge)}>{daysAwayLabel(occasion.daysUntil)}</span>
          )}
        </div>
        <p className="mt-0.5 text-sm text-stone-700">
          {occasion.recipientName} <span className="text-stone-500">·</span> {occasionRelationshipLabel(occasion.recipientRelationship)}
        </p>
        {showUrgency && <p className="mt-0.5 text-sm text-stone-500">{formatDate(calendarDay(occasion.nextOccurrence || occasion.occasionDate))}</p>}
        {occasion.notes && <p className="mt-2 text-sm text-stone-600">{occasion.notes}</p>}
        <p className="mt-2 flex items-start gap-1.5 text-xs text-stone-500">
          <Bell aria-hidden className="mt-0.5 size-3.5 shrink-0" />
          <span>Reminders: {remindersLabel(occasion.reminderDays)}</span>
        </p>
        <SavedIdeas recipientName={occasion.recipientName} />
        <Link
          to={giftIdeasPath(occasion.recipientName, occasion.recipientRelationship, occasion.occasionType)}
          className="mt-3 inline-flex items-center gap-1.5 text-sm font-semibold text-rose-700 underline-offset-2 hover:underline"
        >
          <Gift aria-hidden className="size-4" /> Find a gift for {occasion.recipientName}
        </Link>
      </div>
      <button
        type="button"
        onClick={onEdit}
        aria-label={`Edit ${occasion.recipientName}'s ${type.toLowerCase()}`}
        className="m-2 grid size-9 shrink-0 place-items-center self-start rounded-full text-stone-500 transition hover:bg-rose-50 hover:text-rose-700"
      >
        <Pencil aria-hidden className="size-4" />
      </button>
    </article>
  );
}
