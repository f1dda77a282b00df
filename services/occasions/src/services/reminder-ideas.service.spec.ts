import { serviceUnavailable, type InternalClient, type Logger } from '@presently/platform';
import type { OccasionIdeas } from '@presently/proto';
import { ReminderIdeasService, type ReminderPerson } from './reminder-ideas.service';

const maya: ReminderPerson = {
  recipientName: 'Maya',
  recipientRelationship: 'friend',
  occasionType: 'birthday',
  notes: 'Loves dark chocolate',
  recipientInfo: { interests: ['jazz', 'hiking'], budget: 40 },
};

const ideas: OccasionIdeas = { source: 'catalog', ideas: [{ title: 'Blue Note jazz LP', price: 40, reason: 'Jazz.', findOnline: null }] };

function lookup(gifts: { reaches: boolean; get?: (path: string) => Promise<unknown> }) {
  const paths: string[] = [];
  const warnings: unknown[] = [];
  const internal = {
    reaches: (area: string) => area === 'gifts' && gifts.reaches,
    get: async (area: string, path: string) => {
      paths.push(`${area} ${path}`);
      return gifts.get!(path);
    },
  } as unknown as InternalClient;
  const logger = { warn: (...args: unknown[]) => warnings.push(args) } as unknown as Logger;
  return { service: new ReminderIdeasService(internal, logger), paths, warnings };
}

describe('ReminderIdeasService', () => {
  it('asks the gift service for the person as the occasion knows them: name, relationship, occasion, interests, budget', async () => {
    const { service, paths } = lookup({ reaches: true, get: async () => ideas });
    expect(await service.ideasFor(7, maya)).toEqual(ideas);
    const [asked] = paths;
    const url = new URL(asked.replace(/^gifts /, 'http://gifts'));
    expect(url.pathname).toBe('/users/7/occasion-ideas');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      recipient: 'Maya',
      relationship: 'friend',
      occasion: 'birthday',
      interests: 'jazz, hiking. Loves dark chocolate',
      budget: '40',
    });
  });

  it('sends no budget it cannot trust, and no interests it does not have', async () => {
    const { service, paths } = lookup({ reaches: true, get: async () => ideas });
    await service.ideasFor(7, { ...maya, notes: null, recipientInfo: { budget: 'lots' } });
    expect(Object.fromEntries(new URL(paths[0].replace(/^gifts /, 'http://gifts')).searchParams)).toEqual({
      recipient: 'Maya',
      relationship: 'friend',
      occasion: 'birthday',
      interests: '',
    });
  });

  it('lets the reminder go without ideas when the gift service is down, and says so in the log', async () => {
    const { service, warnings } = lookup({
      reaches: true,
      get: async () => {
        throw serviceUnavailable('The gift service is unavailable. Please try again shortly.');
      },
    });
    expect(await service.ideasFor(7, maya)).toBeNull();
    expect(warnings).toHaveLength(1);
  });

  it('lets it go without ideas when the gift service answers nonsense or knows no such user', async () => {
    expect(await lookup({ reaches: true, get: async () => Promise.reject(new Error('invalid answer')) }).service.ideasFor(7, maya)).toBeNull();
    expect(await lookup({ reaches: true, get: async () => undefined }).service.ideasFor(7, maya)).toBeNull();
  });

  it('does not ask a gift service that is not part of the deployment (an occasions process without SERVICE_URL_GIFTS)', async () => {
    const { service, paths } = lookup({ reaches: false });
    expect(await service.ideasFor(7, maya)).toBeNull();
    expect(paths).toEqual([]);
  });
});
