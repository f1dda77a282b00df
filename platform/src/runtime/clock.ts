/** The time of day, injected so tests can move it (renewals, reminders, the month a credit counts against). */
export type Clock = () => Date;
export const CLOCK = Symbol('Clock');
export const systemClock: Clock = () => new Date();
