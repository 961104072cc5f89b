/** Time as a dependency, so tests can let ten minutes pass without waiting for them. */
export type Clock = { now(): Date };
export const systemClock: Clock = { now: () => new Date() };
