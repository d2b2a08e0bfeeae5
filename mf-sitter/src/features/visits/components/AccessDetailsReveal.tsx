import { Fragment, useState } from 'react';
import {
  ACCESS_FIELD_LABELS,
  ACCESS_FIELDS,
  ACCESS_MESSAGES,
  KEY_HOLDER_LABELS,
  type AccessDetails,
  type KeyHolder,
} from '@housesit/shared-contracts';
import { Button } from '@housesit/shell/kit';
import { DetailList, Muted, useApiAction } from '@housesit/shell/kit/areas';

type RevealState =
  { kind: 'idle' } | { kind: 'busy' } | { kind: 'shown'; details: AccessDetails | null } | { kind: 'refused'; message: string };

function valueOf(details: AccessDetails, field: (typeof ACCESS_FIELDS)[number]): string | null {
  const value = details[field];
  if (value === undefined || value === null || value === '') return null;
  return field === 'keyHolder' ? KEY_HOLDER_LABELS[value as KeyHolder] : value;
}

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

  if (state.kind === 'shown') {
    const rows = state.details
      ? ACCESS_FIELDS.flatMap((field) => {
          const value = valueOf(state.details!, field);
          return value === null ? [] : [{ field, value }];
        })
      : [];
    if (rows.length === 0) return <Muted>{ACCESS_MESSAGES.noneSaved}</Muted>;
    return (
      <DetailList aria-label="Access details">
        {rows.map(({ field, value }) => (
          <Fragment key={field}>
            <dt>{ACCESS_FIELD_LABELS[field]}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </DetailList>
    );
  }
  return (
    <div>
      <Button variant="secondary" size="sm" onClick={() => void reveal()} disabled={state.kind === 'busy'}>
        {state.kind === 'busy' ? 'Opening…' : 'Show access details'}
      </Button>
      {state.kind === 'refused' ? <p role="alert">{state.message}</p> : null}
    </div>
  );
}
