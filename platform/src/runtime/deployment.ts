import { type Config, ConfigError, paymentProviderOf } from '../config/config';

/** The services a gateway routes to; each runs in the gateway's process or behind SERVICE_URL_<AREA>. */
export const SERVICE_AREAS = ['auth', 'gifts', 'billing', 'occasions'] as const;
export type ServiceArea = (typeof SERVICE_AREAS)[number];

export const serviceUrlVariable = (area: ServiceArea) => `SERVICE_URL_${area.toUpperCase() as Uppercase<ServiceArea>}` as const;

export type ServiceUrls = Partial<Pick<Config, `SERVICE_URL_${Uppercase<ServiceArea>}`>>;

/** The replicas' URLs of a service this process does not host, or undefined when the deployment has none. */
export function serviceUrlsOf(config: ServiceUrls, area: ServiceArea): string[] | undefined {
  return config[serviceUrlVariable(area)];
}

/** Where a process stands in the deployment, derived from its targets and configuration. */
export interface Deployment {
  hosted: string[];
  /** Services this process reaches over HTTP. */
  remote: ServiceArea[];
  /** Part of a deployment of several processes (a service alone, or a gateway with remote services). */
  distributed: boolean;
}

export function describeDeployment(config: ServiceUrls, hosted: string[]): Deployment {
  const remote = SERVICE_AREAS.filter((area) => !hosted.includes(area) && serviceUrlsOf(config, area));
  return { hosted, remote, distributed: !hosted.includes('gateway') || remote.length > 0 };
}

/**
 * What a process of several needs before it starts, each refusal naming its variable. A gateway alone
 * (`--target=gateway`) needs every service's URL; a composition hosting some services itself treats a service
 * without a URL as not part of the deployment (the composite reads answer its defaults).
 */
export function checkDeployment(config: Config, hosted: string[]): Deployment {
  const deployment = describeDeployment(config, hosted);
  const problems: string[] = [];
  const gatewayAlone = hosted.includes('gateway') && !SERVICE_AREAS.some((area) => hosted.includes(area));
  if (gatewayAlone) {
    for (const area of SERVICE_AREAS) {
      if (!serviceUrlsOf(config, area)) problems.push(`${serviceUrlVariable(area)}: required when the ${area} service runs in another process (the URL of that service)`);
    }
  }
  if (deployment.distributed || gatewayAlone) {
    if (!config.INTERNAL_SECRET) problems.push('INTERNAL_SECRET: required when Presently runs as several processes (the same secret of 32+ characters in each)');
    const usesSessions = hosted.includes('gateway') || hosted.includes('auth');
    if (usesSessions && !config.REDIS_URL && !config.DATABASE_URL_PLATFORM && !config.DATABASE_URL) {
      problems.push('REDIS_URL: required when Presently runs as several processes, so the gateway and auth share sessions (or DATABASE_URL_PLATFORM)');
    }
  }
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n${problems.map((line) => `  ${line}`).join('\n')}`);
  return deployment;
}

/**
 * What production will not run without, each refusal naming its variable: the address people reach it at (every
 * link it writes, and the one origin changes may come from, rather than whatever Host a request names), and, where
 * billing runs, real payments unless the sandbox is chosen on purpose.
 */
export function checkProduction(config: Config, hosted: string[]): void {
  if (config.NODE_ENV !== 'production') return;
  const problems: string[] = [];
  if (!config.PUBLIC_URL) problems.push('PUBLIC_URL: required in production (the address people reach Presently at, e.g. https://presently.example.com)');
  if (hosted.includes('billing') && paymentProviderOf(config) === 'sandbox' && config.PAYMENT_PROVIDER !== 'sandbox') {
    problems.push('STRIPE_SECRET_KEY: required in production to take payments (or PAYMENT_PROVIDER=sandbox to run the built-in sandbox on purpose)');
  }
  if (problems.length > 0) throw new ConfigError(`Unsafe configuration for production:\n${problems.map((line) => `  ${line}`).join('\n')}`);
}

/** A URL fit for an error message or a log line: the password, if any, replaced. */
export function withoutPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparseable URL)';
  }
}
