// Unit-test kit (`@presently/platform/testing/unit`): services built from their constructors with strict automocks,
// a clock to move, and factories for proto shapes. No database, no server: each spec runs in milliseconds. Only
// specs import it; the lint rule on `src/` keeps it out of what the app loads.
export * from './gift.factory';
export * from './test-service';
