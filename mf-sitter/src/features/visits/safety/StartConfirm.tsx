import { useState } from 'react';
import styled from 'styled-components';
import type { Visit } from '@housesit/shared-contracts';
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
 * the wrong visit does not check the sitter in. The server still refuses a visit not due today.
 */
export function StartWithConfirm({ visit, busy, onStart }: { visit: Visit; busy: boolean; onStart: (visit: Visit) => unknown }) {
  const [confirming, setConfirming] = useState(false);
  if (!confirming) {
    return (
      <Button size="lg" fullWidth disabled={busy} onClick={() => setConfirming(true)}>
        Start visit
      </Button>
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
