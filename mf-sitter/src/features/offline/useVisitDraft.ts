import { useCallback, useEffect, useRef, useState } from 'react';
import { useSession } from '@housesit/shell/kit';
import { outboxStore } from './outboxDb';

const store = outboxStore();

export interface VisitDraftState {
  notes: string;
  reasons: Record<string, string>;
  setNotes: (notes: string) => void;
  setReason: (taskId: number, reason: string) => void;
  /** Once Complete visit is queued: the draft went with it. */
  clear: () => void;
}

/**
 * Visit notes and skip reasons as the sitter types them, kept on the phone (IndexedDB) so a
 * reload or a closed tab in a basement loses nothing; they are sent with Complete visit.
 */
export function useVisitDraft(visitId: number): VisitDraftState {
  const { user } = useSession();
  const id = user ? `${user.id}:${visitId}` : null;
  const [notes, setNotesState] = useState('');
  const [reasons, setReasons] = useState<Record<string, string>>({});
  // Typing before the stored draft is read wins over it.
  const touched = useRef(false);

  useEffect(() => {
    if (!id) return;
    let live = true;
    void store
      .draft(id)
      .then((draft) => {
        if (!live || !draft || touched.current) return;
        setNotesState(draft.notes);
        setReasons(draft.reasons);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [id]);

  // The latest of both, so saving one keeps the other as typed.
  const latest = useRef({ notes, reasons });
  latest.current = { notes, reasons };

  const save = useCallback(
    (next: { notes: string; reasons: Record<string, string> }) => {
      touched.current = true;
      latest.current = next;
      setNotesState(next.notes);
      setReasons(next.reasons);
      if (id) void store.saveDraft({ id, ...next }).catch(() => undefined);
    },
    [id],
  );
  const setNotes = useCallback((value: string) => save({ ...latest.current, notes: value }), [save]);
  const setReason = useCallback(
    (taskId: number, reason: string) => save({ ...latest.current, reasons: { ...latest.current.reasons, [taskId]: reason } }),
    [save],
  );
  const clear = useCallback(() => {
    setNotesState('');
    setReasons({});
    if (id) void store.removeDraft(id).catch(() => undefined);
  }, [id]);

  return { notes, reasons, setNotes, setReason, clear };
}
