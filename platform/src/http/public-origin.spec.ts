import { publicOrigin } from './public-origin';

describe('publicOrigin', () => {
  const request = (host: string, protocol: 'http' | 'https' = 'http') => ({ host, protocol });

  it("is PUBLIC_URL's origin when configured, whatever Host the request names", () => {
    for (const host of ['localhost:3000', 'evil.example', 'x/y?z']) {
      expect(publicOrigin({ PUBLIC_URL: 'https://Presently.example/app/' }, request(host))).toBe('https://presently.example');
    }
  });

  it('is the origin the request was made to in development, for a plain host and port', () => {
    expect(publicOrigin({}, request('localhost:5173'))).toBe('http://localhost:5173');
    expect(publicOrigin({}, request('Gifts.Local', 'https'))).toBe('https://gifts.local');
    expect(publicOrigin({}, request('127.0.0.1:4323'))).toBe('http://127.0.0.1:4323');
    expect(publicOrigin({}, request('[::1]:3000'))).toBe('http://[::1]:3000');
  });

  it('is undefined for a Host that is no plain host, so nothing is built from it', () => {
    for (const host of ['evil.example/phish?', 'user@evil.example', 'a b', '', 'evil.example:80:80', 'x'.repeat(64), 'evil.example#x', 'evil.example\\@x']) {
      expect(publicOrigin({}, request(host))).toBeUndefined();
    }
  });
});
