// The platform's test helpers (`@presently/platform/testing`): servers and fresh databases for the suites and the
// benchmarks, kept out of the platform's own entry so the app never loads them.
export * from './test-database';
export * from './test-data-dir';
export * from './test-servers';
export * from './outbox-mail';
