// The deployment files (docker-compose.yml, deploy/k8s, deploy/k6) checked against the code they deploy: every
// target of targets.ts runs and is health-checked, every variable is one the configuration knows, and the load
// scripts call routes that exist. Docker, kubectl and k6 do not run here, so this is what keeps the files honest.
import { RequestMethod, type Type } from '@nestjs/common';
import { METHOD_METADATA, MODULE_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { checkDeployment, checkProduction, configSchema, loadConfig, PlatformModule, repoPath } from '@presently/platform';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { parse, parseAllDocuments } from 'yaml';
import { targets } from '../../src/targets';

const targetNames = Object.keys(targets);
const serviceNames = targetNames.filter((name) => name !== 'gateway');
const known = new Set(Object.keys(configSchema.shape));

const read = (path: string) => readFileSync(repoPath(path), 'utf8');

/** `${VAR:-default}` as compose substitutes it with VAR unset. */
const withDefaults = (value: unknown) => String(value).replace(/\$\{[A-Z0-9_]+(?::?-([^}]*))?\}/g, (_, fallback: string | undefined) => fallback ?? '');

describe('docker-compose.yml', () => {
  const compose = parse(read('docker-compose.yml'), { merge: true });
  const services: Record<string, any> = compose.services;

  it.each(targetNames)('runs %s on port 3000 with a /readyz health check and healthy dependencies', (name) => {
    const service = services[name];
    expect(service).toBeDefined();
    expect(service.command).toEqual([`--target=${name}`]);
    expect(service.build?.dockerfile ?? service.image).toBeTruthy();
    expect(service.environment.PORT).toBe('3000');
    expect(service.healthcheck.test.join(' ')).toContain('http://127.0.0.1:3000/readyz');
    const dependencies = Object.entries(service.depends_on as Record<string, { condition: string }>);
    expect(dependencies.map(([dependency]) => dependency)).toEqual(expect.arrayContaining(['postgres', 'redis', 'kafka']));
    for (const [dependency, { condition }] of dependencies) {
      expect(services[dependency]).toBeDefined();
      expect(condition).toBe('service_healthy');
      expect(services[dependency].healthcheck ?? services[dependency].build).toBeDefined();
    }
  });

  it.each(targetNames)('starts %s as production requires: PUBLIC_URL, and payments chosen on purpose', (name) => {
    const environment = Object.fromEntries(Object.entries(services[name].environment).map(([key, value]) => [key, withDefaults(value)]));
    expect(() => checkProduction(loadConfig(environment), [name])).not.toThrow();
  });

  it('lets gifts scale: no fixed container name and no host port', () => {
    expect(services.gifts.container_name).toBeUndefined();
    expect(services.gifts.ports).toBeUndefined();
    for (const name of serviceNames) expect(services[name].ports).toBeUndefined();
  });

  it('points the gateway at every service by name and starts it after them', () => {
    for (const name of serviceNames) {
      expect(services.gateway.environment[`SERVICE_URL_${name.toUpperCase()}`]).toBe(`http://${name}:3000`);
      expect(services.gateway.depends_on[name]).toEqual({ condition: 'service_healthy' });
    }
    expect(services.gateway.ports).toEqual(['${GATEWAY_PORT:-3000}:3000']);
  });

  it('runs Kafka (KRaft), PostgreSQL, Redis and Mailpit, each with a health check', () => {
    expect(services.kafka.environment.KAFKA_PROCESS_ROLES).toBe('broker,controller');
    expect(services.kafka.environment.CLUSTER_ID).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(services.postgres.volumes).toContain('./deploy/postgres/init.sql:/docker-entrypoint-initdb.d/init.sql:ro');
    expect(services.mailpit.ports).toEqual(['${MAILPIT_UI_PORT:-8025}:8025']);
    for (const name of ['kafka', 'postgres', 'redis', 'mailpit']) expect(services[name].healthcheck.test.length).toBeGreaterThan(1);
  });

  it('gives each service its own database, which init.sql creates', () => {
    const created = [...read('deploy/postgres/init.sql').matchAll(/CREATE DATABASE (\w+);/g)].map((match) => match[1]);
    for (const name of serviceNames) {
      const databaseVariables = Object.keys(services[name].environment).filter((key) => key.startsWith('DATABASE_URL'));
      expect(databaseVariables).toEqual([`DATABASE_URL_${name.toUpperCase()}`]);
      expect(created).toContain(new URL(services[name].environment[databaseVariables[0]]).pathname.slice(1));
    }
    expect(Object.keys(services.gateway.environment).filter((key) => key.startsWith('DATABASE_URL'))).toEqual([]);
  });

  it.each(targetNames)('sets only variables the configuration of %s knows, with values it accepts', (name) => {
    const environment: Record<string, unknown> = services[name].environment;
    expect(Object.keys(environment).filter((key) => !known.has(key))).toEqual([]);
    const defaults = Object.fromEntries(
      Object.entries(environment)
        .map(([key, value]) => [key, withDefaults(value)] as const)
        .filter(([key, value]) => value !== '' && known.has(key)),
    );
    const parsed = configSchema.safeParse(defaults);
    expect(parsed.error?.issues ?? []).toEqual([]);
  });
});

describe('deploy/k8s', () => {
  const dir = 'deploy/k8s';
  const kustomization = parse(read(`${dir}/kustomization.yaml`));
  const documents: any[] = kustomization.resources.flatMap((file: string) =>
    parseAllDocuments(read(`${dir}/${file}`)).map((document) => {
      expect(document.errors).toEqual([]);
      return document.toJS();
    }),
  );
  const find = (kind: string, name: string) => documents.find((document) => document.kind === kind && document.metadata.name === name);
  const configMaps = documents.filter((document) => document.kind === 'ConfigMap');
  const configKeys = new Map(configMaps.map((map) => [map.metadata.name, Object.keys(map.data)]));
  const secretExample = read(`${dir}/secrets.env.example`);
  const secretKeys = [...secretExample.matchAll(/^([A-Z0-9_]+)=/gm)].map((match) => match[1]);

  it('lists only files that exist, and makes the Secret from secrets.env, which git ignores', () => {
    for (const file of kustomization.resources) expect(existsSync(repoPath(dir, file))).toBe(true);
    expect(readdirSync(repoPath(dir)).filter((file) => file.endsWith('.yaml') && file !== 'kustomization.yaml').sort()).toEqual([...kustomization.resources].sort());
    expect(kustomization.namespace).toBe('presently');
    expect(find('Namespace', 'presently')).toBeDefined();
    expect(kustomization.secretGenerator).toEqual([{ name: 'presently-secrets', envs: ['secrets.env'] }]);
    expect(read('.gitignore').split('\n')).toContain('deploy/k8s/secrets.env');
  });

  it.each(targetNames)('runs %s as a Deployment with probes and resources, behind a Service on port 3000', (name) => {
    const deployment = find('Deployment', name);
    expect(deployment).toBeDefined();
    const pod = deployment.spec.template;
    expect(deployment.spec.selector.matchLabels).toEqual(pod.metadata.labels);
    const [container] = pod.spec.containers;
    expect(container.args).toEqual([`--target=${name}`]);
    expect(container.ports).toEqual(expect.arrayContaining([{ name: 'http', containerPort: 3000 }]));
    expect(container.readinessProbe.httpGet).toEqual({ path: '/readyz', port: 'http' });
    expect(container.livenessProbe.httpGet).toEqual({ path: '/healthz', port: 'http' });
    expect(container.resources.requests).toEqual({ cpu: expect.anything(), memory: expect.anything() });
    expect(container.resources.limits).toEqual({ cpu: expect.anything(), memory: expect.anything() });
    expect(pod.spec.securityContext.runAsNonRoot).toBe(true);

    const service = find('Service', name);
    expect(service.spec.selector).toEqual(pod.metadata.labels);
    // The metrics port stays off the Service: Prometheus scrapes pods, the public never reaches it.
    expect(service.spec.ports).toEqual([{ name: 'http', port: 3000, targetPort: 'http' }]);
  });

  it.each(targetNames)('gives %s only variables the configuration knows, from keys that exist', (name) => {
    const [container] = find('Deployment', name).spec.template.spec.containers;
    const names: string[] = container.env.map((variable: { name: string }) => variable.name);
    for (const { configMapRef } of container.envFrom) names.push(...configKeys.get(configMapRef.name)!);
    expect(names.filter((variable) => !known.has(variable))).toEqual([]);
    expect(new Set(names).size).toBe(names.length);
    for (const variable of container.env) {
      // A value of the pod's own (the engine threads its CPU limit fits) is checked as the configuration reads it.
      if (variable.value !== undefined) expect(() => loadConfig({ [variable.name]: variable.value })).not.toThrow();
      const { configMapKeyRef, secretKeyRef } = variable.valueFrom ?? {};
      if (configMapKeyRef) expect(configKeys.get(configMapKeyRef.name)).toContain(configMapKeyRef.key);
      if (secretKeyRef) {
        expect(secretKeyRef.name).toBe('presently-secrets');
        expect(secretKeys).toContain(secretKeyRef.key);
      }
    }
    if (name !== 'gateway') expect(names.filter((variable) => variable.startsWith('DATABASE_URL'))).toEqual([`DATABASE_URL_${name.toUpperCase()}`]);
  });

  it('points the gateway at every service by its Service name', () => {
    const [config] = configMaps.filter((map) => map.metadata.name === 'presently-config');
    for (const name of serviceNames) expect(config.data[`SERVICE_URL_${name.toUpperCase()}`]).toBe(`http://${name}:3000`);
  });

  it('accepts the example configuration as a whole', () => {
    const env: Record<string, string> = {};
    for (const map of configMaps) Object.assign(env, map.data);
    for (const [, key, value] of secretExample.matchAll(/^([A-Z0-9_]+)=(.*)$/gm)) env[key] = value;
    const parsed = configSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([key, value]) => value !== '' && known.has(key))));
    expect(parsed.error?.issues ?? []).toEqual([]);
  });

  it('scales gifts on CPU with an HPA, which owns its replica count', () => {
    const hpa = find('HorizontalPodAutoscaler', 'gifts');
    expect(hpa.apiVersion).toBe('autoscaling/v2');
    expect(hpa.spec.scaleTargetRef).toEqual({ apiVersion: 'apps/v1', kind: 'Deployment', name: 'gifts' });
    expect(hpa.spec.minReplicas).toBeGreaterThanOrEqual(2);
    expect(hpa.spec.maxReplicas).toBeGreaterThan(hpa.spec.minReplicas);
    expect(hpa.spec.metrics).toEqual([{ type: 'Resource', resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: expect.any(Number) } } }]);
    expect(find('Deployment', 'gifts').spec.replicas).toBeUndefined();
  });
});

interface Route {
  method: string;
  pattern: RegExp;
  path: string;
}

/** Every HTTP route of the given modules and what they import, read from Nest's decorators. */
function routesOf(modules: unknown[]): Route[] {
  const seen = new Set<unknown>();
  const controllers: Type[] = [];
  const visit = (entry: any) => {
    if (!entry || seen.has(entry)) return;
    seen.add(entry);
    const module = entry.module ?? entry;
    controllers.push(...(entry.controllers ?? []), ...(Reflect.getMetadata(MODULE_METADATA.CONTROLLERS, module) ?? []));
    for (const imported of [...(entry.imports ?? []), ...(Reflect.getMetadata(MODULE_METADATA.IMPORTS, module) ?? [])]) visit(imported);
  };
  modules.forEach(visit);
  const join = (...parts: string[]) => `/${parts.flatMap((part) => part.split('/')).filter(Boolean).join('/')}`;
  return controllers.flatMap((controller) => {
    const prefixes = [Reflect.getMetadata(PATH_METADATA, controller) ?? ''].flat() as string[];
    return Object.getOwnPropertyNames(controller.prototype).flatMap((key) => {
      const handler = controller.prototype[key];
      const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
      if (method === undefined || typeof handler !== 'function' || !Reflect.hasMetadata(PATH_METADATA, handler)) return [];
      const paths = [Reflect.getMetadata(PATH_METADATA, handler)].flat() as string[];
      return prefixes.flatMap((prefix) =>
        paths.map((path) => {
          const full = join(prefix, path);
          const pattern = new RegExp(`^${full.replace(/:[^/]+/g, '[^/]+').replace(/\*/g, '.*')}$`);
          return { method: RequestMethod[method], pattern, path: full };
        }),
      );
    });
  });
}

describe('deploy/k6', () => {
  const platform = PlatformModule.forRoot(loadConfig({ DATA_DIR: join(tmpdir(), 'presently-routes'), LOG_LEVEL: 'silent' }), pino({ level: 'silent' }), []);
  const routes = routesOf([platform, ...Object.values(targets).map((target) => target.module)]);
  const scripts = readdirSync(repoPath('deploy/k6')).filter((file) => file.endsWith('.js'));
  const calls = scripts.flatMap((file) =>
    [...read(`deploy/k6/${file}`).matchAll(/http\.(get|post|put|patch|del)\(\s*`\$\{BASE_URL\}([^`]*)`/g)].map(([, verb, path]) => ({
      file,
      method: verb === 'del' ? 'DELETE' : verb.toUpperCase(),
      // A value the script fills in at run time stands for one path segment.
      path: path.replace(/\$\{[^}]+\}/g, '42'),
    })),
  );

  it('has the smoke and load scripts, calling the journey of the brief', () => {
    expect(scripts).toEqual(expect.arrayContaining(['smoke.js', 'load.js', 'lib.js']));
    expect(routes.length).toBeGreaterThan(30);
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(
      expect.arrayContaining(['GET /healthz', 'GET /readyz', 'POST /api/register', 'POST /api/gifts/suggest', 'POST /api/gifts/save', 'GET /api/gifts/history', 'GET /api/gifts/42']),
    );
  });

  it('calls only routes that exist (the web app answers any other GET outside /api)', () => {
    const missing = calls.filter(({ method, path }) => {
      const matches = routes.filter((route) => route.method === method && route.pattern.test(path));
      const api = path === '/api' || path.startsWith('/api/') || path.startsWith('/internal/');
      return !matches.some((route) => route.path !== '/*' || !api);
    });
    expect(missing).toEqual([]);
  });

  it('tags each request with its route pattern, and sets thresholds only on tags that exist', () => {
    const tags = scripts.flatMap((file) => [...read(`deploy/k6/${file}`).matchAll(/name: '([A-Z]+ [^']+)'/g)].map((match) => match[1]));
    for (const tag of tags) {
      const [method, path] = tag.split(' ');
      const page = method === 'GET' && !path.startsWith('/api') && routes.some((route) => route.path === '/*');
      expect({ tag, exists: page || routes.some((route) => route.method === method && route.path === path) }).toEqual({ tag, exists: true });
    }
    for (const file of scripts) {
      for (const [, tag] of read(`deploy/k6/${file}`).matchAll(/\{name:([^}]+)\}/g)) expect(tags).toContain(tag);
    }
  });
});

describe("README's distributed quick start", () => {
  const readme = read('README.md');
  const between = (start: string, end: string) => readme.slice(readme.indexOf(start), readme.indexOf(end, readme.indexOf(start)));

  it('names every variable docker-compose.yml takes from the shell', () => {
    const fromShell = new Set([...read('docker-compose.yml').matchAll(/\$\{([A-Z0-9_]+)/g)].map(([, name]) => name));
    const compose = between('**Docker Compose**', '**Processes on hosts you run**');
    expect([...fromShell].filter((name) => !compose.includes(`\`${name}\``))).toEqual([]);
  });

  it('starts each of the five processes with everything its start-up checks ask for', () => {
    const block = between('**Processes on hosts you run**', '\n```\n').split('```sh\n')[1];
    // The commands as the shell reads them: continued lines joined, comments dropped.
    const commands = block.replace(/\\\n\s*/g, '').split('\n').filter((line) => line && !line.startsWith('#'));
    const shell: Record<string, string> = {};
    const expand = (value: string) => value.replace(/\$([A-Z_]+)/g, (_, name: string) => shell[name] ?? '');
    const assignments = (words: string[]) => Object.fromEntries(words.filter((word) => /^[A-Z_]+=/.test(word)).map((word) => [word.split('=')[0], expand(word.slice(word.indexOf('=') + 1))]));
    const started: string[] = [];
    for (const command of commands) {
      // A secret openssl would make: one word of 64 characters.
      const words = command.replace(/ &$/, '').replace('$(openssl rand -base64 48)', 'r'.repeat(64)).split(/\s+/);
      const target = /^start:(\w+)$/.exec(words.at(-1) ?? '')?.[1];
      if (words[0] === 'export' || /^[A-Z_]+=\S+$/.test(command)) Object.assign(shell, assignments(words));
      if (!target) continue;
      started.push(target);
      const env: Record<string, string> = { ...shell, ...assignments(words), DATA_DIR: tmpdir(), NODE_ENV: 'test' };
      expect(() => checkDeployment(loadConfig(env), [target])).not.toThrow();
      expect(loadConfig(env)).toMatchObject({ PUBLIC_URL: 'http://localhost:3000', KAFKA_BROKERS: expect.any(String), REDIS_URL: expect.any(String) });
      if (target !== 'gateway') expect(env[`DATABASE_URL_${target.toUpperCase()}`]).toMatch(/^postgres:\/\/.+\/presently_/);
    }
    expect(started.sort()).toEqual([...targetNames].sort());
  });
});
