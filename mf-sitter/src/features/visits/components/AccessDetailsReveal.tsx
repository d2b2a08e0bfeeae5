import { useState } from 'react';
import { ACCESS_MESSAGES, type AccessDetails } from '@housesit/shared-contracts';
import { Button } from '@housesit/shell/kit';
import { OpenedAccessDetails, useApiAction } from '@housesit/shell/kit/areas';

type RevealState =
  { kind: 'idle' } | { kind: 'busy' } | { kind: 'shown'; details: AccessDetails | null } | { kind: 'refused'; message: string };

/**
 * The property's sealed access details (decision 024), opened only on request: the server answers
 * them to the visit's sitter from an hour before the window until its end, and records each look;
 * otherwise its refusal says when they open.
 */
export function AccessDetailsReveal({ visitId }: { visitId: number }) {
  const run = useApiAction();
  const [state, setState] = useState<RevealState>({ kind: 'idle' });

  const reveal = async () => {
    setState({ kind: 'busy' });
    const outcome = await run((api) => api.access.reveal(visitId));
    if (outcome.kind === 'ok') setState({ kind: 'shown', details: outcome.data.details });
    else setState({ kind: 'refused', message: outcome.message ?? ACCESS_MESSAGES.revealFailed });
  };

  if (state.kind === 'shown') return <OpenedAccessDetails details={state.details} />;
  return (
    <div>
      <Button variant="secondary" size="sm" onClick={() => void reveal()} disabled={state.kind === 'busy'}>
        {state.kind === 'busy' ? 'Opening…' : 'Show access details'}
      </Button>
      {state.kind === 'refused' ? <p role="alert">{state.message}</p> : null}
    </div>
  );
}
