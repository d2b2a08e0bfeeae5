import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The open conversation is `?visitId=` (docs/product/customer.md §2), so links from Reports preselect it. */
export function useSelectedVisitId() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('visitId');
  const visitId = raw !== null && /^\d+$/.test(raw) ? Number(raw) : null;
  const select = useCallback(
    (id: number | null) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (id === null) next.delete('visitId');
          else next.set('visitId', String(id));
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return { visitId, select };
}
