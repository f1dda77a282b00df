// An operator's command line, run as `npm run admin -- <command> <args>`. A composition root like targets.ts.
import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AccountService } from '@presently/auth';
import { createLogger, DatabaseHost, embeddedDatabaseOwner, loadConfig, PlatformModule } from '@presently/platform';
import { targetSets } from './targets';

const usage = `Usage: npm run admin -- <command>
  grant-premium <username>    give the user premium whatever their subscription
  revoke-premium <username>   take that override back`;

/** Runs one operator command against the configured databases, with every service loaded so events are consumed. */
export async function runAdmin(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const [command, username] = args;
  if (!['grant-premium', 'revoke-premium'].includes(command) || !username) throw new Error(usage);
  const config = loadConfig(env);
  const owner = embeddedDatabaseOwner(config, new DatabaseHost(config));
  if (owner) throw new Error(`Presently is running (pid ${owner}) on ${config.DATA_DIR}; stop it first: the embedded database allows one process.`);

  const modules = targetSets.all.map((target) => target.module);
  @Module({ imports: [PlatformModule.forRoot(config, createLogger({ ...config, LOG_LEVEL: 'warn' }), []), ...modules] })
  class AdminModule {}

  const context = await NestFactory.createApplicationContext(AdminModule, { logger: false });
  try {
    const profile = await context.get(AccountService).setPremiumOverride(username, command === 'grant-premium');
    return `${profile.username}: premium override ${profile.isPremiumOverride ? 'granted' : 'revoked'}`;
  } finally {
    await context.close();
  }
}

if (require.main === module) {
  runAdmin(process.argv.slice(2)).then(
    (message) => console.log(message),
    (error: Error) => {
      console.error(error.message);
      process.exit(1);
    },
  );
}
