import type { Occasion } from '@presently/proto';
import {
  addDays,
  addMonths,
  eachDayOfInterval,
  endOfMonth,
  endOfWeek,
  format,
  isSameDay,
  isSameMonth,
  isToday,
  startOfMonth,
  startOfWeek,
} from 'date-fns';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useRef, type KeyboardEvent } from 'react';
import { CALENDAR_DATE_FORMAT } from '@/lib/dates';
import { cn } from '@/lib/utils';
import { occursOn } from './occasion-dates';
import { occasionDotClass } from './occasion-labels';

const MAX_DOTS = 3;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

interface CalendarMonthProps {
  month: Date;
  selected: Date;
  occasions: Occasion[];
  onMonthChange: (month: Date) => void;
  onSelect: (day: Date) => void;
}

/** A month grid; arrow keys move the selection, which cannot be cleared (spec §2). */
export function CalendarMonth({ month, selected, occasions, onMonthChange, onSelect }: CalendarMonthProps) {
  const gridRef = useRef<HTMLDivElement>(null);
  const days = eachDayOfInterval({ start: startOfWeek(startOfMonth(month)), end: endOfWeek(endOfMonth(month)) });

  const select = (day: Date) => {
    onSelect(day);
    if (!isSameMonth(day, month)) onMonthChange(startOfMonth(day));
    requestAnimationFrame(() => gridRef.current?.querySelector<HTMLButtonElement>('[tabindex="0"]')?.focus());
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };
    if (event.key in moves) {
      event.preventDefault();
      select(addDays(selected, moves[event.key]));
    }
  };

  return (
    <div>
      <div className="mb-3 flex items-center justify-between">
        <button
          type="button"
          aria-label="Previous month"
          onClick={() => onMonthChange(addMonths(month, -1))}
          className="grid size-9 place-items-center rounded-full text-stone-600 transition hover:bg-rose-50 hover:text-rose-700"
        >
          <ChevronLeft aria-hidden className="size-5" />
        </button>
        <h3 className="font-semibold text-stone-900" aria-live="polite">
          {format(month, 'MMMM yyyy')}
        </h3>
        <button
          type="button"
          aria-label="Next month"
          onClick={() => onMonthChange(addMonths(month, 1))}
          className="grid size-9 place-items-center rounded-full text-stone-600 transition hover:bg-rose-50 hover:text-rose-700"
        >
          <ChevronRight aria-hidden className="size-5" />
        </button>
      </div>
      <div className="grid grid-cols-7 text-center text-xs font-semibold uppercase tracking-wide text-stone-500" aria-hidden>
        {WEEKDAYS.map((day) => (
          <span key={day} className="py-1.5">
            {day}
          </span>
        ))}
      </div>
      <div ref={gridRef} className="grid grid-cols-7 gap-1" role="group" aria-label={`Days of ${format(month, 'MMMM yyyy')}`} onKeyDown={onKeyDown}>
        {days.map((day) => {
          const events = occasions.filter((occasion) => occursOn(occasion, day));
          const isSelected = isSameDay(day, selected);
          const label = `${format(day, CALENDAR_DATE_FORMAT)}${events.length ? `, ${events.length} ${events.length === 1 ? 'event' : 'events'}` : ''}`;
          return (
            <button
              key={day.toISOString()}
              type="button"
              tabIndex={isSelected ? 0 : -1}
              aria-label={label}
              aria-pressed={isSelected}
              onClick={() => select(day)}
              className={cn(
                'flex aspect-square min-h-10 flex-col items-center justify-center gap-1 rounded-xl text-sm transition',
                isSameMonth(day, month) ? 'text-stone-900' : 'text-stone-500',
                isSelected ? 'bg-rose-600 font-semibold text-white shadow-sm shadow-rose-600/30' : 'hover:bg-rose-50',
                !isSelected && isToday(day) && 'font-bold text-rose-700 ring-1 ring-inset ring-rose-300',
              )}
            >
              {format(day, 'd')}
              <span className="flex h-1.5 gap-0.5" aria-hidden>
                {events.slice(0, MAX_DOTS).map((occasion) => (
                  <span key={occasion.id} className={cn('size-1.5 rounded-full', isSelected ? 'bg-white' : occasionDotClass(occasion.occasionType))} />
                ))}
                {events.length > MAX_DOTS && <span className={cn('size-1.5 rounded-full', isSelected ? 'bg-rose-200' : 'bg-stone-800')} data-testid="extra-dot" />}
              </span>
            </button>
          );
        })}
      </div>
    </div>
  );
}
