import { Injectable } from '@nestjs/common';
import { notFound } from '@presently/platform';
import type { AccountExport } from '@presently/proto';
import { UserRepository } from '../repositories/user.repository';

/** Auth's part of "Download my data": the profile, field by field, so the password hash never comes along. */
@Injectable()
export class DataExportService {
  constructor(private readonly users: UserRepository) {}

  async exportOf(userId: number): Promise<AccountExport> {
    const user = await this.users.findById(userId);
    if (!user) throw notFound('User not found');
    return {
      id: user.id,
      username: user.username,
      email: user.email,
      emailVerified: user.emailVerified,
      birthday: user.birthday?.toISOString().slice(0, 10) ?? null,
      timeZone: user.timeZone,
      createdAt: user.createdAt.toISOString(),
    };
  }
}
