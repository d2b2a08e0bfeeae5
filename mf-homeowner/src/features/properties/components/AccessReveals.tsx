import { useState } from 'react';
import type { AccessReveal } from '@housesit/shared-contracts';
import { Button, formatLongDate, formatTime } from '@housesit/shell/kit';
import { Muted, PlainList, useApiAction } from '@housesit/shell/kit/areas';
import styled from 'styled-components';

const LOAD_FAILED = 'The list of views could not be loaded. Please try again.';

const Item = styled.li`
  overflow-wrap: anywhere;
  & + & {
    margin-top: 0.5rem;
  }
`;

type State = { kind: 'closed' | 'loading' } | { kind: 'shown'; items: AccessReveal[] } | { kind: 'error'; message: string };

/** 'Sam Sitter viewed your access details on Thursday, June 18, 2026 at 9:12 AM EDT for Visit #23' */
export function revealText(reveal: AccessReveal): string {
  const when = `${formatLongDate(reveal.revealedAt)} at ${formatTime(reveal.revealedAt)}`;
  const who = reveal.role === 'admin' ? `${reveal.name} (Housesit staff)` : reveal.name;
  const why = reveal.reason ? `. Reason: ${reveal.reason}` : '';
  return `${who} viewed your access details on ${when} for Visit #${reveal.visitId}${why}`;
}

/**
 * Every look at the property's access details (decision 024), newest first: who, when, for which
 * visit, and an admin's reason. Loaded when the owner asks.
 */
export function AccessReveals({ address }: { address: string }) {
  const run = useApiAction();
  const [state, setState] = useState<State>({ kind: 'closed' });

  const load = async () => {
    setState({ kind: 'loading' });
    const outcome = await run((api) => api.access.reveals(address));
    if (outcome.kind === 'ok') setState({ kind: 'shown', items: outcome.data.items });
    else setState({ kind: 'error', message: outcome.message ?? LOAD_FAILED });
  };

  if (state.kind === 'shown') {
    if (state.items.length === 0) return <Muted>Nobody has viewed these access details yet.</Muted>;
    return (
      <PlainList aria-label={`Who viewed the access details of ${address}`}>
        {state.items.map((reveal) => (
          <Item key={reveal.id}>{revealText(reveal)}</Item>
        ))}
      </PlainList>
    );
  }
  return (
    <div>
      <Button variant="secondary" size="sm" onClick={() => void load()} disabled={state.kind === 'loading'}>
        {state.kind === 'loading' ? 'Loading…' : 'Who viewed the access details'}
      </Button>
      {state.kind === 'error' ? <p role="alert">{state.message}</p> : null}
    </div>
  );
}
