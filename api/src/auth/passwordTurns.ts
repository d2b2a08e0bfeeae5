/**
 * When a sign-in's password is checked (decision 008, 'Sign-in lanes and networks'). A browser with
 * the account's device cookie hashes in its own lane of the process's hashing slots
 * (passwords.ts scryptSlots), which no anonymous burst can fill. Anyone else takes turns: one
 * check at a time per address, then one at a time per network (IPv4 /24, IPv6 /48), each under
 * its limit of failures, so neither one address nor a few dozen addresses of one network hold
 * more than one of the shared slots. Refusals are thrown as ApiProblem.
 */
import { API_ERRORS } from '@housesit/shared-contracts';
import type { Database } from '../db/open.js';
import { ApiProblem } from '../http/errors.js';
import { peekHits, recordHit, refundHit, tooManyRequests, type RateLimitRule, type RateLimitState } from '../http/rateLimit.js';
import { scryptSlots, verifyAgainstDummy, verifyPassword } from './passwords.js';
import { KeyedSlots } from './slots.js';
import {
  ipKey,
  LOGIN_IP_RULE,
  LOGIN_NETWORK_RULE,
  networkKey,
  SIGNIN_QUEUE_KNOWN_DEVICE,
  SIGNIN_QUEUE_PER_ADDRESS,
  SIGNIN_QUEUE_PER_NETWORK,
  SIGNIN_QUEUE_TOTAL,
  SIGNIN_SLOTS_PER_ADDRESS,
} from './throttle.js';

/**
 * One address's password checks wait for each other, so a burst from it holds at most
 * SIGNIN_SLOTS_PER_ADDRESS of the process's hashing slots and everyone else keeps a turn. One per
 * process, like the hashing slots it feeds, whichever route it serves.
 */
export const checksByAddress = new KeyedSlots(SIGNIN_SLOTS_PER_ADDRESS, SIGNIN_QUEUE_PER_ADDRESS);

/** Then the addresses of one network wait for each other (each brings one check at a time). */
export const checksByNetwork = new KeyedSlots(1, SIGNIN_QUEUE_PER_NETWORK);

const NO_ADDRESS = 'no address';

const busy = () => new ApiProblem(503, 'auth.login_busy', API_ERRORS.loginBusy, undefined, { retryAfterSeconds: 1 });
const addressBusy = () => new ApiProblem(429, 'auth.login_address_busy', API_ERRORS.loginBusy, undefined, { retryAfterSeconds: 1 });

/**
 * The check of a sign-in carrying the account's valid device cookie (counted per cookie by the
 * caller): its own lane, ahead of every anonymous check, not held by any address or network.
 */
export async function checkFromKnownBrowser(password: string, passwordHash: string): Promise<boolean> {
  // Bounded on its own: filling it takes several accounts' device cookies, each with its own limit.
  if (scryptSlots.waitingKnownLane >= SIGNIN_QUEUE_KNOWN_DEVICE) throw busy();
  return verifyPassword(password, passwordHash, 'known');
}

/**
 * The check of any other sign-in: `passwordHash` null for an unknown username (the same work and
 * answer). True when the password is right; throws 503 when the process's queue is full, 429 when
 * the address or network is over its limit or has too many checks waiting.
 */
export async function checkInTurn(
  db: Database,
  now: Date,
  address: string | null,
  password: string,
  passwordHash: string | null,
): Promise<boolean> {
  // Beyond what may wait for the process's hashing slots, refuse at once (503) rather than hold
  // memory and a connection for a check that would finish too late anyway.
  if (scryptSlots.waiting >= SIGNIN_QUEUE_TOTAL) throw busy();
  const counters: { rule: RateLimitRule; key: string }[] = address
    ? [
        { rule: LOGIN_IP_RULE, key: ipKey(address) },
        { rule: LOGIN_NETWORK_RULE, key: networkKey(address) },
      ]
    : [];
  // An address or network already over its limit is refused before it queues.
  for (const { rule, key } of counters) {
    const state = await peekHits(db, rule, key, now);
    if (state.limited) throw tooManyRequests(rule, state);
  }

  // Counted at its turn, and a right password given back before the next turn, so a burst of
  // guesses gets no more than the limit hashed while a classroom signing in at once all get in.
  const inTurn = async (): Promise<{ throttled: RateLimitState; rule: RateLimitRule } | { valid: boolean }> => {
    for (const { rule, key } of counters) {
      const state = await recordHit(db, rule, key, now);
      if (state.limited) return { throttled: state, rule };
    }
    const valid = passwordHash ? await verifyPassword(password, passwordHash) : await verifyAgainstDummy(password);
    if (valid) for (const { rule, key } of counters) await refundHit(db, rule, key);
    return { valid };
  };
  const byAddress = await checksByAddress.run(address ? ipKey(address) : NO_ADDRESS, () =>
    checksByNetwork.run(address ? networkKey(address) : NO_ADDRESS, inTurn),
  );
  // null: too many checks of this address, or of its network, wait already.
  const checked = byAddress?.value?.value;
  if (!checked) throw addressBusy();
  if ('throttled' in checked) throw tooManyRequests(checked.rule, checked.throttled);
  return checked.valid;
}
