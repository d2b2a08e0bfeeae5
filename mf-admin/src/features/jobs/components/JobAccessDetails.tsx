import { useId, useState, type FormEvent } from 'react';
import { ACCESS_MESSAGES, REASON_MAX, type AccessDetails, type KeyHolder } from '@housesit/shared-contracts';
import { Button, Field, Input, Stack } from '@housesit/shell/kit';
import {
  AccessTextInputs,
  accessDetailsToSave,
  Muted,
  OpenedAccessDetails,
  KeyHolderField,
  useApiAction,
  type AccessDrafts,
} from '@housesit/shell/kit/areas';
import styled from 'styled-components';

const Form = styled.form`
  display: grid;
  gap: 0.75rem;
  min-width: 0;
  button {
    justify-self: start;
  }
`;

type Problem = { message: string; reason?: string };

/** Opens the details with a typed reason; the server records the look, with the reason, for the owner. */
function RevealAccess({ visitId }: { visitId: number }) {
  const id = useId();
  const run = useApiAction();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [opened, setOpened] = useState<{ details: AccessDetails | null } | null>(null);

  const reveal = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setProblem({ message: ACCESS_MESSAGES.reasonRequired, reason: ACCESS_MESSAGES.reasonRequired });
      return;
    }
    setBusy(true);
    setProblem(null);
    const outcome = await run((api) => api.access.reveal(visitId, { reason: reason.trim() }));
    setBusy(false);
    if (outcome.kind === 'ok') setOpened({ details: outcome.data.details });
    else setProblem({ message: outcome.message ?? ACCESS_MESSAGES.revealFailed, reason: outcome.fieldErrors.reason });
  };

  if (opened) {
    return (
      <Stack gap={2}>
        <OpenedAccessDetails details={opened.details} />
        <Button variant="secondary" size="sm" onClick={() => setOpened(null)}>
          Hide access details
        </Button>
      </Stack>
    );
  }
  return (
    <Form aria-label="Show access details" onSubmit={(event) => void reveal(event)} noValidate>
      <Field label="Reason for viewing" htmlFor={`${id}-reason`} error={problem?.reason}>
        <Input id={`${id}-reason`} value={reason} maxLength={REASON_MAX} autoComplete="off" onChange={(e) => setReason(e.target.value)} />
      </Field>
      <Button type="submit" variant="secondary" size="sm" disabled={busy} aria-busy={busy || undefined}>
        {busy ? 'Opening…' : 'Show access details'}
      </Button>
      {problem && !problem.reason ? <p role="alert">{problem.message}</p> : null}
    </Form>
  );
}

/** Changes the details with a reason; a field left blank keeps what is saved (nobody is shown the values to send back). */
function ChangeAccess({ visitId }: { visitId: number }) {
  const id = useId();
  const run = useApiAction();
  const [open, setOpen] = useState(false);
  const [drafts, setDrafts] = useState<AccessDrafts>({});
  const [keyHolder, setKeyHolder] = useState<KeyHolder | ''>('');
  const [reason, setReason] = useState('');
  const [status, setStatus] = useState<{ kind: 'idle' | 'busy' | 'saved' } | ({ kind: 'error' } & Problem)>({ kind: 'idle' });

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setStatus({ kind: 'error', message: ACCESS_MESSAGES.reasonRequired, reason: ACCESS_MESSAGES.reasonRequired });
      return;
    }
    const details = accessDetailsToSave(drafts, keyHolder);
    setStatus({ kind: 'busy' });
    const outcome = await run((api) => api.access.adminSave(visitId, { reason: reason.trim(), details }));
    if (outcome.kind === 'ok') {
      setDrafts({});
      setKeyHolder('');
      setReason('');
      setStatus({ kind: 'saved' });
    } else setStatus({ kind: 'error', message: outcome.message ?? ACCESS_MESSAGES.saveFailed, reason: outcome.fieldErrors.reason });
  };

  if (!open) {
    return (
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        Change access details
      </Button>
    );
  }
  const reasonError = status.kind === 'error' ? status.reason : undefined;
  return (
    <Form aria-label="Change access details" onSubmit={(event) => void save(event)} noValidate>
      <Muted>Only the fields you fill in change; the others keep what is saved.</Muted>
      <AccessTextInputs idPrefix={id} drafts={drafts} onChange={setDrafts} showKeyNumber={keyHolder === 'housesit'} />
      <KeyHolderField idPrefix={id} value={keyHolder} onChange={setKeyHolder} emptyLabel={'Keep as saved'} />
      <Field label="Reason for the change" htmlFor={`${id}-reason`} error={reasonError}>
        <Input id={`${id}-reason`} value={reason} maxLength={REASON_MAX} autoComplete="off" onChange={(e) => setReason(e.target.value)} />
      </Field>
      <Button type="submit" size="sm" disabled={status.kind === 'busy'} aria-busy={status.kind === 'busy' || undefined}>
        {status.kind === 'busy' ? 'Saving…' : 'Save access details'}
      </Button>
      {status.kind === 'saved' ? <p role="status">Access details saved.</p> : null}
      {status.kind === 'error' && !status.reason ? <p role="alert">{status.message}</p> : null}
    </Form>
  );
}

/**
 * The home's sealed access details (decision 024) for an admin: opened only with a typed reason
 * (every look is recorded and listed to the owner), changed only with a reason. The server's
 * refusal is shown in its own words.
 */
export function JobAccessDetails({ visitId }: { visitId: number }) {
  return (
    <Stack gap={3}>
      <RevealAccess visitId={visitId} />
      <ChangeAccess visitId={visitId} />
    </Stack>
  );
}
