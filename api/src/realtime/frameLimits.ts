/**
 * How many frames a /ws client may send (decision 008, 'WebSocket frames'). A page sends one
 * typing notice every 2 s per conversation at most (TYPING_SEND_INTERVAL_MS); a flood of 3,000
 * frames about another customer's visit cost a database lookup and a log line each, stalled the
 * API's health check for 3 s and wrote 477 KB of log. Each socket and each session (all its
 * tabs together) has a token bucket; a frame without a token is dropped before it is parsed,
 * and a socket that goes on sending after enough refusals is closed with 1008 (policy
 * violation). A run of refused frames is reported once, when it ends, not once per frame.
 */

export interface FrameRate {
  /** Frames that may come at once (the bucket's size). */
  burst: number;
  /** Frames per second that refill it. */
  perSecond: number;
}

export interface FrameLimits {
  perSocket: FrameRate;
  /** Shared by every socket of one session on this instance (up to SOCKETS_PER_SESSION tabs). */
  perSession: FrameRate;
  /** Refused frames in a row after which the socket is closed. */
  closeAfterRefused: number;
}

export const FRAME_LIMITS: FrameLimits = {
  perSocket: { burst: 10, perSecond: 2 },
  perSession: { burst: 20, perSecond: 4 },
  closeAfterRefused: 20,
};

/** RFC 6455 1008 (policy violation), as for a socket over its caps; pages reconnect after a wait. */
export const TOO_MANY_FRAMES_CODE = 1008;
export const TOO_MANY_FRAMES_REASON = 'too many messages';

export class TokenBucket {
  private tokens: number;
  private at: number;

  constructor(
    readonly rate: FrameRate,
    nowMs: number,
  ) {
    this.tokens = rate.burst;
    this.at = nowMs;
  }

  /** Whether a token is there at `nowMs` (refilled for the time since the last look). */
  has(nowMs: number): boolean {
    const elapsed = Math.max(0, nowMs - this.at);
    this.tokens = Math.min(this.rate.burst, this.tokens + (elapsed / 1000) * this.rate.perSecond);
    this.at = Math.max(this.at, nowMs);
    return this.tokens >= 1;
  }

  take(): void {
    this.tokens -= 1;
  }
}

/** The buckets of the sessions that have sockets here; a session's lives while it has one. */
export class SessionFrameBuckets {
  private readonly bySession = new Map<string, { bucket: TokenBucket; sockets: number }>();

  constructor(private readonly rate: FrameRate) {}

  join(sessionId: string, nowMs: number): TokenBucket {
    const entry = this.bySession.get(sessionId) ?? { bucket: new TokenBucket(this.rate, nowMs), sockets: 0 };
    entry.sockets += 1;
    this.bySession.set(sessionId, entry);
    return entry.bucket;
  }

  leave(sessionId: string): void {
    const entry = this.bySession.get(sessionId);
    if (!entry) return;
    entry.sockets -= 1;
    if (entry.sockets <= 0) this.bySession.delete(sessionId);
  }

  /** Sessions with a bucket now (tests). */
  get size(): number {
    return this.bySession.size;
  }
}

/** What to do with one incoming frame. */
export type FrameVerdict = 'handle' | 'drop' | 'close';

/**
 * One socket's gate: a frame is handled when both its socket's and its session's buckets have a
 * token. `onRefusedRun(count, closed)` hears each run of refused frames once: when a frame is
 * handled again, when the socket is closed for it, or when the socket ends (`finish`).
 */
export class FrameGate {
  private refused = 0;
  private closed = false;

  constructor(
    private readonly socket: TokenBucket,
    private readonly session: TokenBucket,
    private readonly closeAfterRefused: number,
    private readonly onRefusedRun: (count: number, closed: boolean) => void,
  ) {}

  check(nowMs: number): FrameVerdict {
    // Frames that arrive while the close handshake runs cost nothing and are not counted.
    if (this.closed) return 'drop';
    if (this.socket.has(nowMs) && this.session.has(nowMs)) {
      this.socket.take();
      this.session.take();
      this.reportRun(false);
      return 'handle';
    }
    this.refused += 1;
    if (this.refused < this.closeAfterRefused) return 'drop';
    this.closed = true;
    this.reportRun(true);
    return 'close';
  }

  /** The socket ended: a run of refusals still open is reported now. */
  finish(): void {
    if (!this.closed) this.reportRun(false);
    this.closed = true;
  }

  private reportRun(closed: boolean): void {
    if (this.refused === 0) return;
    const count = this.refused;
    this.refused = 0;
    this.onRefusedRun(count, closed);
  }
}
