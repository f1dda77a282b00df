import { ReminderService } from '@presently/occasions';
import { EVENT_BUS, type EventBus, newEnvelope } from '@presently/platform';
import type { EventData, EventType } from '@presently/proto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sync as ical } from 'node-ical';
import { resolveTargets } from '../../src/targets';
import { confirmEmail, distributed, eventsDelivered, registerConfirmedUser, registerUser, startApp, waitFor, type ApiClient, type TestApp } from '../app';
import type { Cluster } from '../cluster';

/** The calendar day `days` from today in a time zone, as the web app's date picker would send it. */
function dayIn(timeZone: string, days = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
  const date = new Date(`${today}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A zone where it is past 09:00 (the reminder hour) and before midnight now: its reminders are due at the next scan. */
function dueZone(): string {
  const zones = ['UTC', 'Pacific/Kiritimati', 'Asia/Tokyo', 'Europe/Berlin', 'America/New_York', 'America/Los_Angeles', 'Pacific/Honolulu'];
  const hour = (zone: string) => Number(new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', hourCycle: 'h23' }).format(new Date()));
  const zone = zones.find((candidate) => hour(candidate) >= 9 && hour(candidate) <= 22);
  if (!zone) throw new Error('no time zone at reminder hour');
  return zone;
}

/** One MIME part of a mail as written to the outbox, its transfer encoding undone. */
function mailPart(mail: string, type: 'text/plain' | 'text/html'): string {
  const start = mail.indexOf(`Content-Type: ${type}`);
  if (start < 0) throw new Error(`no ${type} part`);
  const part = mail.slice(start);
  const headerEnd = part.indexOf('\r\n\r\n');
  const headers = part.slice(0, headerEnd);
  // The part ends at the next boundary line; a quoted-printable soft break (=\r\n) before "--" is inside the part.
  const body = part.slice(headerEnd + 4, part.search(/(?<!=)\r\n--/));
  if (/Content-Transfer-Encoding: base64/i.test(headers)) return Buffer.from(body, 'base64').toString('utf8');
  if (/Content-Transfer-Encoding: quoted-printable/i.test(headers)) {
    // Each =XX is a byte of UTF-8: as %XX (a literal % escaped first), decodeURIComponent reads them.
    return decodeURIComponent(body.replace(/%/g, '%25').replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, '%$1'));
  }
  return body;
}

const occasion = (recipientName: string, daysAhead: number, extra: object = {}) => ({
  recipientName,
  recipientRelationship: 'friend',
  occasionType: 'birthday',
  occasionDate: `${dayIn('UTC', daysAhead)}T00:00:00.000Z`,
  notes: null,
  reminderDays: [7, 3, 1],
  ...extra,
});

describe('occasions API', () => {
  let app: TestApp;
  beforeAll(async () => (app = await startApp({ PUBLIC_URL: 'https://presently.example' })));
  afterAll(() => app.destroy());

  async function signedIn(overrides: Record<string, unknown> = {}): Promise<{ client: ApiClient; id: number; username: string }> {
    const client = app.client();
    // Occasions learns the user's e-mail address, name and time zone from user.registered, and that the address is
    // confirmed from user.updated: reminders reach only a confirmed address.
    const { id, username } = await registerConfirmedUser(app, client, overrides);
    return { client, id, username };
  }

  const preview = (client: ApiClient) => client.get('/api/occasions/reminder-preview');

  const publish = async <T extends EventType>(type: T, data: EventData<T>, occurredAt = new Date()) => {
    await app.running.app.get<EventBus>(EVENT_BUS).publish(newEnvelope('test', type, data, occurredAt));
    await eventsDelivered(app);
  };

  /** Every mail written to the outbox, as its file holds it. */
  const outboxFiles = (dataDir = app.dataDir) => {
    const dir = join(dataDir, 'outbox');
    try {
      return readdirSync(dir).map((file) => readFileSync(join(dir, file), 'utf8'));
    } catch {
      return [];
    }
  };
  const mailWithSubject = (subject: string) => outboxFiles().find((mail) => mail.replace(/\r\n(?=[ \t])/g, '').includes(`Subject: ${subject}\r\n`));

  /** The reminders due now go out as the scheduler sends them: the scan queues them, the mailer mails each. */
  async function sendDueReminders(subject: string): Promise<string> {
    await app.running.app.get(ReminderService).scan();
    await waitFor(() => mailWithSubject(subject) !== undefined);
    return mailWithSubject(subject)!;
  }

  it('refuses guests with 401', async () => {
    const guest = app.client();
    expect((await guest.post('/api/occasions', occasion('Sam', 3))).status).toBe(401);
    expect((await guest.get('/api/occasions')).status).toBe(401);
    expect((await guest.get('/api/occasions/upcoming/30')).status).toBe(401);
    expect((await guest.get('/api/occasions/upcoming')).status).toBe(401);
    expect((await guest.get('/api/occasions/reminder-preview')).status).toBe(401);
    expect((await guest.get('/api/occasions/calendar-link')).status).toBe(401);
  });

  it('runs the free plan end to end: three occasions, windows, edits, privacy, and room again after a delete', async () => {
    const { client: maya, id: mayaId } = await signedIn();

    const created = [];
    for (const [name, days, reminderDays] of [['Sam', 3, [1, 7, 3]], ['Alex', 10, [14, 30]], ['Jo', 60, [7, 3, 1]]] as const) {
      const response = await maya.post('/api/occasions', occasion(name, days, { reminderDays, userId: 999999 }));
      expect(response.status).toBe(201);
      created.push(response.body);
    }
    const [sam, alex, jo] = created;
    expect(sam).toMatchObject({
      userId: mayaId,
      recipientName: 'Sam',
      recipientRelationship: 'friend',
      occasionType: 'birthday',
      occasionDate: `${dayIn('UTC', 3)}T00:00:00.000Z`,
      notes: null,
      reminderDays: [7, 3, 1],
      isRecurring: false,
      recipientInfo: null,
      lastReminderSent: null,
      nextOccurrence: dayIn('UTC', 3),
      daysUntil: 3,
    });
    expect(alex.reminderDays).toEqual([30, 14]);

    const fourth = await maya.post('/api/occasions', occasion('Kim', 5));
    expect(fourth.status).toBe(403);
    expect(fourth.body).toEqual({ message: 'Upgrade to Premium for unlimited occasions', code: 'premium_required' });

    const list = await maya.get('/api/occasions');
    expect(list.status).toBe(200);
    expect(list.body.map((o: any) => o.recipientName)).toEqual(['Sam', 'Alex', 'Jo']);
    for (const item of list.body) expect(item.reminderDays).toEqual([...item.reminderDays].sort((a: number, b: number) => b - a));

    const names = async (days: number) => (await maya.get(`/api/occasions/upcoming/${days}`)).body.map((o: any) => o.recipientName);
    expect(await names(30)).toEqual(['Sam', 'Alex']);
    expect(await names(7)).toEqual(['Sam']);
    expect(await names(90)).toEqual(['Sam', 'Alex', 'Jo']);
    const defaultWindow = await maya.get('/api/occasions/upcoming');
    expect(defaultWindow.status).toBe(200);
    expect(defaultWindow.body.map((o: any) => o.recipientName)).toEqual(['Sam', 'Alex']);
    expect(defaultWindow.body).toEqual((await maya.get('/api/occasions/upcoming/30')).body);
    for (const days of ['13', '0', '-7', 'abc', '30.5']) {
      const wrong = await maya.get(`/api/occasions/upcoming/${days}`);
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toBe('Days must be one of 7, 30, 90, 365');
    }

    const updated = await maya.put(`/api/occasions/${sam.id}`, { ...occasion('Samantha', 4), notes: 'Loves tea', reminderDays: [3] });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ id: sam.id, recipientName: 'Samantha', notes: 'Loves tea', reminderDays: [3], daysUntil: 4 });
    const partial = await maya.put(`/api/occasions/${sam.id}`, { notes: '' });
    expect(partial.body).toMatchObject({ recipientName: 'Samantha', notes: null, daysUntil: 4 });
    const untouched = await maya.put(`/api/occasions/${alex.id}`, {});
    expect(untouched.status).toBe(200);
    expect(untouched.body).toEqual(alex);

    const { client: ben } = await signedIn();
    expect((await ben.put(`/api/occasions/${sam.id}`, { recipientName: 'Mine now' })).status).toBe(404);
    expect((await ben.delete(`/api/occasions/${jo.id}`)).status).toBe(404);
    expect((await ben.get('/api/occasions')).body).toEqual([]);
    expect((await maya.get('/api/occasions')).body.find((o: any) => o.id === sam.id).recipientName).toBe('Samantha');

    const removed = await maya.delete(`/api/occasions/${jo.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ success: true, message: 'Occasion deleted' });
    expect((await maya.delete(`/api/occasions/${jo.id}`)).status).toBe(404);
    expect((await maya.post('/api/occasions', occasion('Kim', 5))).status).toBe(201);
    expect((await maya.post('/api/occasions', occasion('Lee', 6))).status).toBe(403);
  });

  it('refuses invalid occasions with a message', async () => {
    const { client } = await signedIn();
    const cases: [object, string][] = [
      [{ recipientName: '' }, 'Recipient name is required'],
      [{ recipientName: '   ' }, 'Recipient name is required'],
      [{ occasionDate: 'next friday' }, 'Occasion date must be a valid ISO date-time'],
      [{ occasionDate: '2025-02-30T00:00:00.000Z' }, 'Occasion date must be a valid ISO date-time'],
      [{ occasionDate: undefined }, 'Occasion date must be a valid ISO date-time'],
      [{ reminderDays: [2] }, 'Reminder days must be chosen from 1, 3, 7, 14, 30'],
      [{ occasionType: 'party' }, 'Occasion type must be one of birthday, anniversary, holiday, christmas, graduation, wedding, baby_shower, housewarming, retirement, valentines_day, mothers_day, fathers_day, other'],
      [{ recipientRelationship: 'boss' }, 'Relationship must be one of friend, family, partner, colleague, other'],
      [{ isAdmin: true }, 'Unknown field: isAdmin'],
    ];
    for (const [change, message] of cases) {
      const response = await client.post('/api/occasions', { ...occasion('Sam', 3), ...change });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(message);
    }
    expect((await client.put('/api/occasions/abc', { notes: 'x' })).status).toBe(400);
    expect((await client.put('/api/occasions/99999999999', { notes: 'x' })).status).toBe(400);
    expect((await client.get('/api/occasions')).body).toEqual([]);
  });

  it('lets premium users hold more than three, from billing\'s events', async () => {
    const { client, id } = await signedIn();
    for (const name of ['A', 'B', 'C']) expect((await client.post('/api/occasions', occasion(name, 20))).status).toBe(201);
    expect((await client.post('/api/occasions', occasion('D', 20))).status).toBe(403);

    const activatedAt = new Date();
    await publish('subscription.activated', { userId: id, plan: 'premium', status: 'active', currentPeriodEnd: null }, activatedAt);
    for (const name of ['D', 'E']) expect((await client.post('/api/occasions', occasion(name, 20))).status).toBe(201);

    // An event older than the plan held changes nothing.
    await publish('subscription.ended', { userId: id }, new Date(activatedAt.getTime() - 60_000));
    expect((await client.post('/api/occasions', occasion('F', 20))).status).toBe(201);

    await publish('subscription.ended', { userId: id }, new Date(activatedAt.getTime() + 60_000));
    expect((await client.post('/api/occasions', occasion('G', 20))).status).toBe(403);
    expect((await client.get('/api/occasions')).body).toHaveLength(6);
  });

  it('counts days until in the user\'s own time zone', async () => {
    // UTC+14: its calendar day is ahead of UTC's for most of the UTC day.
    const { client } = await signedIn({ timeZone: 'Pacific/Kiritimati' });
    const local = dayIn('Pacific/Kiritimati');
    const created = await client.post('/api/occasions', { ...occasion('Tui', 0), occasionDate: `${local}T00:00:00.000Z`, occasionType: 'graduation' });
    expect(created.body).toMatchObject({ nextOccurrence: local, daysUntil: 0 });
    expect((await client.get('/api/occasions/upcoming/7')).body.map((o: any) => o.recipientName)).toEqual(['Tui']);
  });

  it('previews the next reminder e-mail without sending it: the greeting, the person, the days left, three ideas, the links', async () => {
    const { client, username } = await signedIn();
    const credits = (await client.get('/api/user')).body.monthlyCredits;
    await client.post('/api/occasions', occasion('Tom', 10));
    await client.post('/api/occasions', occasion('Quiet', 1, { reminderDays: [] }));
    await client.post('/api/occasions', occasion('Priya', 3, { notes: 'Loves <b>jazz</b> & dark chocolate', recipientRelationship: 'colleague' }));
    const before = outboxFiles().length;

    const response = await preview(client);
    expect(response.status).toBe(200);
    const { occasion: next, to, subject, html, text } = response.body;
    // The next occasion that has a reminder: an occasion without reminders never gets an e-mail.
    expect(next).toMatchObject({ recipientName: 'Priya', daysUntil: 3 });
    expect(to).toBe(`${username}@example.com`);
    expect(subject).toBe("Reminder: Priya's birthday is in 3 days");
    expect(text).toMatch(new RegExp(`^Hi ${username},\n\nPriya's birthday is in 3 days, on `));
    expect(html).toContain(`Hi ${username},`);
    expect(html).toContain('>Presently</p>');
    expect(html).toContain('Loves &lt;b&gt;jazz&lt;/b&gt; &amp; dark chocolate');
    // Three ideas from the catalog, for what the occasion knows of Priya, each with a search at a shop.
    expect(html).toContain('Gift ideas for Priya');
    expect(text.match(/^\d\. /gm)).toEqual(['1. ', '2. ', '3. ']);
    expect(text).toMatch(/jazz/i);
    expect(html.match(/>Find online<span/g)).toHaveLength(3);
    expect(html).toContain('href="https://presently.example/?recipient=Priya&amp;relationship=colleague&amp;occasion=birthday#gift-concierge"');
    expect(html).toMatch(/href="https:\/\/presently\.example\/api\/occasions\/unsubscribe\?token=[\w-]+"/);

    // Nothing was mailed, and no credit was spent on the ideas.
    expect(outboxFiles()).toHaveLength(before);
    expect((await client.get('/api/user')).body.monthlyCredits).toBe(credits);
    expect((await client.get('/api/occasions')).body.every((o: any) => o.lastReminderSent === null)).toBe(true);

    // No occasion ahead with a reminder: an answer that says what to do.
    const { client: quiet } = await signedIn();
    const nothing = { occasion: null, message: 'Add an upcoming occasion with a reminder to preview its e-mail.' };
    expect(await preview(quiet).then((r) => [r.status, r.body])).toEqual([200, nothing]);
    await quiet.post('/api/occasions', occasion('Far', 20, { reminderDays: [] }));
    await quiet.post('/api/occasions', { ...occasion('Past', 0), occasionDate: '2020-01-01T00:00:00.000Z', occasionType: 'graduation' });
    expect((await preview(quiet)).body).toEqual(nothing);
  });

  it('offers the ideas the user saved for the person first, leaving out the ones already bought', async () => {
    const { client } = await signedIn();
    await client.post('/api/occasions', occasion('Priya', 5));
    const idea = (title: string) => ({ title, description: `A ${title}`, reasoning: `Priya would love a ${title}.`, personalizedReasoning: 'It suits her curious side too.', category: 'books', price: 20, tags: ['jazz'] });
    const saved = await client.post('/api/gifts/save', {
      // Saved under another spelling of the name: the same person.
      recipientInfo: { name: 'priya', relationship: 'friend', occasion: 'birthday', interests: 'jazz', budget: 50 },
      suggestions: { suggestions: ['jazz history book', 'record cleaning kit', 'vinyl tote', 'concert voucher'].map(idea), summary: 'For Priya', insight: 'Jazz' },
    });
    expect(saved.status).toBe(201);
    expect((await client.post(`/api/gifts/${saved.body.id}/feedback`, { suggestionIndex: 1, feedbackType: 'purchased' })).status).toBe(200);

    const { html, text } = (await preview(client)).body;
    expect(html).toContain('Ideas you saved for Priya');
    expect(text).toContain('1. jazz history book ($20)\n   Priya would love a jazz history book.\n   Find online at Bookshop.org: https://bookshop.org/search?keywords=jazz%20history%20book');
    expect(text).toContain('2. vinyl tote ($20)');
    expect(text).toContain('3. concert voucher ($20)');
    expect(text).not.toContain('record cleaning kit');
  });

  it('mails due reminders with the greeting, the ideas, and the one-click unsubscribe', async () => {
    const timeZone = dueZone();
    const { client, username } = await signedIn({ timeZone });
    await client.post('/api/occasions', { ...occasion('Noor', 0, { notes: 'Into hiking' }), occasionDate: `${dayIn(timeZone, 3)}T00:00:00.000Z` });
    const mail = await sendDueReminders("Reminder: Noor's birthday is in 3 days");
    const headers = mail.replace(/\r\n(?=[ \t])/g, '');
    expect(headers).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(headers).toMatch(/List-Unsubscribe: <https:\/\/presently\.example\/api\/occasions\/unsubscribe\?token=[\w-]+>/);
    const text = mailPart(mail, 'text/plain');
    expect(text).toMatch(new RegExp(`^Hi ${username},\r?\n`));
    expect(text).toContain('Gift ideas for Noor:');
    expect(text.match(/^\d\. /gm)).toHaveLength(3);
    const html = mailPart(mail, 'text/html');
    expect(html).toContain('Noor&#x27;s birthday is in 3 days');
    expect(html.match(/>Find online<span/g)).toHaveLength(3);
    // Recorded as sent: the occasion shows when it was last reminded.
    await waitFor(async () => (await client.get('/api/occasions')).body[0].lastReminderSent !== null);
  });

  it('holds reminders back from an unconfirmed address, and sends them once it is confirmed', async () => {
    const timeZone = dueZone();
    const client = app.client();
    const user = await registerUser(client, { timeZone });
    await eventsDelivered(app);
    await client.post('/api/occasions', { ...occasion('Wren', 0), occasionDate: `${dayIn(timeZone, 7)}T00:00:00.000Z` });
    const subject = "Reminder: Wren's birthday is in 7 days";
    const toUser = () => outboxFiles().filter((mail) => mail.includes(`To: ${user.email}`));

    await app.running.app.get(ReminderService).scan();
    await eventsDelivered(app);
    expect(mailWithSubject(subject)).toBeUndefined();
    // The confirmation e-mail is the one mail the address has had.
    expect(toUser()).toHaveLength(1);
    expect((await client.get('/api/occasions')).body[0].lastReminderSent).toBeNull();

    await confirmEmail(app, user);
    const mail = await sendDueReminders(subject);
    expect(mail).toContain(`To: ${user.email}`);
  });

  it('sends the reminder without ideas when the gift service is down', async () => {
    const timeZone = dueZone();
    // Distributed: the gifts process stops. All-in-one: a process that hosts no gift service at all.
    const cluster = distributed ? (app as Cluster) : undefined;
    const withoutGifts = cluster ? app : await startApp({ PUBLIC_URL: 'https://presently.example' }, undefined, resolveTargets('all').filter((target) => target.name !== 'gifts'));
    try {
      await cluster?.stopReplica('gifts');
      const client = withoutGifts.client();
      const user = await registerUser(client, { timeZone });
      await confirmEmail(withoutGifts, user);
      await client.post('/api/occasions', { ...occasion('Ines', 0), occasionDate: `${dayIn(timeZone, 1)}T00:00:00.000Z` });

      const shown = await preview(client);
      expect(shown.status).toBe(200);
      expect(shown.body.subject).toBe("Reminder: Ines's birthday is tomorrow");
      expect(shown.body.text).not.toContain('Gift ideas');
      expect(shown.body.text).toContain('Find a gift for Ines, with the gift wizard filled in:');

      const before = outboxFiles(withoutGifts.dataDir).length;
      const { queued } = await withoutGifts.running.app.get(ReminderService).scan();
      expect(queued).toBeGreaterThanOrEqual(1);
      await waitFor(() => outboxFiles(withoutGifts.dataDir).some((mail) => mail.includes("Subject: Reminder: Ines's birthday is tomorrow")), 20_000);
      expect(outboxFiles(withoutGifts.dataDir).length).toBeGreaterThan(before);
    } finally {
      if (cluster) await cluster.restartReplica('gifts');
      else await withoutGifts.destroy();
    }
  });

  it('unsubscribes with the e-mail\'s link: a confirmation page for GET, one-click POST (RFC 8058)', async () => {
    const timeZone = dueZone();
    const { client } = await signedIn({ timeZone });
    await client.post('/api/occasions', { ...occasion('Rae', 0), occasionDate: `${dayIn(timeZone, 1)}T00:00:00.000Z` });
    // Long header lines are folded (RFC 5322 §2.2.3); unfolded, each header is one line again.
    const mail = (await sendDueReminders("Reminder: Rae's birthday is tomorrow")).replace(/\r\n(?=[ \t])/g, '');
    const link = new URL(mail.match(/List-Unsubscribe: <([^>]+)>/)![1]);
    const path = `${link.pathname}${link.search}`;

    const page = await app.client().get(path, { accept: 'text/html,application/xhtml+xml' });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.text).toContain('<form method="post"');
    // A script, or anything else that does not ask for a page, gets JSON; looking never unsubscribes.
    expect((await app.client().get(path)).body).toEqual({ message: 'Send a POST to this link to stop occasion reminders.' });

    const oneClick = await app.client().post(path, 'List-Unsubscribe=One-Click', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(oneClick.status).toBe(200);
    expect(oneClick.body).toEqual({ success: true, message: 'You will no longer receive occasion reminders.' });
    const multipart = await app.client().post(path, '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--\r\n', {
      'content-type': 'multipart/form-data; boundary=x',
      accept: 'text/html',
    });
    expect(multipart.status).toBe(200);
    expect(multipart.text).toContain("You're unsubscribed");
    const back = multipart.text.match(/<form method="post" action="([^"]+)">/)![1];
    expect(back).toBe(path.replace('/unsubscribe?', '/resubscribe?'));

    // A change of mind: the unsubscribed page's button turns reminders back on, and the next mail carries the link again.
    const resubscribed = await app.client().post(back, '', { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' });
    expect(resubscribed.status).toBe(200);
    expect(resubscribed.text).toContain('Reminders are back on');
    expect((await app.client().post(back)).body).toEqual({ success: true, message: 'Occasion reminders are back on.' });
    expect((await app.client().post('/api/occasions/resubscribe?token=not-a-real-token')).status).toBe(404);
    expect((await app.client().post('/api/occasions/resubscribe')).status).toBe(400);

    const unknown = await app.client().get('/api/occasions/unsubscribe?token=not-a-real-token', { accept: 'text/html' });
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain('This unsubscribe link is not valid.');
    const unknownJson = await app.client().get('/api/occasions/unsubscribe?token=not-a-real-token');
    expect([unknownJson.status, unknownJson.body]).toEqual([404, { code: 'not_found', message: 'This unsubscribe link is not valid.' }]);
    expect((await app.client().post('/api/occasions/unsubscribe?token=not-a-real-token')).status).toBe(404);
    expect((await app.client().post('/api/occasions/unsubscribe')).status).toBe(400);
    // A browser's form post with a token that names no one, or a link cut off before its token, gets the page, not JSON.
    const form = { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' };
    for (const page of [
      await app.client().post('/api/occasions/unsubscribe?token=not-a-real-token', '', form),
      await app.client().post('/api/occasions/resubscribe?token=not-a-real-token', '', form),
      await app.client().post('/api/occasions/unsubscribe', '', form),
      await app.client().get('/api/occasions/unsubscribe?tok', { accept: 'text/html' }),
    ]) {
      expect([page.status, page.headers.get('content-type')]).toEqual([404, 'text/html; charset=utf-8']);
      expect(page.text).toContain('This unsubscribe link is not valid.');
    }
    expect((await app.client().get('/api/occasions/unsubscribe?tok')).body).toEqual({ code: 'validation_failed', message: 'A token is required', errors: [{ path: 'token', message: 'A token is required' }] });
    // Other routes still take no multipart bodies.
    expect((await app.client().post('/api/login', '--x--\r\n', { 'content-type': 'multipart/form-data; boundary=x' })).status).toBe(415);
  });

  it('serves an iCalendar feed behind a secret link that can be replaced', async () => {
    const { client } = await signedIn();
    await client.post('/api/occasions', { ...occasion('Lea', 5), occasionDate: '2024-02-29T00:00:00.000Z' });
    await client.post('/api/occasions', { ...occasion('Party', 40), occasionType: 'graduation', reminderDays: [] });
    await client.post('/api/occasions', { ...occasion('Max', 15), occasionType: 'holiday', isRecurring: true, reminderDays: [14, 1] });

    const link = await client.get('/api/occasions/calendar-link');
    expect(link.status).toBe(200);
    expect(link.body.url).toMatch(/^https:\/\/presently\.example\/api\/occasions\/calendar\.ics\?token=[\w-]{32}$/);
    expect((await client.get('/api/occasions/calendar-link')).body).toEqual(link.body);
    const path = (url: string) => url.replace('https://presently.example', '');

    const feed = await app.client().get(path(link.body.url));
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toMatch(/^text\/calendar/);
    const events = Object.values(ical.parseICS(feed.text)).filter((item: any) => item.type === 'VEVENT') as any[];
    const bySummary = Object.fromEntries(events.map((event) => [event.summary, event]));
    expect(Object.keys(bySummary).sort()).toEqual(["Lea's birthday", "Max's holiday", "Party's graduation"]);

    const lea = bySummary["Lea's birthday"];
    expect(lea.datetype).toBe('date');
    expect(lea.rrule.toString()).toContain('FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=-1');
    expect(lea.rrule.between(new Date('2025-01-01'), new Date('2028-12-31')).map((d: Date) => d.toISOString().slice(0, 10))).toEqual([
      '2025-02-28',
      '2026-02-28',
      '2027-02-28',
      '2028-02-29',
    ]);
    expect(lea.alarms.map((alarm: any) => alarm.trigger)).toEqual(['-P6DT15H', '-P2DT15H', '-PT15H']);

    const max = bySummary["Max's holiday"];
    expect(max.rrule.toString()).toContain('FREQ=YEARLY');
    expect(max.alarms.map((alarm: any) => alarm.trigger)).toEqual(['-P13DT15H', '-PT15H']);
    const party = bySummary["Party's graduation"];
    expect(party.rrule).toBeUndefined();
    expect(party.alarms ?? []).toEqual([]);
    expect(party.start.toISOString().slice(0, 10)).toBe(dayIn('UTC', 40));

    const renewed = await client.post('/api/occasions/calendar-link/regenerate');
    expect(renewed.status).toBe(200);
    expect(renewed.body.url).not.toBe(link.body.url);
    expect((await app.client().get(path(link.body.url))).status).toBe(404);
    expect((await app.client().get(path(renewed.body.url))).status).toBe(200);
    expect((await app.client().get('/api/occasions/calendar.ics')).status).toBe(400);
  });

  it('forgets a deleted account: occasions, feed and unsubscribe link', async () => {
    const { client } = await signedIn();
    await client.post('/api/occasions', occasion('Gone', 2));
    const feed = (await client.get('/api/occasions/calendar-link')).body.url.replace('https://presently.example', '');
    expect((await app.client().get(feed)).status).toBe(200);
    expect((await client.delete('/api/user', { currentPassword: 'correct-horse' })).status).toBe(200);
    await waitFor(async () => (await app.client().get(feed)).status === 404);
  });
});
