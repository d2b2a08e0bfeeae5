import { useId, useState, type FormEvent } from 'react';
import { REMOTE_NAMES, type CreatedDeployToken, type DeployToken, type RemoteName } from '@housesit/shared-contracts';
import { Badge, Button, Card, ErrorBox, Field, Input, Loaded } from '@housesit/shell/kit';
import { Actions, CardTitle, Muted, PlainList, useApiAction } from '@housesit/shell/kit/areas';
import { useDeployTokens } from '../api/useDeployTokens';
import { ConfirmAction } from './ConfirmAction';
import { AREA_NAMES } from './releaseText';

const ALL_AREAS = 'all';

const scopeText = (remote: RemoteName | null) => (remote === null ? 'Every area' : AREA_NAMES[remote]);

/**
 * The tokens an area's release command publishes with (`npm run release -- --token …`): made
 * here for one area or every area, the secret shown once, revoked here.
 */
export function DeployTokens() {
  const query = useDeployTokens();
  const run = useApiAction();
  const nameId = useId();
  const areaId = useId();
  const [name, setName] = useState('');
  const [area, setArea] = useState<string>(ALL_AREAS);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedDeployToken | null>(null);
  const [revoking, setRevoking] = useState<DeployToken | null>(null);

  const create = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    const remote = area === ALL_AREAS ? null : (area as RemoteName);
    const outcome = await run((api) => api.registry.createDeployToken({ name: name.trim(), remote }));
    setBusy(false);
    if (outcome.kind !== 'ok') {
      setProblem(outcome.message ?? 'The token could not be made. Try again.');
      return;
    }
    setCreated(outcome.data);
    setName('');
    void query.mutate();
  };

  return (
    <Card as="section" aria-labelledby="deploy-tokens">
      <CardTitle id="deploy-tokens">Deploy tokens</CardTitle>
      <Muted>An area publishes a release with `npm run release -- --server &lt;this site&gt; --token &lt;token&gt;` in its package.</Muted>
      <form onSubmit={(event) => void create(event)} aria-label="New deploy token">
        <Field label="Token name" htmlFor={nameId}>
          <Input id={nameId} value={name} maxLength={60} required onChange={(event) => setName(event.target.value)} />
        </Field>
        <Field label="Area" htmlFor={areaId}>
          <select id={areaId} value={area} onChange={(event) => setArea(event.target.value)}>
            <option value={ALL_AREAS}>{scopeText(null)}</option>
            {REMOTE_NAMES.map((remote) => (
              <option key={remote} value={remote}>
                {AREA_NAMES[remote]}
              </option>
            ))}
          </select>
        </Field>
        {problem && <ErrorBox message={problem} />}
        <Actions>
          <Button type="submit" disabled={busy || name.trim() === ''}>
            Create token
          </Button>
        </Actions>
      </form>
      {created && (
        <div role="status">
          <p>
            Token &apos;{created.token.name}&apos; for {scopeText(created.token.remote)}: copy it now, it is not shown again.
          </p>
          <code aria-label="New token secret">{created.secret}</code>
        </div>
      )}
      <Loaded query={query} loading="Loading deploy tokens..." isEmpty={(list) => list.tokens.length === 0} empty="No deploy tokens yet.">
        {(list) => (
          <PlainList aria-label="Deploy tokens">
            {list.tokens.map((token) => (
              <li key={token.id}>
                <strong>{token.name}</strong>{' '}
                {token.revokedAt ? <Badge tone="neutral">Revoked</Badge> : <Badge tone="success">Active</Badge>}
                <Muted>
                  {scopeText(token.remote)} · created {token.createdAt.slice(0, 10)} · last used{' '}
                  {token.lastUsedAt ? token.lastUsedAt.slice(0, 10) : 'never'}
                </Muted>
                {!token.revokedAt && (
                  <Button size="sm" variant="secondary" onClick={() => setRevoking(token)}>
                    Revoke {token.name}
                  </Button>
                )}
              </li>
            ))}
          </PlainList>
        )}
      </Loaded>
      {revoking && (
        <ConfirmAction
          title={`Revoke ${revoking.name}?`}
          description={`Releases sent with '${revoking.name}' are refused from now on.`}
          confirmLabel="Revoke"
          onClose={() => setRevoking(null)}
          onDone={() => {
            setRevoking(null);
            void query.mutate();
          }}
          onConfirm={() => run((api) => api.registry.revokeDeployToken(revoking.id))}
        />
      )}
    </Card>
  );
}
