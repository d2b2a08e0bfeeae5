import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { SITTER_ROLE, startRefusal, type Visit } from '@housesit/shared-contracts';
import { Button, formatLongDate, theme } from '@housesit/shell/kit';

const Row = styled.div`
  display: grid;
  gap: 8px;
  width: 100%;
`;

const Question = styled.p`
  margin: 0;
`;

const Reason = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
`;

/** How often an open visit looks at the clock again, so its start opens when its day does. */
export const START_RECHECK_MS = 15_000;

/** The current instant, read again every `everyMs`. */
function useNow(everyMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = window.setInterval(() => setNow(new Date()), everyMs);
    return () => window.clearInterval(id);
  }, [everyMs]);
  return now;
}

/**
 * Start visit, then a confirm step (docs/product/DECISIONS.md 'Visit safety'): a tap at the wrong door or on
 * the wrong visit does not check the sitter in. Off the visit's service-area day Start visit is
 * disabled with the reason beside it (the shared start rule, which the API refuses with too), and
 * it opens by itself when the day begins.
 */
export function StartWithConfirm({ visit, busy, onStart }: { visit: Visit; busy: boolean; onStart: (visit: Visit) => unknown }) {
  const [confirming, setConfirming] = useState(false);
  const now = useNow(START_RECHECK_MS);
  const reasonId = useId();
  const refusal = startRefusal(visit, SITTER_ROLE, undefined, now);
  if (!confirming || refusal) {
    return (
      <Row>
        <Button
          size="lg"
          fullWidth
          disabled={busy || refusal !== null}
          aria-describedby={refusal ? reasonId : undefined}
          onClick={() => setConfirming(true)}
        >
          Start visit
        </Button>
        {refusal ? <Reason id={reasonId}>{refusal.message}</Reason> : null}
      </Row>
    );
  }
  return (
    <Row role="group" aria-label="Confirm start">
      <Question>
        Start Visit #{visit.id} at {visit.propertyAddress} ({formatLongDate(visit.scheduledDate)}) now?
      </Question>
      <Button size="lg" fullWidth disabled={busy} onClick={() => void onStart(visit)}>
        {busy ? 'Starting visit...' : 'Yes, start visit'}
      </Button>
      <Button size="lg" fullWidth variant="secondary" disabled={busy} onClick={() => setConfirming(false)}>
        Not yet
      </Button>
    </Row>
  );
}
