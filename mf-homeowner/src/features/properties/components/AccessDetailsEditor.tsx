import { useId, useState, type FormEvent } from 'react';
import { ACCESS_MESSAGES, type AccessField, type KeyHolder } from '@housesit/shared-contracts';
import { Button } from '@housesit/shell/kit';
import { AccessTextInputs, accessDetailsToSave, KeyHolderField, useApiAction, type AccessDrafts } from '@housesit/shell/kit/areas';

/**
 * The property's access details (decision 024): sealed on the server, so the owner sees which
 * fields are saved, never their values. A field left blank keeps what was saved; typing replaces it.
 */
export function AccessDetailsEditor({ address }: { address: string }) {
  const id = useId();
  const run = useApiAction();
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState<AccessField[] | null>(null);
  const [drafts, setDrafts] = useState<AccessDrafts>({});
  const [keyHolder, setKeyHolder] = useState<KeyHolder | ''>('');
  const [status, setStatus] = useState<{ kind: 'idle' | 'busy' | 'saved' } | { kind: 'error'; message: string }>({ kind: 'idle' });

  const start = async () => {
    setOpen(true);
    const outcome = await run((api) => api.access.summary(address));
    if (outcome.kind === 'ok') setSaved(outcome.data.setFields);
    else setStatus({ kind: 'error', message: outcome.message ?? ACCESS_MESSAGES.saveFailed });
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const details = accessDetailsToSave(drafts, keyHolder);
    setStatus({ kind: 'busy' });
    const outcome = await run((api) => api.access.save(address, details));
    if (outcome.kind === 'ok') {
      setSaved(outcome.data.setFields);
      setDrafts({});
      setStatus({ kind: 'saved' });
    } else setStatus({ kind: 'error', message: outcome.message ?? ACCESS_MESSAGES.saveFailed });
  };

  if (!open) {
    return (
      <Button variant="secondary" size="sm" onClick={() => void start()}>
        Edit access details
      </Button>
    );
  }
  const hint = (field: AccessField) => (saved?.includes(field) ? 'Saved. Leave blank to keep it.' : undefined);
  return (
    <form aria-label="Access details" onSubmit={(event) => void save(event)}>
      <AccessTextInputs
        idPrefix={id}
        drafts={drafts}
        onChange={setDrafts}
        showKeyNumber={keyHolder === 'housesit' || Boolean(saved?.includes('keyNumber'))}
        hint={hint}
      />
      <KeyHolderField
        idPrefix={id}
        value={keyHolder}
        onChange={setKeyHolder}
        emptyLabel={saved?.includes('keyHolder') ? 'Keep as saved' : 'Not set'}
        hint={hint('keyHolder')}
      />
      <Button type="submit" size="sm" disabled={status.kind === 'busy'}>
        {status.kind === 'busy' ? 'Saving…' : 'Save access details'}
      </Button>
      {status.kind === 'saved' ? <p role="status">Access details saved.</p> : null}
      {status.kind === 'error' ? <p role="alert">{status.message}</p> : null}
    </form>
  );
}
