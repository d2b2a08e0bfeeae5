/**
 * Deploy tokens (decision 007 'Shipping an area'): an admin makes one per area (or for every
 * area), its secret is answered once and only its SHA-256 is kept, so the database never holds a
 * usable secret. A revoked token stays listed and publishes nothing.
 */
import {
  DEPLOY_TOKEN_MESSAGES,
  DEPLOY_TOKEN_PREFIX,
  type CreateDeployToken,
  type CreatedDeployToken,
  type DeployToken,
  type RemoteName,
} from '@housesit/shared-contracts';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../db/open.js';
import { deployTokens, type DeployTokenRow } from '../db/schema.js';
import { ApiProblem, notFound } from '../http/errors.js';

export function hashDeploySecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

function toJson(row: DeployTokenRow): DeployToken {
  return {
    id: row.id,
    name: row.name,
    // The CHECK constraint keeps remote to the four areas.
    remote: row.remote as RemoteName | null,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

export async function createDeployToken(
  db: Database,
  input: CreateDeployToken,
  createdBy: number | null,
  now: Date,
): Promise<CreatedDeployToken> {
  // 32 random bytes: guessing one is out of reach, so a lookup by hash needs no rate limit of its own.
  const secret = `${DEPLOY_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const [row] = await db
    .insert(deployTokens)
    .values({ name: input.name, remote: input.remote, secretHash: hashDeploySecret(secret), createdBy, createdAt: now })
    .returning();
  return { token: toJson(row!), secret };
}

export async function listDeployTokens(db: Database): Promise<DeployToken[]> {
  const rows = await db.select().from(deployTokens).orderBy(desc(deployTokens.createdAt), desc(deployTokens.id));
  return rows.map(toJson);
}

/** Revokes the token (again: no change); an unknown id is 404. */
export async function revokeDeployToken(db: Database, id: number, now: Date): Promise<DeployToken> {
  await db
    .update(deployTokens)
    .set({ revokedAt: now })
    .where(and(eq(deployTokens.id, id), isNull(deployTokens.revokedAt)));
  const [row] = await db.select().from(deployTokens).where(eq(deployTokens.id, id)).limit(1);
  if (!row) throw notFound();
  return toJson(row);
}

/**
 * The live token an `Authorization: Bearer <secret>` header names, its use recorded; 401 with
 * `deploy_token.missing` without the header, `deploy_token.invalid` for an unknown or revoked one.
 */
export async function authenticateDeployToken(db: Database, authorization: string | undefined, now: Date): Promise<DeployToken> {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  if (!match) throw new ApiProblem(401, 'deploy_token.missing', DEPLOY_TOKEN_MESSAGES.missing);
  const [row] = await db
    .update(deployTokens)
    .set({ lastUsedAt: now })
    .where(and(eq(deployTokens.secretHash, hashDeploySecret(match[1]!)), isNull(deployTokens.revokedAt)))
    .returning();
  if (!row) throw new ApiProblem(401, 'deploy_token.invalid', DEPLOY_TOKEN_MESSAGES.invalid);
  return toJson(row);
}
