import { Inject, Injectable } from '@nestjs/common';
import { CONFIG, type Config } from '@presently/platform';
import argon2 from 'argon2';

/**
 * argon2id with OWASP's second recommended profile by default (19 MiB, 2 passes, 1 lane): about 25 ms a hash on
 * this class of machine, tunable with ARGON2_MEMORY_KIB and ARGON2_TIME_COST.
 */
@Injectable()
export class PasswordService {
  private readonly options: argon2.Options;
  private decoy?: Promise<string>;

  constructor(@Inject(CONFIG) config: Pick<Config, 'ARGON2_MEMORY_KIB' | 'ARGON2_TIME_COST'>) {
    this.options = { type: argon2.argon2id, memoryCost: config.ARGON2_MEMORY_KIB, timeCost: config.ARGON2_TIME_COST, parallelism: 1 };
  }

  hash(password: string): Promise<string> {
    return argon2.hash(password, this.options);
  }

  verify(hash: string, password: string): Promise<boolean> {
    return argon2.verify(hash, password);
  }

  /** Spends the time of a real check, so an unknown username answers as slowly as a wrong password. */
  async verifyDecoy(password: string): Promise<false> {
    this.decoy ??= this.hash('presently-decoy-password');
    await argon2.verify(await this.decoy, password);
    return false;
  }
}
