/**
 * Release health (decision 007): page loads and failures of each release, counted per
 * environment, remote, release and channel in `release_health` (every instance adds to the same
 * row), and the rule that takes a bad staged release back by itself: once the staged release has
 * RELEASE_ROLLBACK_MIN_LOADS page loads (shown + failed) and its failure rate exceeds stable's by
 * more than RELEASE_ROLLBACK_POINTS percentage points, it is unstaged, the reason is kept (here
 * and in the channels' history) and every admin gets a notification and an email.
 */
import {
  RELEASE_MESSAGES,
  type RegistryAction,
  type ReleaseChannel,
  type ReleaseHealth,
  type RemoteName,
} from '@housesit/shared-contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/open.js';
import { notifications, releaseHealth, users } from '../db/schema.js';
import type { Clock } from '../deps.js';
import { enqueueEmail } from '../email/enqueue.js';
import type { ReleaseRollbackSettings } from '../env.js';
import type { ErrorLogger } from '../http/errors.js';
import type { Metrics } from '../ops/metrics.js';
import type { ChannelStore } from './channels.js';
import { ReleaseError, type ReleaseStore } from './store.js';

export interface HealthDeps {
  db: Database;
  environment: string;
  channels: ChannelStore;
  store: ReleaseStore;
  rule: ReleaseRollbackSettings;
  clock: Clock;
  logError: ErrorLogger;
  metrics?: Metrics | undefined;
}

export type LoadOutcome = 'load' | 'failure';

/** The build's own dist has no release id: '' in the table, null everywhere else. */
const DIST = '';

/** Adds one page load (or failure) to its release's row, then applies the rule when it was staging. */
export async function countPageLoad(
  deps: HealthDeps,
  entry: { remote: RemoteName; release: string | null; channel: ReleaseChannel; outcome: LoadOutcome },
): Promise<void> {
  const release = entry.release ?? DIST;
  const loads = entry.outcome === 'load' ? 1 : 0;
  const failures = 1 - loads;
  await deps.db
    .insert(releaseHealth)
    .values({ environment: deps.environment, remote: entry.remote, release, channel: entry.channel, loads, failures })
    .onConflictDoUpdate({
      target: [releaseHealth.environment, releaseHealth.remote, releaseHealth.release, releaseHealth.channel],
      set: {
        loads: sql`${releaseHealth.loads} + ${loads}`,
        failures: sql`${releaseHealth.failures} + ${failures}`,
        updatedAt: deps.clock.now(),
      },
    });
  deps.metrics?.releasePageLoad(entry.remote, release, entry.channel, entry.outcome);
  // A load can also cross the minimum while the rate is already too high.
  if (entry.channel === 'staging') await checkStaging(deps, entry.remote);
}

/**
 * Whether staging's failure rate exceeds stable's by more than `points` percentage points, in
 * whole numbers (no rounding at the edge): fS/nS − fB/nB > points/100. Stable without page
 * loads counts as a rate of 0.
 */
export function exceedsStable(staging: Counts, stable: Counts, points: number): boolean {
  const nS = staging.loads + staging.failures;
  const nB = stable.loads + stable.failures;
  if (nS === 0) return false;
  if (nB === 0) return 100 * staging.failures > points * nS;
  return 100 * (staging.failures * nB - stable.failures * nS) > points * nS * nB;
}

interface Counts {
  loads: number;
  failures: number;
}

const rate = (counts: Counts) => (counts.loads + counts.failures === 0 ? 0 : counts.failures / (counts.loads + counts.failures));

/** Applies the rule to the remote's current staging release; at most one caller takes it back. */
export async function checkStaging(deps: HealthDeps, remote: RemoteName): Promise<boolean> {
  const current = (await deps.channels.read())[remote];
  const staging = current.staging;
  if (!staging) return false;
  const stagingRow = await row(deps, remote, staging, 'staging');
  if (!stagingRow || stagingRow.unstagedAt) return false;
  const pageLoads = stagingRow.loads + stagingRow.failures;
  if (pageLoads < deps.rule.minLoads) return false;
  const stableRow = (await row(deps, remote, current.stable ?? DIST, 'stable')) ?? { loads: 0, failures: 0 };
  if (!exceedsStable(stagingRow, stableRow, deps.rule.thresholdPoints)) return false;

  const reason = RELEASE_MESSAGES.autoUnstaged(staging, rate(stagingRow), rate(stableRow), pageLoads, deps.rule.thresholdPoints);
  // The claim: only the instance whose update finds the mark unset goes on.
  const claimed = await deps.db
    .update(releaseHealth)
    .set({ unstagedAt: deps.clock.now(), unstageReason: reason })
    .where(and(key(deps, remote, staging, 'staging'), isNull(releaseHealth.unstagedAt)))
    .returning({ release: releaseHealth.release });
  if (claimed.length === 0) return false;
  try {
    await deps.channels.change(remote, { action: 'clear-staging', release: staging, reason }, deps.store, null);
  } catch (error) {
    // An admin moved staging meanwhile: nothing of this release is left to take back.
    if (error instanceof ReleaseError) return false;
    throw error;
  }
  deps.metrics?.releaseAutoUnstaged(remote, staging);
  await tellAdmins(deps.db, { remote, release: staging, reason, now: deps.clock.now() });
  deps.logError(`[release] ${remote} ${staging} unstaged automatically: ${reason}`, { remote, release: staging });
  return true;
}

/** A notification and an email to every active admin, in one transaction. */
async function tellAdmins(db: Database, notice: { remote: RemoteName; release: string; reason: string; now: Date }): Promise<void> {
  await db.transaction(async (tx) => {
    const admins = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(and(eq(users.role, 'admin'), isNull(users.deactivatedAt)));
    if (admins.length === 0) return;
    const details = { remote: notice.remote, release: notice.release, reason: notice.reason };
    await tx
      .insert(notifications)
      .values(admins.map((admin) => ({ userId: admin.id, type: 'releaseUnstaged', details, createdAt: notice.now })));
    for (const admin of admins) {
      await enqueueEmail(tx, { to: admin.email, template: 'releaseUnstaged', data: details, userId: admin.id });
    }
  });
}

function key(deps: Pick<HealthDeps, 'environment'>, remote: RemoteName, release: string, channel: ReleaseChannel) {
  return and(
    eq(releaseHealth.environment, deps.environment),
    eq(releaseHealth.remote, remote),
    eq(releaseHealth.release, release),
    eq(releaseHealth.channel, channel),
  );
}

async function row(deps: HealthDeps, remote: RemoteName, release: string, channel: ReleaseChannel) {
  const [found] = await deps.db
    .select()
    .from(releaseHealth)
    .where(key(deps, remote, release, channel))
    .limit(1);
  return found ?? null;
}

/**
 * A channel change with its effect on the counts: a release staged (again) starts from zero, so
 * an earlier bad run, perhaps fixed by a new shell, does not take it straight back.
 */
export async function changeChannels(
  deps: Pick<HealthDeps, 'db' | 'environment' | 'channels' | 'store'>,
  remote: RemoteName,
  action: RegistryAction,
  changedBy: number | null,
) {
  const state = await deps.channels.change(remote, action, deps.store, changedBy);
  if (action.action === 'set-staging') {
    await deps.db.delete(releaseHealth).where(key(deps, remote, action.release, 'staging'));
  }
  return state;
}

/**
 * Whether reports may name this release: published, or named by the remote's channels now (a
 * staged release whose files went missing must still be counted: that is when it fails).
 */
export async function isKnownRelease(deps: Pick<HealthDeps, 'store' | 'channels'>, remote: RemoteName, release: string): Promise<boolean> {
  if (deps.store.info(remote, release) !== null) return true;
  const current = (await deps.channels.read())[remote];
  return current.stable === release || current.staging === release;
}

/** Every counted release of this environment, for the admins' view. */
export async function healthOf(db: Database, environment: string): Promise<ReleaseHealth[]> {
  const rows = await db.select().from(releaseHealth).where(eq(releaseHealth.environment, environment));
  return rows.flatMap((found) =>
    found.channel === 'stable' || found.channel === 'staging'
      ? [
          {
            remote: found.remote as RemoteName,
            release: found.release === DIST ? null : found.release,
            channel: found.channel,
            loads: found.loads,
            failures: found.failures,
            unstagedAt: found.unstagedAt?.toISOString() ?? null,
            unstageReason: found.unstageReason,
          },
        ]
      : [],
  );
}
