/**
 * The registry's channels in PostgreSQL (table registry_channels, history in registry_changes):
 * what every API instance reads on each GET /api/registry, so a promote through one instance or
 * the release command is answered by all of them on the next page load (decision 007).
 */
import { REMOTE_NAMES, type RegistryAction, type RemoteName } from '@housesit/shared-contracts';
import { and, eq, sql } from 'drizzle-orm';
import { existsSync } from 'node:fs';
import type { Database } from '../db/open.js';
import { registryChanges, registryChannels } from '../db/schema.js';
import { applyAction, ChannelFile, channelFilePath, emptyState, type ChannelState, type ChannelStore } from './channels.js';
import type { ReleaseStore } from './store.js';

export class ChannelTable implements ChannelStore {
  private imported = false;

  constructor(
    private readonly db: Database,
    private readonly environment: string,
    /** A channel file left by a single-machine deployment is imported once, when the table has none. */
    private readonly releasesDir: string | null = null,
  ) {}

  get location(): string {
    return `the registry_channels table (environment '${this.environment}')`;
  }

  async read(): Promise<ChannelState> {
    await this.importChannelFile();
    const rows = await this.db.select().from(registryChannels).where(eq(registryChannels.environment, this.environment));
    const state = emptyState();
    for (const row of rows) {
      if (!isRemote(row.remote)) continue;
      state[row.remote] = { stable: row.stable, staging: row.staging, stagingPercent: row.stagingPercent, previous: row.previous };
    }
    return state;
  }

  async change(remote: RemoteName, action: RegistryAction, store: ReleaseStore, changedBy: number | null = null): Promise<ChannelState> {
    await this.importChannelFile();
    await this.db.transaction(async (tx) => {
      await tx.insert(registryChannels).values({ environment: this.environment, remote }).onConflictDoNothing();
      // The row lock makes concurrent changes of one remote apply one after the other: two
      // promotes at once both land in `previous`, and rollback returns to the right one.
      const [row] = await tx
        .select()
        .from(registryChannels)
        .where(and(eq(registryChannels.environment, this.environment), eq(registryChannels.remote, remote)))
        .for('update');
      const current = row
        ? { stable: row.stable, staging: row.staging, stagingPercent: row.stagingPercent, previous: row.previous }
        : emptyState()[remote];
      const next = applyAction(current, remote, action, store);
      await tx
        .update(registryChannels)
        .set({ ...next, updatedAt: sql`now()` })
        .where(and(eq(registryChannels.environment, this.environment), eq(registryChannels.remote, remote)));
      await tx.insert(registryChanges).values({
        environment: this.environment,
        remote,
        action,
        stable: next.stable,
        staging: next.staging,
        stagingPercent: next.stagingPercent,
        changedBy,
      });
    });
    return this.read();
  }

  /** The history of one remote's channels, newest first. */
  async history(remote: RemoteName, limit = 50) {
    return this.db
      .select()
      .from(registryChanges)
      .where(and(eq(registryChanges.environment, this.environment), eq(registryChanges.remote, remote)))
      .orderBy(sql`${registryChanges.id} desc`)
      .limit(limit);
  }

  /**
   * A deployment that moves from one machine (channel file) to PostgreSQL keeps its channels:
   * the file is copied in once, only when the table has no row for this environment.
   */
  private async importChannelFile(): Promise<void> {
    if (this.imported) return;
    this.imported = true;
    if (!this.releasesDir || !existsSync(channelFilePath(this.releasesDir, this.environment))) return;
    const fromFile = await new ChannelFile(this.releasesDir, this.environment).read();
    const rows = REMOTE_NAMES.map((remote) => ({ environment: this.environment, remote, ...fromFile[remote] }));
    await this.db.transaction(async (tx) => {
      const [existing] = await tx
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(registryChannels)
        .where(eq(registryChannels.environment, this.environment));
      if ((existing?.n ?? 0) === 0) await tx.insert(registryChannels).values(rows).onConflictDoNothing();
    });
  }
}

function isRemote(value: string): value is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(value);
}

/** PostgreSQL server: the table every instance shares; embedded PGlite: the channel file. */
export function openChannelStore(options: {
  db: Database;
  driver: 'pglite' | 'postgres';
  releasesDir: string;
  environment: string;
}): ChannelStore {
  return options.driver === 'postgres'
    ? new ChannelTable(options.db, options.environment, options.releasesDir)
    : new ChannelFile(options.releasesDir, options.environment);
}
