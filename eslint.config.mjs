import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import prettier from 'eslint-config-prettier';
import regexp from 'eslint-plugin-regexp';
import tseslint from 'typescript-eslint';

// An event's payload type comes from the event subscribed to or published (proto/src/events.ts), never from a cast.
const eventPayloadCasts = [
  {
    selector: 'TSAsExpression TSTypeReference[typeName.name=/^(Envelope|EventData)$/]',
    message: 'Event payloads are typed by the event map (proto/src/events.ts): subscribe to or publish the type instead of casting.',
  },
  {
    selector: "TSAsExpression[expression.property.name='data']",
    message: 'Event payloads are typed by the event map (proto/src/events.ts): subscribe to or publish the type instead of casting.',
  },
];

// One scheduler style: @nestjs/schedule in src/schedulers/, each round through ScheduledJobs (one replica at a time).
const jobTimers = [
  {
    selector: "CallExpression[callee.name='setInterval'], MemberExpression[property.name='setInterval'], ImportSpecifier[imported.name='setInterval']",
    message: 'A periodic job is a scheduler in src/schedulers/ (@Cron, @Interval, or ScheduledJobs.every for a configured period), run through ScheduledJobs.',
  },
  {
    selector: "ImportSpecifier[imported.name='SchedulerRegistry']",
    message: 'Register a configured period with ScheduledJobs.every(), which runs each round under the job lock.',
  },
];
const roundsThroughJobs = {
  selector:
    "MethodDefinition:has(Decorator[expression.callee.name=/^(Cron|Interval|Timeout)$/]):not(:has(CallExpression[callee.object.property.name='jobs'][callee.property.name='run']))",
  message: 'A scheduled round runs through this.jobs.run() (ScheduledJobs): one round at a time, in one replica at a time.',
};
const schedulersOnly = {
  selector: 'Decorator[expression.callee.name=/^(Cron|Interval|Timeout)$/]',
  message: 'Periodic jobs live in src/schedulers/<job>.scheduler.ts.',
};

// One consumer style: src/consumers/ subscribe, one line per event, and hand the typed envelope to a service, which
// applies it once through its ProcessedEventRepository (handleOnce).
const subscribersOnly = {
  selector: "Identifier[name='EVENT_BUS']",
  message: 'Only consumers (src/consumers/*.consumer.ts) subscribe to events; services publish through the Outbox.',
};
const applyOnceThroughRepository = {
  selector: "Identifier[name='handleOnce']",
  message: 'Apply an event once through the service\'s ProcessedEventRepository.once().',
};
const consumerOneLiners = {
  selector: "Identifier[name=/^(handleOnce|parseEnvelope|parseEvent|PrismaClient)$/]",
  message: 'A consumer hands the envelope, already validated and typed by the bus, to a service that applies it once.',
};

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/generated/**', '**/coverage/**', 'data/**', '.nx/**', 'e2e/results/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  prettier,
  {
    plugins: { '@nx': nx, regexp },
    files: ['**/*.ts', '**/*.tsx'],
    rules: {
      // DESIGN §1: frontend → proto; gateway → proto, platform (and the services only in its targets.ts);
      // services → proto, platform; platform → proto; proto → zod only.
      '@nx/enforce-module-boundaries': [
        'error',
        {
          allowCircularSelfDependency: false,
          // The web app takes the contract's plain lists with the page and its schemas on demand (frontend/src/lib/schemas.ts):
          // the bundler splits the library by module, so both kinds of import are meant.
          checkDynamicDependenciesExceptions: ['@presently/proto'],
          depConstraints: [
            { sourceTag: 'type:proto', onlyDependOnLibsWithTags: [] },
            { sourceTag: 'type:platform', onlyDependOnLibsWithTags: ['type:proto'] },
            { sourceTag: 'type:service', onlyDependOnLibsWithTags: ['type:proto', 'type:platform'] },
            { sourceTag: 'type:gateway', onlyDependOnLibsWithTags: ['type:proto', 'type:platform', 'type:service'] },
            { sourceTag: 'type:frontend', onlyDependOnLibsWithTags: ['type:proto'] },
            { sourceTag: 'type:tooling', onlyDependOnLibsWithTags: ['type:proto', 'type:platform', 'type:service', 'type:gateway'] },
          ],
        },
      ],
      // A pattern whose matching time grows faster than its input is a way to stall a service with one request.
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-super-linear-move': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
    },
  },
  {
    // Nest injects by class: a type-only import of an injected class would erase its metadata.
    files: ['gateway/**/*.ts', 'services/**/*.ts', 'platform/**/*.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  {
    // API tests read JSON answers of many shapes.
    files: ['**/test/**/*.ts', '**/*.spec.ts', '**/*.e2e-spec.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // A server process loads at start-up whatever it imports, and date-fns' root is every one of its functions.
    files: ['platform/src/**/*.ts', 'services/*/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'date-fns', message: 'Import each function from its own path (date-fns/addDays).' }] }],
    },
  },
  {
    // The test kits load development-only packages (jest, automocks, test servers): only tests may import them.
    files: ['platform/src/**/*.ts', 'services/*/src/**/*.ts'],
    ignores: ['**/*.spec.ts', '**/*.e2e-spec.ts', 'platform/src/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'date-fns', message: 'Import each function from its own path (date-fns/addDays).' }],
          patterns: [{ group: ['@presently/platform/testing', '@presently/platform/testing/*', '@presently/gifts/testing'], message: 'Test kits are for tests only.' }],
        },
      ],
    },
  },
  {
    files: ['proto/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(?!zod$|\\./)', message: 'proto holds contracts only: zod and nothing else' }] }],
    },
  },
  {
    files: ['gateway/src/**/*.ts'],
    ignores: ['gateway/src/targets.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@presently/auth', '@presently/gifts', '@presently/billing', '@presently/occasions'], message: 'Only targets.ts composes the services; the gateway reaches them through InternalClient.' }] },
      ],
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    rules: { 'no-restricted-syntax': ['error', ...eventPayloadCasts] },
  },
  {
    files: ['services/*/src/**/*.ts'],
    ignores: ['**/*.spec.ts', '**/*.e2e-spec.ts', 'services/*/src/schedulers/*.scheduler.ts', 'services/*/src/consumers/*.consumer.ts', 'services/*/src/repositories/processed-event.repository.ts'],
    rules: { 'no-restricted-syntax': ['error', ...eventPayloadCasts, ...jobTimers, schedulersOnly, subscribersOnly, applyOnceThroughRepository] },
  },
  {
    files: ['services/*/src/schedulers/*.scheduler.ts'],
    rules: { 'no-restricted-syntax': ['error', ...eventPayloadCasts, ...jobTimers, roundsThroughJobs, subscribersOnly, applyOnceThroughRepository] },
  },
  {
    files: ['services/*/src/consumers/*.consumer.ts'],
    rules: { 'no-restricted-syntax': ['error', ...eventPayloadCasts, ...jobTimers, schedulersOnly, consumerOneLiners] },
  },
  {
    files: ['services/*/src/repositories/processed-event.repository.ts'],
    rules: { 'no-restricted-syntax': ['error', ...eventPayloadCasts, ...jobTimers, schedulersOnly, subscribersOnly] },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    languageOptions: { globals: { require: 'readonly', module: 'writable', __dirname: 'readonly', process: 'readonly', console: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
