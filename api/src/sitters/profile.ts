/**
 * A sitter's profile for customers: a short text and a photo. The photo's bytes are checked like
 * a visit photo's (media/imageCheck.ts), stored in the media store under a key the server makes,
 * and named by a fresh id for every upload, so /api/media/sitter/{id} never serves a newer photo
 * under an address someone was given for an older one.
 */
import {
  normalizeSitterProfile,
  sitterPhotoUrl,
  sitterProfileRefusal,
  type SitterProfile,
  type UpdateSitterProfile,
} from '@housesit/shared-contracts';
import { and, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Clock } from '../deps.js';
import type { Database } from '../db/open.js';
import { pendingUploads, users, visits } from '../db/schema.js';
import { ApiProblem, notFound, type ErrorLogger } from '../http/errors.js';
import { checkImageDataUrl } from '../media/imageCheck.js';
import type { MediaStore } from '../media/store.js';

export interface SitterProfileDeps {
  db: Database;
  clock: Clock;
  mediaStore: MediaStore;
  logError: ErrorLogger;
}

export async function readSitterProfile(db: Database, sitterId: number): Promise<SitterProfile> {
  const [row] = await db.select({ profile: users.profileText, photoId: users.photoId }).from(users).where(eq(users.id, sitterId)).limit(1);
  if (!row) throw notFound('user.not_found');
  return { profile: row.profile, photoUrl: row.photoId ? sitterPhotoUrl(row.photoId) : null };
}

/**
 * Saves the text (400 account.profile_too_long past the limit) and, when given, a new photo
 * (400 account.photo_invalid unless its bytes are an image within the photo limits) or the
 * photo's removal. The replaced photo's bytes are deleted once the change has committed.
 */
export async function updateSitterProfile(deps: SitterProfileDeps, sitterId: number, input: UpdateSitterProfile): Promise<SitterProfile> {
  const refusal = sitterProfileRefusal(input.profile);
  if (refusal) throw new ApiProblem(400, 'account.profile_too_long', refusal, { profile: refusal });
  const profile = normalizeSitterProfile(input.profile);
  const [before] = await deps.db.select({ storageKey: users.photoStorageKey }).from(users).where(eq(users.id, sitterId)).limit(1);
  if (!before) throw notFound('user.not_found');

  let photo: { id: string; storageKey: string; contentType: string } | null | undefined;
  if (input.photo !== undefined) {
    const checked = checkImageDataUrl(input.photo);
    if (!checked.ok) throw new ApiProblem(400, 'account.photo_invalid', checked.message, { photo: checked.message });
    const id = randomUUID();
    photo = { id, storageKey: `sitters/${sitterId}/${id}.${checked.image.extension}`, contentType: checked.image.contentType };
    // Recorded first, so bytes whose row never commits (a crash in between) are found and removed.
    await deps.db.insert(pendingUploads).values({ storageKey: photo.storageKey, createdAt: deps.clock.now() });
    await deps.mediaStore.put(photo.storageKey, checked.image.bytes);
  } else if (input.removePhoto) {
    photo = null;
  }

  try {
    await deps.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({
          profileText: profile,
          ...(photo !== undefined
            ? { photoId: photo?.id ?? null, photoStorageKey: photo?.storageKey ?? null, photoContentType: photo?.contentType ?? null }
            : {}),
          updatedAt: deps.clock.now(),
        })
        .where(eq(users.id, sitterId));
      if (photo) await tx.delete(pendingUploads).where(eq(pendingUploads.storageKey, photo.storageKey));
    });
  } catch (error) {
    if (photo) await forget(deps, photo.storageKey);
    throw error;
  }
  // The old photo is no one's any more.
  if (photo !== undefined && before.storageKey) await forget(deps, before.storageKey);
  return readSitterProfile(deps.db, sitterId);
}

async function forget(deps: SitterProfileDeps, storageKey: string): Promise<void> {
  await deps.mediaStore
    .delete(storageKey)
    .then(() => deps.db.delete(pendingUploads).where(eq(pendingUploads.storageKey, storageKey)))
    .catch((error: unknown) => deps.logError(`[api] could not delete ${storageKey}:`, error));
}

/** A sitter's photo as stored, when `viewer` may see it: admins, the sitter, and customers of the sitter's visits. */
export async function sitterPhotoFor(
  db: Database,
  photoId: string,
  viewer: { id: number; role: string },
): Promise<{ storageKey: string; contentType: string } | null> {
  const [row] = await db
    .select({ sitterId: users.id, storageKey: users.photoStorageKey, contentType: users.photoContentType })
    .from(users)
    .where(eq(users.photoId, photoId))
    .limit(1);
  if (!row?.storageKey || !row.contentType) return null;
  const found = { storageKey: row.storageKey, contentType: row.contentType };
  if (viewer.role === 'admin' || viewer.id === row.sitterId) return found;
  const [visit] = await db
    .select({ id: visits.id })
    .from(visits)
    .where(and(eq(visits.homeownerId, viewer.id), eq(visits.assignedSitterId, row.sitterId)))
    .limit(1);
  return visit ? found : null;
}
