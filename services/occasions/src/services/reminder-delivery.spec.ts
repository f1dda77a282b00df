import { Mailer, newEnvelope } from '@presently/platform';
import { newTestService } from '@presently/platform/testing/unit';
import type { EventData } from '@presently/proto';
import { anOccasion, aReminderUser } from '../../test/occasion.factory';
import { OccasionRepository } from '../repositories/occasion.repository';
import { ProcessedEventRepository } from '../repositories/processed-event.repository';
import { ReminderRepository } from '../repositories/reminder.repository';
import { UserRepository } from '../repositories/user.repository';
import { CLAIM_MINUTES, ReminderService } from './reminder.service';
import { ReminderIdeasService } from './reminder-ideas.service';

const due: EventData<'occasion.due'> = { userId: 1, occasionId: 5, occurrence: '2026-12-03', daysBefore: 7 };
const dueEvent = () => newEnvelope('occasions', 'occasion.due', due);

/** The mailer of queued reminders, the clock on 26 November 2026 at 10:00 UTC: Sam's birthday is 7 days away. */
function reminders() {
  const service = newTestService(ReminderService);
  const table = service.mock(ReminderRepository);
  service.mock(OccasionRepository).findOwned.mockResolvedValue(anOccasion({ id: 5, userId: 1, recipientName: 'Sam' }));
  service.mock(UserRepository).findById.mockResolvedValue(aReminderUser({ userId: 1, email: 'maya@example.com', username: 'maya' }));
  service.mock(ReminderIdeasService).ideasFor.mockResolvedValue({ source: 'catalog', ideas: [] });
  const mailer = service.mock(Mailer);
  mailer.send.mockResolvedValue('<accepted-by-relay@presently.test>');
  const processed = service.mock(ProcessedEventRepository);
  // The event's marker and the sent record commit together; here the work simply runs, once.
  processed.once.mockImplementation(async (_consumer, _envelope, apply) => {
    await apply({} as never);
    return true;
  });
  table.markSent.mockResolvedValue();
  return { ...service, table, mailer, processed };
}

describe('mailing a queued reminder', () => {
  it('claims it for a while, mails it with a Message-ID fixed per reminder, then records it sent', async () => {
    const { sut, table, mailer, clock } = reminders();
    table.claim.mockResolvedValue(true);

    await sut.deliver(dueEvent());

    expect(table.claim).toHaveBeenCalledWith(due, clock(), new Date(clock().getTime() + CLAIM_MINUTES * 60_000));
    const [mail] = mailer.send.mock.calls[0];
    expect(mail.to).toBe('maya@example.com');
    // The same reminder sent again (after a crash) carries the same Message-ID, so mailboxes show it once.
    expect(JSON.stringify(mail)).toContain('<reminder.5.2026-12-03.7@presently.test>');
    expect(table.markSent).toHaveBeenCalledWith(expect.anything(), due, '<accepted-by-relay@presently.test>', clock());
  });

  it('mails nothing when the reminder is not claimable: sent, in other hands, or unsubscribed', async () => {
    const { sut, table, mailer } = reminders();
    table.claim.mockResolvedValue(false);

    await sut.deliver(dueEvent());
    expect(mailer.send).not.toHaveBeenCalled();
    expect(table.markSent).not.toHaveBeenCalled();
  });

  it('gives the claim back when the mail fails, so the retry can send it at once', async () => {
    const { sut, table, mailer } = reminders();
    table.claim.mockResolvedValue(true);
    table.release.mockResolvedValue();
    mailer.send.mockRejectedValueOnce(new Error('SMTP 421'));

    await expect(sut.deliver(dueEvent())).rejects.toThrow('SMTP 421');
    expect(table.release).toHaveBeenCalledWith(due);
    expect(table.markSent).not.toHaveBeenCalled();
  });

  it('records, without mailing again, a reminder whose record failed after it was sent', async () => {
    const { sut, table, mailer, processed } = reminders();
    table.claim.mockResolvedValue(true);
    processed.once.mockRejectedValueOnce(new Error('database restarting'));
    const event = dueEvent();

    await expect(sut.deliver(event)).rejects.toThrow('database restarting');
    await sut.deliver(event);

    expect(mailer.send).toHaveBeenCalledTimes(1);
    expect(table.claim).toHaveBeenCalledTimes(1);
    expect(table.markSent).toHaveBeenCalledTimes(1);
  });

  it('sends nothing once the occasion is gone, or the user has no address', async () => {
    const { sut, table, mailer, mock } = reminders();
    table.claim.mockResolvedValue(true);
    mock(OccasionRepository).findOwned.mockResolvedValueOnce(null);
    mock(UserRepository).findById.mockResolvedValue(aReminderUser({ userId: 1, email: null }));

    await sut.deliver(dueEvent());
    await sut.deliver(dueEvent());
    expect(mailer.send).not.toHaveBeenCalled();
  });
});
