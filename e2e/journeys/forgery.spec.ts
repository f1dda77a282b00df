import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '../support/fixtures';
import { newCredentials, registerViaApi, signInViaUi } from '../support/users';

const REFUSED = 'This request came from another site, so Presently did not act on it. Please use Presently itself.';

/**
 * Another site's page that makes the visitor's browser post a form to Presently as soon as it loads: the oldest
 * forgery there is, and the one SameSite=Lax cookies leave open when the page is on the same site (another port).
 */
function attackPage(action: string, enctype: string, fields: Record<string, string>) {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name='${name}' value='${value}'>`)
    .join('');
  return `<!doctype html><title>Win a prize</title><form method="post" action="${action}" enctype="${enctype}">${inputs}</form>
<script>document.forms[0].submit()</script>`;
}

test.describe('a page on another site cannot act as the visitor', () => {
  let server: Server;
  let pages: Record<string, string> = {};
  let port = 0;

  test.beforeAll(async () => {
    server = createServer((request, response) => {
      const page = pages[request.url ?? ''];
      response.writeHead(page ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' }).end(page ?? 'not here');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  test('forged sign-in and sign-up forms are refused, the visitor stays signed out, and the app still works', async ({ page, freshPage, baseURL, consoleGuard }) => {
    // The forger's own account, made elsewhere: a forged sign-in would put the visitor in it (login CSRF).
    const forger = await registerViaApi((await freshPage()).request);
    const signUp = newCredentials('forged');
    pages = {
      '/sign-in': attackPage(`${baseURL}/api/login`, 'application/x-www-form-urlencoded', { username: forger.username, password: forger.password }),
      // text/plain is how a form smuggles JSON: the name and value join into {"username":…,"x":"="}.
      '/sign-up': attackPage(`${baseURL}/api/register`, 'text/plain', {
        [`{"username":"${signUp.username}","password":"${signUp.password}","email":"${signUp.email}","birthday":"${signUp.birthday}","x":"`]: '"}',
      }),
      '/sign-up-multipart': attackPage(`${baseURL}/api/register`, 'multipart/form-data', { ...signUp }),
    };
    // Chromium reports each refused navigation in the console, and asks the app's origin for the refusal's favicon.
    consoleGuard.expect({ path: '/api/login', status: 403 });
    consoleGuard.expect({ path: '/api/register', status: 403 });
    consoleGuard.expect({ path: '/favicon.ico', status: 404 });

    // localhost is another site than 127.0.0.1; 127.0.0.1 on another port is the same site, another origin.
    for (const host of ['localhost', '127.0.0.1']) {
      for (const [path, target] of [['/sign-in', '/api/login'], ['/sign-up', '/api/register'], ['/sign-up-multipart', '/api/register']]) {
        const answer = page.waitForResponse((response) => new URL(response.url()).pathname === target);
        await page.goto(`http://${host}:${port}${path}`);
        const refused = await answer;
        expect(refused.status(), `${host}${path}`).toBe(403);
        expect(await refused.json()).toEqual({ message: REFUSED });
      }
    }

    // Nobody is signed in, and the forged account was never made.
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
    expect((await page.request.get('/api/user')).status()).toBe(401);
    const forgedSignIn = await page.request.post('/api/login', { data: { username: signUp.username, password: signUp.password } });
    expect(forgedSignIn.status()).toBe(401);
    consoleGuard.expect({ path: '/api/user', status: 401 });

    // Presently's own pages are unaffected: signing in through the app works as ever.
    await page.goto('/auth');
    await signInViaUi(page, forger);
  });
});
