import { useState } from 'react';
import type { ActionOutcome, RegistryAction, ReleaseHealth, RemoteName, RemoteReleasesView } from '@housesit/shared-contracts';
import { Badge, Button, Card } from '@housesit/shell/kit';
import { Actions, CardTitle, DetailList, Muted, PlainList, useApiAction } from '@housesit/shell/kit/areas';
import { ConfirmAction } from './ConfirmAction';
import { StageFields } from './StageFields';
import { AREA_NAMES, countsText, optInHref, releaseName } from './releaseText';

type Pending =
  | { kind: 'promote'; release: string }
  | { kind: 'stage'; release: string }
  | { kind: 'unstage'; release: string }
  | { kind: 'rollback'; to: string | null };

interface AreaReleasesProps {
  remote: RemoteName;
  view: RemoteReleasesView;
  health: ReleaseHealth[];
  onChanged(): void;
}

/** One area: its channels, its releases with their counts, and the four actions, each confirmed first. */
export function AreaReleases({ remote, view, health, onChanged }: AreaReleasesProps) {
  const run = useApiAction();
  const [pending, setPending] = useState<Pending | null>(null);
  const [percent, setPercent] = useState(10);
  const area = AREA_NAMES[remote];
  const change = (action: RegistryAction): Promise<ActionOutcome<unknown>> => run((api) => api.registry.change(remote, action));
  const rowsOf = (release: string | null) => health.filter((row) => row.release === release);
  const previous = view.previous.length > 0 ? view.previous[view.previous.length - 1] : undefined;
  const titleId = `releases-${remote}`;

  return (
    <Card as="section" aria-labelledby={titleId}>
      <CardTitle id={titleId}>{area}</CardTitle>
      <DetailList>
        <dt>Stable</dt>
        <dd>{releaseName(view.stable)}</dd>
        <dt>Staging</dt>
        <dd>{view.staging ? `${view.staging} (rollout ${view.stagingPercent} %)` : 'None'}</dd>
        <dt>Previous</dt>
        <dd>{view.previous.length > 0 ? [...view.previous].reverse().map(releaseName).join(', ') : 'None'}</dd>
        {view.staging && (
          <>
            <dt>Opt-in link</dt>
            <dd>
              <a href={optInHref(remote)}>Open {area} on staging</a>
            </dd>
          </>
        )}
      </DetailList>
      <Actions>
        {view.staging && (
          <Button variant="secondary" onClick={() => setPending({ kind: 'unstage', release: view.staging as string })}>
            Unstage
          </Button>
        )}
        {previous !== undefined && (
          <Button variant="secondary" onClick={() => setPending({ kind: 'rollback', to: previous })}>
            Roll back
          </Button>
        )}
      </Actions>
      <PlainList aria-label={`${area} releases`}>
        {[...view.releases].reverse().map((info) => (
          <li key={info.release}>
            <strong>{info.release}</strong> {info.release === view.stable && <Badge tone="success">Stable</Badge>}{' '}
            {info.release === view.staging && <Badge tone="warning">Staging</Badge>}
            <Muted>
              Built {info.builtAt.slice(0, 10)} · contract {info.contractVersion} · kit {info.kitVersion ?? 1}
            </Muted>
            {rowsOf(info.release).map((row) => (
              <Muted key={row.channel}>
                {row.channel === 'stable' ? 'Stable' : 'Staging'}: {countsText(row)}
                {row.unstageReason ? ` · ${row.unstageReason}` : ''}
              </Muted>
            ))}
            <Actions>
              {info.release !== view.stable && (
                <Button size="sm" variant="secondary" onClick={() => setPending({ kind: 'promote', release: info.release })}>
                  Promote {info.release}
                </Button>
              )}
              {info.release !== view.staging && (
                <Button size="sm" variant="secondary" onClick={() => setPending({ kind: 'stage', release: info.release })}>
                  Stage {info.release}
                </Button>
              )}
            </Actions>
          </li>
        ))}
        {rowsOf(null).map((row) => (
          <li key={`build-${row.channel}`}>
            <strong>{releaseName(null)}</strong>
            <Muted>Stable: {countsText(row)}</Muted>
          </li>
        ))}
      </PlainList>
      {pending && (
        <ConfirmAction
          {...confirmWords(area, pending, percent)}
          onClose={() => setPending(null)}
          onDone={() => {
            setPending(null);
            onChanged();
          }}
          onConfirm={() => change(actionOf(pending, percent))}
        >
          {pending.kind === 'stage' && <StageFields percent={percent} onChange={setPercent} />}
        </ConfirmAction>
      )}
    </Card>
  );
}

function actionOf(pending: Pending, percent: number): RegistryAction {
  switch (pending.kind) {
    case 'promote':
      return { action: 'promote', release: pending.release };
    case 'stage':
      return { action: 'set-staging', release: pending.release, percent };
    case 'unstage':
      return { action: 'clear-staging' };
    case 'rollback':
      return { action: 'rollback' };
  }
}

function confirmWords(area: string, pending: Pending, percent: number) {
  switch (pending.kind) {
    case 'promote':
      return {
        title: `Promote ${pending.release}?`,
        description: `Everyone gets ${pending.release} of the ${area} on their next page load.`,
        confirmLabel: 'Promote',
      };
    case 'stage':
      return {
        title: `Stage ${pending.release}?`,
        description: `People who opt in, and ${percent} % of the others, get ${pending.release} of the ${area}.`,
        confirmLabel: 'Stage',
      };
    case 'unstage':
      return {
        title: `Unstage ${pending.release}?`,
        description: `Everyone on staging goes back to the stable release of the ${area}.`,
        confirmLabel: 'Unstage',
      };
    case 'rollback':
      return {
        title: 'Roll back?',
        description: `The ${area} goes back to ${releaseName(pending.to)} for everyone.`,
        confirmLabel: 'Roll back',
      };
  }
}
