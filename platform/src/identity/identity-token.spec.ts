import { SignJWT } from 'jose';
import { IdentityTokens } from './identity-token';

const SECRET = 'a-shared-secret-of-at-least-32-characters';

describe('IdentityTokens', () => {
  const tokens = new IdentityTokens(SECRET);

  it('carries the user id and session id from the gateway to a service', async () => {
    const token = await tokens.sign({ userId: 42, sessionId: 'session-1' });
    expect(await new IdentityTokens(SECRET).verify(token)).toEqual({ userId: 42, sessionId: 'session-1' });
  });

  it('refuses a token signed with another secret, tampered with, expired or of another shape', async () => {
    const token = await tokens.sign({ userId: 42, sessionId: 'session-1' });
    expect(await new IdentityTokens('another-secret-of-at-least-32-characters').verify(token)).toBeUndefined();
    const [header, payload, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: '1' })).toString('base64url');
    expect(await tokens.verify(`${header}.${forged}.${signature}`)).toBeUndefined();
    expect(await tokens.verify(undefined)).toBeUndefined();
    expect(await tokens.verify('garbage')).toBeUndefined();
    // alg "none" is never accepted.
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`;
    expect(await tokens.verify(unsigned)).toBeUndefined();

    const key = (tokens as unknown as { key: Uint8Array }).key;
    const claims = { iss: 'presently-gateway', aud: 'presently-services' };
    const expired = await new SignJWT({ ...claims, sid: 's' }).setProtectedHeader({ alg: 'HS256' }).setSubject('42').setIssuedAt(Math.floor(Date.now() / 1000) - 600).setExpirationTime(Math.floor(Date.now() / 1000) - 60).sign(key);
    expect(await tokens.verify(expired)).toBeUndefined();
    const noSession = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setSubject('42').setExpirationTime('1m').sign(key);
    expect(await tokens.verify(noSession)).toBeUndefined();
    const notAUser = await new SignJWT({ ...claims, sid: 's' }).setProtectedHeader({ alg: 'HS256' }).setSubject('admin').setExpirationTime('1m').sign(key);
    expect(await tokens.verify(notAUser)).toBeUndefined();
  });

  it('expires a minute after signing', async () => {
    const token = await tokens.sign({ userId: 7, sessionId: 's' });
    const { iat, exp } = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
    expect(exp - iat).toBe(60);
  });
});
