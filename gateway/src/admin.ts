// The operator's command line, `npm run admin -- <verb> <username>`: a client of the running app, the same in both run
// modes. It calls the auth service's operator routes (/internal/auth/operator) behind the internal secret, so it never
// opens a database itself: the embedded one belongs to the running process, and a distributed one to its service.
import { type Config, INTERNAL_HEADER, loadConfig, readInternalSecret, serviceUrlsOf, withoutPassword } from '@presently/platform';
import { type Profile, profileSchema } from '@presently/proto';

export const usage = `Usage: npm run admin -- <verb> <username>
  show-user <username>        the account: e-mail address, time zone, premium override
  grant-premium <username>    give the user premium whatever their subscription
  revoke-premium <username>   take that override back

It calls the running app. Distributed: the auth service at SERVICE_URL_AUTH, with INTERNAL_SECRET.
All-in-one: the app at PORT on this machine, with INTERNAL_SECRET if it has one, else the key it keeps in DATA_DIR.`;

/** Exit statuses: 0 done, 1 refused or failed (the message says why), 2 not a command. */
export class AdminError extends Error {
  constructor(
    message: string,
    readonly status: 1 | 2 = 1,
  ) {
    super(message);
  }
}

interface Call {
  method: 'GET' | 'PUT';
  path: string;
  body?: { granted: boolean };
  report(profile: Profile): string;
}

const verbs: Record<string, Omit<Call, 'path'> & { path?: string }> = {
  'show-user': { method: 'GET', report: describeUser },
  'grant-premium': { method: 'PUT', path: '/premium-override', body: { granted: true }, report: (user) => `${user.username}: premium override granted` },
  'revoke-premium': { method: 'PUT', path: '/premium-override', body: { granted: false }, report: (user) => `${user.username}: premium override revoked` },
};

/** Where the running app is, how to prove the call comes from inside Presently, and what to say when it is not there. */
interface Reach {
  urls: string[];
  secret: string;
  notAnswering(url: string): string;
}

/** Runs one verb against the running app; the line to print, or an AdminError. */
export async function runAdmin(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const [verb, username, ...rest] = args;
  const call = verbs[verb ?? ''];
  if (!call || !username || rest.length > 0) throw new AdminError(usage, 2);
  let config: Config;
  try {
    config = loadConfig(env);
  } catch (error) {
    throw new AdminError((error as Error).message);
  }
  const reach = reachOf(config);
  const path = `/internal/auth/operator/users/${encodeURIComponent(username)}${call.path ?? ''}`;
  const { status, body } = await send(reach, call.method, path, call.body);
  if (status === 200) return call.report(profileSchema.parse(body));
  const message = typeof (body as { message?: unknown })?.message === 'string' ? (body as { message: string }).message : `status ${status}`;
  // The internal guard hides its routes behind a bare "Not found" from a caller without the right secret; an unknown
  // user is a 404 that names them.
  if (status === 404 && message === 'Not found') {
    throw new AdminError(`Presently did not accept this command's key. Run it with the running app's INTERNAL_SECRET, or, all-in-one, its DATA_DIR.`);
  }
  if (status >= 400 && status < 500) throw new AdminError(message);
  throw new AdminError(`Presently answered ${status}: ${message}`);
}

function reachOf(config: Config): Reach {
  const authUrls = serviceUrlsOf(config, 'auth');
  if (authUrls) {
    if (!config.INTERNAL_SECRET) throw new AdminError('INTERNAL_SECRET: required with SERVICE_URL_AUTH (the secret every process of the deployment shares)');
    return {
      urls: authUrls,
      secret: config.INTERNAL_SECRET,
      notAnswering: (url) => `The auth service is not answering at ${shown(url)} (SERVICE_URL_AUTH): start it (npm run start:auth) or point SERVICE_URL_AUTH at it.`,
    };
  }
  const url = `http://${localHost(config.HOST)}:${config.PORT}`;
  const howToStart = 'start it with `npm start` (the same PORT and DATA_DIR) and run this again.';
  const secret = config.INTERNAL_SECRET ?? readInternalSecret(config);
  if (!secret) {
    throw new AdminError(
      `Presently is not running on DATA_DIR ${config.DATA_DIR}: ${howToStart} (An app started with INTERNAL_SECRET needs the same INTERNAL_SECRET here; a distributed deployment, SERVICE_URL_AUTH and INTERNAL_SECRET.)`,
    );
  }
  return { urls: [url], secret, notAnswering: () => `Presently is not answering at ${url}: ${howToStart}` };
}

/** The address of the app on this machine: an app listening on every interface is reached on the loopback one. */
function localHost(host: string): string {
  if (host === '0.0.0.0' || host === '::') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

const CALL_TIMEOUT_MS = 15_000;

/** Sends the call to the first replica that takes a connection. */
async function send(reach: Reach, method: string, path: string, body: unknown): Promise<{ status: number; body: unknown }> {
  for (const url of reach.urls) {
    let response: Response;
    try {
      response = await fetch(new URL(path, url), {
        method,
        headers: { [INTERNAL_HEADER]: reach.secret, accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
      });
    } catch (error) {
      if (refused(error) && url !== reach.urls.at(-1)) continue;
      if (refused(error)) throw new AdminError(reach.notAnswering(url));
      throw new AdminError(`No answer from ${shown(url)}: ${(error as Error).message}`);
    }
    return { status: response.status, body: await response.json().catch(() => undefined) };
  }
  throw new AdminError(reach.notAnswering(reach.urls[0]));
}

/** A URL as the operator wrote it, a password in it masked. */
const shown = (url: string) => withoutPassword(url).replace(/\/$/, '');

function refused(error: unknown): boolean {
  const code = (error as { cause?: { code?: unknown } }).cause?.code;
  return code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'EHOSTUNREACH';
}

function describeUser(user: Profile): string {
  return [
    `${user.username} (user ${user.id}), joined ${user.createdAt.slice(0, 10)}`,
    `e-mail: ${user.email} (${user.emailVerified ? 'confirmed' : 'not confirmed yet: no reminders until it is'})`,
    `time zone: ${user.timeZone}`,
    `premium override: ${user.isPremiumOverride ? 'granted' : 'none'}`,
  ].join('\n');
}

if (require.main === module) {
  runAdmin(process.argv.slice(2)).then(
    (report) => console.log(report),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = error instanceof AdminError ? error.status : 1;
    },
  );
}
