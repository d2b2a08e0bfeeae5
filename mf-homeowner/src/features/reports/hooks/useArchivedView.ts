import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** 'Show Archived' / 'Show Active' lives in the address (`?archived=true`) so it survives reloads. */
export function useArchivedView() {
  const [params, setParams] = useSearchParams();
  const archived = params.get('archived') === 'true';
  const toggle = useCallback(() => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (archived) next.delete('archived');
        else next.set('archived', 'true');
        return next;
      },
      { replace: true },
    );
  }, [archived, setParams]);
  return { archived, toggle };
}
