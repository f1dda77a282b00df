import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock, CONFIG, type Config, notFound } from '@presently/platform';
import { recursYearly, type CalendarLink } from '@presently/proto';
import ical, { ICalAlarmType, ICalEventRepeatingFreq } from 'ical-generator';
import type { User } from '../generated/prisma/client';
import { OccasionRepository } from '../repositories/occasion.repository';
import { UserRepository } from '../repositories/user.repository';
import { dateOf, dayOf, REMINDER_HOUR } from './occurrence';
import { publicUrl } from './public-url';
import { giftIdeasUrl, occasionTitle } from './reminder-email';

export const FEED_NOT_FOUND = 'Calendar not found';
/** How often subscribed calendars are asked to refresh (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
const REFRESH_SECONDS = 6 * 3600;

/**
 * The user's occasions as an iCalendar feed (RFC 5545) behind a secret address, which Google and Apple calendars
 * subscribe to: all-day events, a yearly rule for recurring ones, and an alarm at 09:00 of every reminder day.
 */
@Injectable()
export class CalendarFeedService {
  constructor(
    private readonly users: UserRepository,
    private readonly occasions: OccasionRepository,
    @Inject(CONFIG) private readonly config: Config,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async link(userId: number): Promise<CalendarLink> {
    return this.linkOf(await this.users.ensure(userId));
  }

  /** A new secret address; the old one answers 404 from now on. */
  async regenerate(userId: number): Promise<CalendarLink> {
    return this.linkOf(await this.users.renewFeedToken(userId));
  }

  async feed(token: string): Promise<string> {
    const user = await this.users.findByFeedToken(token);
    if (!user) throw notFound(FEED_NOT_FOUND);
    const baseUrl = publicUrl(this.config);
    const calendar = ical({
      name: 'Presently occasions',
      description: 'Birthdays, anniversaries and other occasions you track on Presently',
      prodId: { company: 'Presently', product: 'Occasions', language: 'EN' },
      ttl: REFRESH_SECONDS,
    });
    for (const occasion of await this.occasions.listByUser(user.userId)) {
      const date = dayOf(occasion.occasionDate);
      const title = occasionTitle(occasion.recipientName, occasion.occasionType);
      const ideas = giftIdeasUrl(baseUrl, occasion.recipientName, occasion.recipientRelationship, occasion.occasionType);
      const event = calendar.createEvent({
        id: `occasion-${occasion.id}@presently`,
        start: dateOf(date),
        allDay: true,
        stamp: this.clock(),
        summary: title,
        description: [occasion.notes, `Gift ideas for ${occasion.recipientName}: ${ideas}`].filter(Boolean).join('\n\n'),
        url: ideas,
        // RFC 5545 drops a yearly 29 February in common years; the last day of February keeps it, as reminders do.
        repeating: recursYearly(occasion)
          ? date.endsWith('-02-29')
            ? { freq: ICalEventRepeatingFreq.YEARLY, byMonth: 2, byMonthDay: -1 }
            : { freq: ICalEventRepeatingFreq.YEARLY }
          : undefined,
      });
      for (const days of occasion.reminderDays) {
        event.createAlarm({
          type: ICalAlarmType.display,
          // Before the all-day event's midnight start: `days` days earlier, at the reminder hour.
          triggerBefore: days * 86400 - REMINDER_HOUR * 3600,
          description: `${title} is in ${days} day${days === 1 ? '' : 's'}`,
        });
      }
    }
    return calendar.toString();
  }

  private linkOf(user: User): CalendarLink {
    return { url: `${publicUrl(this.config)}/api/occasions/calendar.ics?token=${encodeURIComponent(user.feedToken)}` };
  }
}
