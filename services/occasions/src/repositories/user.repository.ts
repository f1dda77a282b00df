import { Inject, Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { type Prisma, PrismaClient, type User } from '../generated/prisma/client';

type Tx = Prisma.TransactionClient;

/** A secret for a link that works without a session: 192 random bits. */
const newToken = () => randomBytes(24).toString('base64url');

/**
 * The users as this service knows them: e-mail, username and time zone from auth's events, and the service's own
 * settings (reminders on or off, the calendar-feed and unsubscribe secrets).
 */
@Injectable()
export class UserRepository {
  constructor(@Inject(PrismaClient) private readonly db: PrismaClient) {}

  /** The user's row, created with fresh secrets on first use (auth's event may not have arrived yet). */
  async ensure(userId: number, tx: Tx = this.db): Promise<User> {
    await tx.$executeRawUnsafe(
      `INSERT INTO occasions.users (user_id, feed_token, unsubscribe_token) VALUES ($1, $2, $3) ON CONFLICT (user_id) DO NOTHING`,
      userId,
      newToken(),
      newToken(),
    );
    return tx.user.findUniqueOrThrow({ where: { userId } });
  }

  /** Ensures the row and holds it until the transaction ends, so one user's writes that count rows take turns. */
  async lock(tx: Tx, userId: number): Promise<void> {
    await this.ensure(userId, tx);
    await tx.$queryRawUnsafe(`SELECT 1 FROM occasions.users WHERE user_id = $1 FOR UPDATE`, userId);
  }

  findById(userId: number): Promise<User | null> {
    return this.db.user.findUnique({ where: { userId } });
  }

  findByFeedToken(feedToken: string): Promise<User | null> {
    return this.db.user.findUnique({ where: { feedToken } });
  }

  findByUnsubscribeToken(unsubscribeToken: string): Promise<User | null> {
    return this.db.user.findUnique({ where: { unsubscribeToken } });
  }

  /** A new feed secret: the old address stops working at once. */
  async renewFeedToken(userId: number): Promise<User> {
    await this.ensure(userId);
    return this.db.user.update({ where: { userId }, data: { feedToken: newToken() } });
  }

  /** Reminders off (unsubscribed) or back on, for the user the secret belongs to; null when it belongs to none. */
  async setReminders(unsubscribeToken: string, remindersEnabled: boolean): Promise<User | null> {
    const [user] = await this.db.user.updateManyAndReturn({ where: { unsubscribeToken }, data: { remindersEnabled } });
    return user ?? null;
  }

  /** Applies auth's view of the user unless a newer one is already held. */
  async applyProfile(
    tx: Tx,
    userId: number,
    profile: { email: string; emailVerified: boolean; timeZone: string; username?: string },
    asOf: Date,
  ): Promise<void> {
    await tx.$executeRawUnsafe(
      `INSERT INTO occasions.users (user_id, email, email_verified, time_zone, profile_as_of, feed_token, unsubscribe_token)
       VALUES ($1, $2, $3, $4, $5::timestamptz, $6, $7)
       ON CONFLICT (user_id) DO UPDATE SET email = EXCLUDED.email, email_verified = EXCLUDED.email_verified,
         time_zone = EXCLUDED.time_zone, profile_as_of = EXCLUDED.profile_as_of
       WHERE users.profile_as_of <= EXCLUDED.profile_as_of`,
      userId,
      profile.email,
      profile.emailVerified,
      profile.timeZone,
      asOf.toISOString(),
      newToken(),
      newToken(),
    );
    // A username never changes, so it is kept whatever the order its event arrives in.
    if (profile.username) {
      await tx.$executeRawUnsafe(`UPDATE occasions.users SET username = $2 WHERE user_id = $1 AND username IS NULL`, userId, profile.username);
    }
  }

  /** The user and, by cascade, their occasions and reminder records. */
  async delete(tx: Tx, userId: number): Promise<void> {
    await tx.user.deleteMany({ where: { userId } });
  }

  /** The time zones of everyone who can receive a reminder (subscribed, with a confirmed address): the scan works out each zone's local time once. */
  async reminderTimeZones(): Promise<string[]> {
    const rows = await this.db.$queryRawUnsafe<{ time_zone: string }[]>(
      `SELECT DISTINCT time_zone FROM occasions.users WHERE reminders_enabled AND email IS NOT NULL AND email_verified`,
    );
    return rows.map((row) => row.time_zone);
  }
}
