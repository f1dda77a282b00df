export * from './billing';
export * from './errors';
export * from './events';
export * from './gift';
export * from './occasion';
export * from './session';
export * from './shops';
export * from './user';
