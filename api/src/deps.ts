import type { Keyring } from './access/sealing.js';
import type { Database } from './db/open.js';
import type { Env } from './env.js';
import type { EventPublisher } from './events/publisher.js';
import type { MediaStore } from './media/store.js';
import type { ChannelStore } from './releases/channels.js';
import type { Realtime } from './realtime/realtime.js';

/** Where "now" comes from: injected so tests can move time (session expiry, "today"). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** Everything the app needs from outside; createApp builds routes from these. */
export interface AppDeps {
  db: Database;
  /** Which database `db` is: a PostgreSQL server keeps the registry's channels in a table every instance shares. */
  driver?: 'pglite' | 'postgres';
  env: Env;
  mediaStore: MediaStore;
  clock?: Clock;
  /**
   * Live events (visitCompleted, messages, typing). Defaults to `realtime.events`; nothing is
   * published when both are absent.
   */
  events?: EventPublisher;
  /** The registry's channels; default: the table on a PostgreSQL server, the channel file on PGlite. */
  channels?: ChannelStore;
  /** The /ws endpoint's hub and the NOTIFY fan-out; without it /ws is not served. */
  realtime?: Realtime;
  /** Keys of properties' access details (decision 024); default: from env (ACCESS_KEY, or DATA_DIR/access.key). */
  accessKeys?: Keyring;
}
