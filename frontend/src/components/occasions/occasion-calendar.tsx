import { DEFAULT_UPCOMING_WINDOW, FREE_OCCASION_LIMIT, upcomingWindows, type Occasion } from '@presently/proto';
import { format, startOfMonth } from 'date-fns';
import { CalendarDays, CalendarPlus, Crown, ListOrdered, PartyPopper } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useCurrentUser } from '@/hooks/use-current-user';
import { useOccasions } from '@/hooks/use-occasions';
import { useUpcomingOccasions } from '@/hooks/use-upcoming-occasions';
import { SUBSCRIPTION_PATH } from '@/lib/constants';
import { CALENDAR_DATE_FORMAT } from '@/lib/dates';
import { cn } from '@/lib/utils';
import { CalendarMonth } from './calendar-month';
import { occursOn } from './occasion-dates';
import { OccasionEventCard } from './occasion-event-card';
import { OccasionFormDialog } from './occasion-form-dialog';
import { useOccasionActions } from './use-occasion-actions';

const windowLabels: Record<number, string> = { 7: 'Next 7 days', 30: 'Next 30 days', 90: 'Next 3 months', 365: 'Next year' };

type DialogState = { mode: 'create' } | { mode: 'edit'; occasion: Occasion } | null;

/** Occasions as a month calendar and an upcoming list, with add/edit dialogs (spec §2). */
export function OccasionCalendar({ className }: { className?: string }) {
  const { data: user } = useCurrentUser();
  const signedIn = !!user;
  const occasionsQuery = useOccasions(signedIn);
  const occasions = occasionsQuery.data ?? [];
  const [view, setView] = useState('calendar');
  const [windowDays, setWindowDays] = useState(DEFAULT_UPCOMING_WINDOW);
  const upcoming = useUpcomingOccasions(windowDays, signedIn && view === 'upcoming');
  const [month, setMonth] = useState(() => startOfMonth(new Date()));
  const [selected, setSelected] = useState(() => new Date());
  const [dialog, setDialog] = useState<DialogState>(null);

  const actions = useOccasionActions(user, occasions, {
    onCreated: () => setDialog(null),
    onUpdated: () => setDialog(null),
    onDeleted: () => setDialog(null),
  });

  // Every way in starts the form on today, even 'Add Event' under another selected day (spec §2, §5).
  const openCreate = () => {
    if (actions.canAdd()) setDialog({ mode: 'create' });
  };
  const dayEvents = occasions.filter((occasion) => occursOn(occasion, selected));

  return (
    // Focusable as a region: an occasion deleted from its dialog takes the Edit button that opened it, and focus comes
    // back here (DialogContent).
    <section
      tabIndex={-1}
      className={cn('rounded-3xl border border-stone-200/80 bg-white p-5 shadow-soft sm:p-7', className)}
      aria-labelledby="occasions-title"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="occasions-title" className="font-display text-2xl font-semibold text-stone-900">
            Occasion Calendar
          </h2>
          <p className="text-sm text-stone-600">Never miss a birthday, anniversary or special day.</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {signedIn && !actions.premium && (
            <>
              <Badge variant={actions.atFreeLimit ? 'warning' : 'rose'}>
                {Math.min(occasions.length, FREE_OCCASION_LIMIT)}/{FREE_OCCASION_LIMIT} Free Occasions
              </Badge>
              <Link to={SUBSCRIPTION_PATH} className="text-sm font-semibold text-amber-700 hover:underline">
                Upgrade for Unlimited
              </Link>
            </>
          )}
          <Button size="sm" onClick={() => openCreate()} disabled={!signedIn}>
            <CalendarPlus aria-hidden className="size-4" />
            Add Occasion
          </Button>
        </div>
      </div>

      {occasionsQuery.isError && (
        <Alert variant="destructive" className="mt-5">
          We couldn't load your occasions. Please try again later.
        </Alert>
      )}

      <Tabs value={view} onValueChange={setView} className="mt-5">
        <TabsList>
          <TabsTrigger value="calendar">
            <CalendarDays aria-hidden /> Calendar View
          </TabsTrigger>
          <TabsTrigger value="upcoming">
            <ListOrdered aria-hidden /> Upcoming Events
          </TabsTrigger>
        </TabsList>

        <TabsContent value="calendar">
          <div className="grid gap-6 lg:grid-cols-[1.2fr_1fr]">
            <CalendarMonth month={month} selected={selected} occasions={occasions} onMonthChange={setMonth} onSelect={setSelected} />
            <div>
              <h3 className="font-semibold text-stone-900">Events on {format(selected, CALENDAR_DATE_FORMAT)}</h3>
              {occasionsQuery.isLoading ? (
                <div className="mt-4">
                  <Spinner />
                </div>
              ) : dayEvents.length ? (
                <ul className="mt-3 space-y-2 overflow-y-auto pr-1" style={{ maxHeight: 250 }} data-testid="day-events">
                  {dayEvents.map((occasion) => (
                    <li key={occasion.id}>
                      <OccasionEventCard occasion={occasion} onEdit={() => setDialog({ mode: 'edit', occasion })} />
                    </li>
                  ))}
                </ul>
              ) : (
                <div className="mt-3 flex flex-col items-start gap-3 rounded-2xl border border-dashed border-stone-200 bg-stone-50/60 p-5">
                  <p className="text-sm text-stone-600">No events on this date</p>
                  {actions.atFreeLimit ? (
                    <div className="flex flex-wrap items-center gap-2">
                      <Badge variant="warning">Free limit reached</Badge>
                      <Link to="/subscription" className={buttonVariants({ variant: 'premium', size: 'sm' })}>
                        <Crown aria-hidden className="size-4" />
                        Upgrade to Premium
                      </Link>
                    </div>
                  ) : (
                    <Button size="sm" variant="soft" onClick={openCreate} disabled={!signedIn}>
                      <CalendarPlus aria-hidden className="size-4" />
                      Add Event
                    </Button>
                  )}
                </div>
              )}
            </div>
          </div>
        </TabsContent>

        <TabsContent value="upcoming">
          <div className="mb-4 flex flex-wrap items-center gap-3">
            <Label htmlFor="upcoming-window">Show</Label>
            <Select
              id="upcoming-window"
              className="w-44"
              value={String(windowDays)}
              onValueChange={(value) => setWindowDays(Number(value))}
              options={upcomingWindows.map((days) => ({ value: String(days), label: windowLabels[days] }))}
            />
          </div>
          {upcoming.isLoading ? (
            <Spinner />
          ) : upcoming.data?.length ? (
            <ul className="grid gap-3 md:grid-cols-2">
              {upcoming.data.map((occasion) => (
                <li key={occasion.id}>
                  <OccasionEventCard occasion={occasion} showUrgency onEdit={() => setDialog({ mode: 'edit', occasion })} />
                </li>
              ))}
            </ul>
          ) : (
            <EmptyState
              icon={<PartyPopper aria-hidden className="size-7" />}
              title="No upcoming occasions found"
              description="Add birthdays and anniversaries and we'll remind you in good time."
              action={
                <Button onClick={() => openCreate()} disabled={!signedIn}>
                  <CalendarPlus aria-hidden className="size-4" />
                  Add Your First Occasion
                </Button>
              }
            />
          )}
        </TabsContent>
      </Tabs>

      {dialog?.mode === 'create' && (
        <OccasionFormDialog pending={actions.saving} onSubmit={actions.create} onClose={() => setDialog(null)} />
      )}
      {dialog?.mode === 'edit' && (
        <OccasionFormDialog
          occasion={dialog.occasion}
          pending={actions.saving}
          deleting={actions.deleting}
          onSubmit={(values) => actions.update(dialog.occasion.id, values)}
          onDelete={() => actions.remove(dialog.occasion.id)}
          onClose={() => setDialog(null)}
        />
      )}
    </section>
  );
}
