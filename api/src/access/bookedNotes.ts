/**
 * Access text typed at booking, from before it was sealed at checkout: bookings and visits may
 * still hold it in plain text (`access_instructions`). This step seals each home's texts into
 * the notes of its sealed details (store.ts addAccessNotes: fields already saved are kept, a
 * text already in the notes is not added twice) and clears the plain columns, one home per
 * transaction. SQL cannot do it (the key-encryption key is not in the database), so the API runs
 * it after its migrations, at every start and in `npm run migrate`; with nothing left to move it
 * costs one query per table and opens no key.
 */
import { and, asc, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../db/open.js';
import { bookings, visits } from '../db/schema.js';
import { fullAddress } from '../payments/booking.js';
import type { Keyring } from './sealing.js';
import { addAccessNotes } from './store.js';

export interface SealedBookedNotes {
  /** Homes whose sealed details took a text. */
  homes: number;
  visits: number;
  bookings: number;
}

interface Home {
  homeownerId: number;
  address: string;
  texts: string[];
  visitIds: number[];
  bookingIds: number[];
}

/**
 * Moves every plain-text access note of bookings and visits into its home's sealed details.
 * `keyring` is asked for only when there is something to move.
 */
export async function sealBookedAccessNotes(db: Database, keyring: () => Keyring, now: Date): Promise<SealedBookedNotes> {
  const [visitRows, bookingRows] = await Promise.all([
    db
      .select({ id: visits.id, homeownerId: visits.homeownerId, address: visits.propertyAddress, text: visits.accessInstructions })
      .from(visits)
      .where(isNotNull(visits.accessInstructions))
      .orderBy(asc(visits.scheduledDate), asc(visits.id)),
    db
      .select({
        id: bookings.id,
        userId: bookings.userId,
        propertyAddress: bookings.propertyAddress,
        addressLine2: bookings.addressLine2,
        city: bookings.city,
        state: bookings.state,
        zip: bookings.zip,
        text: bookings.accessInstructions,
      })
      .from(bookings)
      .where(isNotNull(bookings.accessInstructions))
      .orderBy(asc(bookings.createdAt), asc(bookings.id)),
  ]);
  const result: SealedBookedNotes = { homes: 0, visits: 0, bookings: 0 };
  if (visitRows.length === 0 && bookingRows.length === 0) return result;
  const ring = keyring();
  const homes = new Map<string, Home>();
  const home = (homeownerId: number, address: string): Home => {
    const key = JSON.stringify([homeownerId, address]);
    const found = homes.get(key) ?? { homeownerId, address, texts: [], visitIds: [], bookingIds: [] };
    homes.set(key, found);
    return found;
  };
  // A booking's text came before its visits' copies of it.
  for (const row of bookingRows) {
    const entry = home(row.userId, fullAddress(row));
    entry.texts.push(row.text ?? '');
    entry.bookingIds.push(row.id);
  }
  for (const row of visitRows) {
    const entry = home(row.homeownerId, row.address);
    entry.texts.push(row.text ?? '');
    entry.visitIds.push(row.id);
  }
  for (const entry of homes.values()) {
    await db.transaction(async (tx) => {
      const texts = [...new Set(entry.texts.map((text) => text.trim()).filter(Boolean))];
      if (await addAccessNotes(tx, ring, { homeownerId: entry.homeownerId, address: entry.address, texts, now })) result.homes += 1;
      if (entry.visitIds.length > 0) {
        const cleared = await tx
          .update(visits)
          .set({ accessInstructions: null })
          .where(and(inArray(visits.id, entry.visitIds), isNotNull(visits.accessInstructions)))
          .returning({ id: visits.id });
        result.visits += cleared.length;
      }
      if (entry.bookingIds.length > 0) {
        const cleared = await tx
          .update(bookings)
          .set({ accessInstructions: null })
          .where(and(inArray(bookings.id, entry.bookingIds), isNotNull(bookings.accessInstructions)))
          .returning({ id: bookings.id });
        result.bookings += cleared.length;
      }
    });
  }
  return result;
}
