import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock, CONFIG, type Config, LOGGER, type Logger, Mailer, notFound } from '@presently/platform';
import type { Envelope, ReminderPreview } from '@presently/proto';
import { addHours } from 'date-fns/addHours';
import { addMinutes } from 'date-fns/addMinutes';
import { OccasionRepository } from '../repositories/occasion.repository';
import { ProcessedEventRepository } from '../repositories/processed-event.repository';
import { type DueReminder, ReminderRepository, type QueueResult } from '../repositories/reminder.repository';
import { UserRepository } from '../repositories/user.repository';
import { toOccasion } from './occasion.service';
import { daysFrom, localDay, reminderTargets } from './occurrence';
import { publicUrl } from './public-url';
import { reminderEmail } from './reminder-email';
import { ReminderIdeasService } from './reminder-ideas.service';

/** How long a mailer may hold a reminder before another may take it over (its process is presumed dead). */
export const CLAIM_MINUTES = 10;
/** An unsent reminder whose event has been out this long is queued again (its event was lost or dead-lettered)... */
export const REQUEUE_AFTER_MINUTES = 30;
/** ...for a day at most: later, the reminder would arrive stale. */
export const STALE_AFTER_HOURS = 24;

export const NOTHING_TO_PREVIEW = 'Add an upcoming occasion with a reminder to preview its e-mail.';
export const UNSUBSCRIBE_NOT_FOUND = 'This unsubscribe link is not valid.';
const CONSUMER = 'occasions.reminder-mail';

export interface ScanReport {
  queued: number;
  requeued: number;
}

/**
 * Reminders: the scheduled scan that queues what is due, the mailer that sends each queued reminder once, the
 * preview of the next one, and unsubscribing.
 *
 * Exactly once, step by step. The scan inserts reminder_sends(occasion, occurrence, daysBefore) — unique — and its
 * occasion.due event in one transaction, run by one replica at a time (ReminderScanScheduler): a crash loses nothing
 * (the outbox relay publishes after restart) and queues nothing twice. The mailer then
 *   1. claims the row in its own committed statement (unsent, not held, user still subscribed), so two deliveries
 *      of the event — a redelivery, a re-queue — never mail together;
 *   2. sends the mail with a Message-ID fixed per reminder;
 *   3. records sent_at together with the event's processed marker (handleOnce), in one transaction.
 * A failed send gives the claim back and the bus retries. A failure after the send, in this process, retries only
 * the record: the process remembers what it sent. A crash between 2 and 3 is the one window no sender can close —
 * the mail left, the record did not: the claim runs out, the scan re-queues the reminder and it is sent again with
 * the same Message-ID, which receiving systems (Gmail, Mailpit with --ignore-duplicate-ids) show once. Nothing is
 * lost, and nothing is recorded twice.
 */
@Injectable()
export class ReminderService {
  /** Reminders this process mailed but has not recorded yet: a retry records them without mailing again. */
  private readonly sentNotRecorded = new Map<string, string>();

  constructor(
    private readonly reminders: ReminderRepository,
    private readonly occasions: OccasionRepository,
    private readonly users: UserRepository,
    private readonly processedEvents: ProcessedEventRepository,
    private readonly mailer: Mailer,
    private readonly ideas: ReminderIdeasService,
    @Inject(CONFIG) private readonly config: Config,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** Queues every reminder due now (see reminderTargets for "due") and re-queues lost ones. */
  async scan(): Promise<ScanReport> {
    const now = this.clock();
    const targets = reminderTargets(await this.users.reminderTimeZones(), now);
    const result: QueueResult = await this.reminders.queue(targets, {
      now,
      requeueQueuedBefore: addMinutes(now, -REQUEUE_AFTER_MINUTES),
      dropCreatedBefore: addHours(now, -STALE_AFTER_HOURS),
    });
    const report = { queued: result.queued.length, requeued: result.requeued.length };
    if (report.queued + report.requeued > 0) this.logger.info(report, 'reminders queued');
    return report;
  }

  /** Mails one queued reminder (occasion.due), once. */
  async deliver(envelope: Envelope<'occasion.due'>): Promise<void> {
    const due = envelope.data;
    const key = `${due.occasionId}/${due.occurrence}/${due.daysBefore}`;
    let messageId = this.sentNotRecorded.get(key);
    if (!messageId) {
      const now = this.clock();
      // Not claimable: sent already, in another mailer's hands, unsubscribed, or the occasion is gone.
      if (!(await this.reminders.claim(due, now, addMinutes(now, CLAIM_MINUTES)))) return;
      try {
        messageId = await this.mail(due);
      } catch (error) {
        await this.reminders.release(due);
        throw error;
      }
      if (!messageId) return;
      this.sentNotRecorded.set(key, messageId);
    }
    const sentId = messageId;
    await this.processedEvents.once(CONSUMER, envelope, (tx) => this.reminders.markSent(tx, due, sentId, this.clock()));
    this.sentNotRecorded.delete(key);
  }

  /**
   * The e-mail of the user's next occasion that has a reminder, as it would be sent today, ideas included: what the
   * profile shows so people know what to expect. Nothing is mailed or recorded. The occasion may be nearer than its
   * first reminder day; the preview counts the days from today all the same.
   */
  async preview(userId: number): Promise<ReminderPreview> {
    const user = await this.users.ensure(userId);
    const today = localDay(this.clock(), user.timeZone);
    const [occasion] = (await this.occasions.listByUser(userId))
      .map((row) => toOccasion(row, today))
      .filter((candidate) => candidate.reminderDays.length > 0 && candidate.daysUntil >= 0)
      .sort((a, b) => a.daysUntil - b.daysUntil || a.id - b.id);
    if (!occasion) return { occasion: null, message: NOTHING_TO_PREVIEW };
    const mail = await reminderEmail({
      to: user.email ?? '',
      username: user.username,
      recipientName: occasion.recipientName,
      recipientRelationship: occasion.recipientRelationship,
      occasionType: occasion.occasionType,
      notes: occasion.notes,
      occurrence: occasion.nextOccurrence,
      daysUntil: occasion.daysUntil,
      ideas: await this.ideas.ideasFor(userId, occasion),
      baseUrl: publicUrl(this.config),
      unsubscribeToken: user.unsubscribeToken,
    });
    return { occasion, to: user.email, subject: mail.subject, html: mail.html, text: mail.text };
  }

  async isUnsubscribeToken(token: string): Promise<boolean> {
    return (await this.users.findByUnsubscribeToken(token)) !== null;
  }

  /** Stops every reminder of the user the secret belongs to. */
  async unsubscribe(token: string): Promise<void> {
    if (!(await this.users.setReminders(token, false))) throw notFound(UNSUBSCRIBE_NOT_FOUND);
  }

  /** Turns them back on: the next scan queues what is due again. */
  async resubscribe(token: string): Promise<void> {
    if (!(await this.users.setReminders(token, true))) throw notFound(UNSUBSCRIBE_NOT_FOUND);
  }

  /** Renders and sends a queued reminder; undefined when its occasion or user is gone. */
  private async mail(due: DueReminder): Promise<string | undefined> {
    const [occasion, user] = await Promise.all([this.occasions.findOwned(due.userId, due.occasionId), this.users.findById(due.userId)]);
    if (!occasion || !user?.email) return undefined;
    const baseUrl = publicUrl(this.config);
    return this.mailer.send(
      await reminderEmail({
        to: user.email,
        username: user.username,
        recipientName: occasion.recipientName,
        recipientRelationship: occasion.recipientRelationship,
        occasionType: occasion.occasionType,
        notes: occasion.notes,
        occurrence: due.occurrence,
        // A mail delayed past midnight still counts the days right.
        daysUntil: Math.max(daysFrom(localDay(this.clock(), user.timeZone), due.occurrence), 0),
        ideas: await this.ideas.ideasFor(due.userId, occasion),
        baseUrl,
        unsubscribeToken: user.unsubscribeToken,
        messageId: `<reminder.${due.occasionId}.${due.occurrence}.${due.daysBefore}@${new URL(baseUrl).hostname}>`,
      }),
    );
  }
}
