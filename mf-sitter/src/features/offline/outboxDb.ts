/**
 * The outbox in IndexedDB (idb): queued actions in sending order, refusals to show, and drafts.
 * Only what the workflow sends is stored here: never a revealed access code (it stays in memory
 * on the screen that revealed it), never the visit list (the API's answer stays in memory).
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { QueuedAction, RefusedAction, VisitDraft } from './types';

const DB_NAME = 'housesit-sitter-outbox';

interface OutboxSchema extends DBSchema {
  actions: { key: number; value: QueuedAction; indexes: { byUser: [number, number]; byKey: string } };
  refusals: { key: string; value: RefusedAction; indexes: { byUser: number } };
  drafts: { key: string; value: VisitDraft };
}

export type OutboxDb = IDBPDatabase<OutboxSchema>;

let opening: Promise<OutboxDb> | null = null;

export function openOutboxDb(): Promise<OutboxDb> {
  opening ??= openDB<OutboxSchema>(DB_NAME, 1, {
    upgrade(db) {
      const actions = db.createObjectStore('actions', { keyPath: 'seq', autoIncrement: true });
      actions.createIndex('byUser', ['userId', 'seq']);
      actions.createIndex('byKey', 'key', { unique: true });
      db.createObjectStore('refusals', { keyPath: 'key' }).createIndex('byUser', 'userId');
      db.createObjectStore('drafts', { keyPath: 'id' });
    },
  });
  return opening;
}

/** Forgets the open connection (tests replace the IndexedDB factory between tests). */
export async function closeOutboxDb(): Promise<void> {
  const db = opening;
  opening = null;
  if (db) (await db).close();
}

const userRange = (userId: number) => IDBKeyRange.bound([userId, 0], [userId, Number.MAX_SAFE_INTEGER]);

export interface OutboxStore {
  add(item: QueuedAction): Promise<void>;
  /** The user's oldest queued action. */
  first(userId: number): Promise<QueuedAction | undefined>;
  all(userId: number): Promise<QueuedAction[]>;
  update(item: QueuedAction): Promise<void>;
  remove(item: QueuedAction): Promise<void>;
  /** Takes the action out of the queue and keeps it as refused, in one transaction. */
  refuse(item: QueuedAction, message: string, at: number, title?: string | null): Promise<RefusedAction>;
  refusals(userId: number): Promise<RefusedAction[]>;
  dismiss(key: string): Promise<void>;
  draft(id: string): Promise<VisitDraft | undefined>;
  saveDraft(draft: VisitDraft): Promise<void>;
  removeDraft(id: string): Promise<void>;
}

export function outboxStore(db: () => Promise<OutboxDb> = openOutboxDb): OutboxStore {
  return {
    async add(item) {
      await (await db()).add('actions', item);
    },
    async first(userId) {
      const cursor = await (await db()).transaction('actions').store.index('byUser').openCursor(userRange(userId));
      return cursor?.value;
    },
    async all(userId) {
      return (await db()).getAllFromIndex('actions', 'byUser', userRange(userId));
    },
    async update(item) {
      await (await db()).put('actions', item);
    },
    async remove(item) {
      if (item.seq !== undefined) await (await db()).delete('actions', item.seq);
    },
    async refuse(item, message, at, title = null) {
      const refused: RefusedAction = {
        key: item.key,
        userId: item.userId,
        visitId: item.visitId,
        label: item.label,
        message,
        title,
        kind: item.action.kind,
        at,
      };
      const tx = (await db()).transaction(['actions', 'refusals'], 'readwrite');
      if (item.seq !== undefined) await tx.objectStore('actions').delete(item.seq);
      await tx.objectStore('refusals').put(refused);
      await tx.done;
      return refused;
    },
    async refusals(userId) {
      const list = await (await db()).getAllFromIndex('refusals', 'byUser', userId);
      return list.sort((a, b) => a.at - b.at);
    },
    async dismiss(key) {
      await (await db()).delete('refusals', key);
    },
    async draft(id) {
      return (await db()).get('drafts', id);
    },
    async saveDraft(draft) {
      await (await db()).put('drafts', draft);
    },
    async removeDraft(id) {
      await (await db()).delete('drafts', id);
    },
  };
}
