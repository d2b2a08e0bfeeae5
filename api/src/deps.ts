import type { Database } from './db/open.js';
import type { Env } from './env.js';
import type { EventPublisher } from './events/publisher.js';
import type { MediaStore } from './media/store.js';

/** Where "now" comes from: injected so tests can move time (session expiry, "today"). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** Everything the app needs from outside; createApp builds routes from these. */
export interface AppDeps {
  db: Database;
  env: Env;
  mediaStore: MediaStore;
  clock?: Clock;
  /** Live events (visitCompleted); nothing is published when absent. */
  events?: EventPublisher;
}
