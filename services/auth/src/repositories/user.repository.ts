import { Inject, Injectable } from '@nestjs/common';
import { DatabaseHost, formattedOnce, Outbox, ReadCache } from '@presently/platform';
import type { Profile } from '@presently/proto';
import { Prisma, PrismaClient, type User } from '../generated/prisma/client';

export type NewUser = Pick<User, 'username' | 'passwordHash' | 'email' | 'birthday' | 'timeZone'>;

export const usernameKey = (username: string) => username.normalize('NFKC').toLowerCase();
/** E-mail addresses match case-insensitively, as people type them. */
export const emailKey = (email: string) => email.trim().toLowerCase();

/** The only code that touches auth's tables. Every change that others must hear of writes its event alongside. */
@Injectable()
export class UserRepository {
  /** Every page load reads the signed-in user (GET /api/user); each write below forgets the row it changed. */
  private readonly byId: ReadCache<number, User | null>;

  constructor(
    @Inject(PrismaClient) private readonly db: PrismaClient,
    private readonly outbox: Outbox,
    databases: DatabaseHost,
  ) {
    this.byId = new ReadCache(databases, 'auth');
  }

  findById(id: number): Promise<User | null> {
    return this.byId.read(id, () => this.db.user.findUnique({ where: { id } }));
  }

  findByUsername(username: string): Promise<User | null> {
    return this.db.user.findUnique({ where: { usernameKey: usernameKey(username) } });
  }

  /** The account this address belongs to, compared as people type addresses. */
  findByEmail(email: string): Promise<User | null> {
    return this.db.user.findUnique({ where: { emailKey: emailKey(email) } });
  }

  /**
   * Says which is taken instead when the username or the address already belongs to another account (both compared
   * case-insensitively), even by a concurrent registration; the username when both are.
   */
  async create(user: NewUser): Promise<User | { taken: 'username' | 'email' }> {
    try {
      const created = await this.db.$transaction(async (tx) => {
        const row = await tx.user.create({ data: { ...user, usernameKey: usernameKey(user.username), emailKey: emailKey(user.email) } });
        await this.outbox.add(tx, 'user.registered', {
          userId: row.id,
          username: row.username,
          email: row.email,
          emailVerified: row.emailVerified,
          timeZone: row.timeZone,
        });
        return row;
      });
      this.outbox.flushSoon();
      return created;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      return { taken: (await this.findByUsername(user.username)) ? 'username' : 'email' };
    }
  }

  async updatePasswordHash(id: number, passwordHash: string): Promise<void> {
    await this.db.user.update({ where: { id }, data: { passwordHash } });
    this.byId.forget(id);
  }

  /** Null when the address already belongs to another account, even one that took it a moment ago. */
  async changeEmail(id: number, email: string, emailVerified: boolean): Promise<User | null> {
    try {
      return await this.write(id, { email, emailKey: emailKey(email), emailVerified });
    } catch (error) {
      if (isUniqueViolation(error)) return null;
      throw error;
    }
  }

  update(id: number, changes: Partial<Pick<User, 'timeZone' | 'isPremiumOverride'>>): Promise<User> {
    return this.write(id, changes);
  }

  private async write(id: number, data: Prisma.UserUpdateInput): Promise<User> {
    const updated = await this.db.$transaction(async (tx) => {
      const row = await tx.user.update({ where: { id }, data });
      await this.announceUpdate(tx, row);
      return row;
    });
    this.byId.forget(id);
    this.outbox.flushSoon();
    return updated;
  }

  /**
   * Marks the address confirmed, if it is still the user's address (compared as sign-in compares them): a link
   * mailed before a change confirms nothing. Null when it did not.
   */
  async markEmailVerified(id: number, email: string): Promise<User | null> {
    const updated = await this.db.$transaction(async (tx) => {
      const { count } = await tx.user.updateMany({ where: { id, emailKey: emailKey(email) }, data: { emailVerified: true } });
      if (count === 0) return null;
      const row = await tx.user.findUniqueOrThrow({ where: { id } });
      await this.announceUpdate(tx, row);
      return row;
    });
    this.byId.forget(id);
    if (updated) this.outbox.flushSoon();
    return updated;
  }

  private async announceUpdate(tx: Prisma.TransactionClient, row: User): Promise<void> {
    await this.outbox.add(tx, 'user.updated', {
      userId: row.id,
      email: row.email,
      emailVerified: row.emailVerified,
      timeZone: row.timeZone,
      isPremiumOverride: row.isPremiumOverride,
    });
  }

  /** Deletes the user and tells every service to remove the user's data. */
  async delete(id: number): Promise<void> {
    await this.db.$transaction(async (tx) => {
      await tx.user.delete({ where: { id } });
      await this.outbox.add(tx, 'user.deleted', { userId: id });
    });
    this.byId.forget(id);
    this.outbox.flushSoon();
  }
}

const isUniqueViolation = (error: unknown) => error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002';

/** The account as the page and the other services see it, formatted once per cached row. */
export const toProfile = formattedOnce(profileOf);

function profileOf(user: User): Profile {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    birthday: user.birthday?.toISOString().slice(0, 10) ?? null,
    timeZone: user.timeZone,
    createdAt: user.createdAt.toISOString(),
    isPremiumOverride: user.isPremiumOverride,
    emailVerified: user.emailVerified,
  };
}
