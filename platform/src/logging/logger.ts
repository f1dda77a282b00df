import pino, { type Logger } from 'pino';
import type { Config } from '../config/config';

/** Fields that never reach a log line: credentials, cookies and anything that opens a session. */
export const redactedPaths = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-presently-internal"]',
  'req.headers["x-presently-identity"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.passwordHash',
  '*.currentPassword',
  '*.newPassword',
  '*.confirmPassword',
  '*.cardNumber',
  '*.cvc',
  '*.clientSecret',
  // A password reset link's token opens the account until it is used.
  '*.token',
];

export function createLogger(config: Pick<Config, 'LOG_LEVEL' | 'NODE_ENV'>): Logger {
  const pretty = config.NODE_ENV === 'development' && process.stdout.isTTY;
  return pino({
    level: config.LOG_LEVEL,
    redact: { paths: redactedPaths, censor: '[redacted]' },
    transport: pretty ? { target: 'pino-pretty', options: { singleLine: true } } : undefined,
  });
}

export const LOGGER = Symbol('Logger');
export type { Logger };
