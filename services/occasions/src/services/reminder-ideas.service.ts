import { Inject, Injectable } from '@nestjs/common';
import { InternalClient, LOGGER, type Logger } from '@presently/platform';
import { occasionIdeasSchema, type OccasionIdeas } from '@presently/proto';

/** What a reminder knows of its occasion's person. */
export interface ReminderPerson {
  recipientName: string;
  recipientRelationship: string;
  occasionType: string;
  notes: string | null;
  recipientInfo: unknown;
}

/** The interests an occasion holds: its notes, and those of the recipient info the web app may keep with it. */
function interestsOf(person: ReminderPerson): string {
  const info = (person.recipientInfo ?? {}) as { interests?: unknown };
  const interests = Array.isArray(info.interests) ? info.interests.filter((item) => typeof item === 'string').join(', ') : info.interests;
  return [typeof interests === 'string' ? interests : '', person.notes ?? ''].filter((part) => part.trim()).join('. ').slice(0, 2000);
}

function budgetOf(person: ReminderPerson): number | undefined {
  const budget = (person.recipientInfo as { budget?: unknown } | null)?.budget;
  return typeof budget === 'number' && budget >= 1 && budget <= 50000 ? budget : undefined;
}

/**
 * Gift ideas for a reminder, asked of the gift service (its /internal route, in this process or over HTTP). A reminder
 * never waits on them: a gift service that is not part of the deployment, down, slow or answering nonsense leaves the
 * e-mail without ideas, and it goes out all the same.
 */
@Injectable()
export class ReminderIdeasService {
  constructor(
    private readonly internal: InternalClient,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async ideasFor(userId: number, person: ReminderPerson): Promise<OccasionIdeas | null> {
    if (!this.internal.reaches('gifts')) return null;
    const query = new URLSearchParams({
      recipient: person.recipientName,
      relationship: person.recipientRelationship,
      occasion: person.occasionType,
      interests: interestsOf(person),
    });
    const budget = budgetOf(person);
    if (budget !== undefined) query.set('budget', String(budget));
    try {
      return (await this.internal.get('gifts', `/users/${userId}/occasion-ideas?${query}`, occasionIdeasSchema)) ?? null;
    } catch (error) {
      this.logger.warn({ err: error, userId }, 'reminder sent without gift ideas: the gift service did not answer');
      return null;
    }
  }
}
