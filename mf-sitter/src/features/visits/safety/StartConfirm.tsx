import { useState } from 'react';
import styled from 'styled-components';
import { SITTER_ROLE, startRefusal, type Visit } from '@housesit/shared-contracts';
import { Button, formatLongDate } from '@housesit/shell/kit';

const Row = styled.div`
  display: grid;
  gap: 8px;
  width: 100%;
`;

const Question = styled.p`
  margin: 0;
`;

/**
 * Start visit, then a confirm step (DECISIONS.md 'Visit safety'): a tap at the wrong door or on
 * the wrong visit does not check the sitter in. Off the visit's service-area day the confirm step
 * says why it cannot start (the shared start rule, which the API refuses with too).
 */
export function StartWithConfirm({ visit, busy, onStart }: { visit: Visit; busy: boolean; onStart: (visit: Visit) => unknown }) {
  const [confirming, setConfirming] = useState(false);
  const refusal = confirming ? startRefusal(visit, SITTER_ROLE, undefined, new Date()) : null;
  if (!confirming) {
    return (
      <Button size="lg" fullWidth disabled={busy} onClick={() => setConfirming(true)}>
        Start visit
      </Button>
    );
  }
  if (refusal) {
    return (
      <Row role="group" aria-label="Confirm start">
        <Question role="status">{refusal.message}</Question>
        <Button size="lg" fullWidth variant="secondary" onClick={() => setConfirming(false)}>
          Not yet
        </Button>
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
