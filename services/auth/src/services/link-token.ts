import { createHash, randomBytes } from 'node:crypto';

/**
 * The secret of a link mailed to a user (confirm the address, reset the password): 32 random bytes, URL-safe. Only
 * its hash is stored, so a leaked table holds no working link.
 */
export const newLinkToken = () => randomBytes(32).toString('base64url');

export const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('base64url');
