import type { User } from '@housesit/shared-contracts';

/** The signed-in user's session, as the session middleware found it. */
export interface CurrentSession {
  tokenHash: string;
  userId: number;
}

/** Hono's environment for every route: what the session middleware puts on the context. */
export interface AppEnv {
  Variables: {
    user: User | null;
    session: CurrentSession | null;
    /**
     * visit_data_version as the session statement read it (pageCache.ts); null when the
     * request has no session or its session went through the slow path.
     */
    dataVersion: number | null;
    /** For per-address limits: auth/throttle.ts resolveClientAddress (TRUSTED_PROXY_HOPS). */
    clientAddress: string | null;
    /** X-Request-Id (ops/requestLog.ts): in every log line of this request and in its answer. */
    requestId: string;
  };
}
