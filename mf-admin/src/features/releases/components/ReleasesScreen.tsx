import { REMOTE_NAMES } from '@housesit/shared-contracts';
import { Loaded, PageHeader } from '@housesit/shell/kit';
import { CardList, Muted, Page } from '@housesit/shell/kit/areas';
import { useReleases } from '../api/useReleases';
import { AreaReleases } from './AreaReleases';
import { DeployTokens } from './DeployTokens';

/** Every area's releases, channels and health, and the actions on them (decision 007). */
export function ReleasesScreen() {
  const query = useReleases();
  return (
    <Page>
      <PageHeader title="Releases" subtitle="What each area runs, how its releases fare, and the channels to change." />
      <Loaded query={query} loading="Loading releases..." isEmpty={() => false}>
        {({ channels, health }) => (
          <>
            <Muted>
              A staged release is unstaged automatically when more than {health.rule.thresholdPoints} percentage points more of its page
              loads fail than stable&apos;s, after {health.rule.minLoads} page loads. Environment: {channels.environment}.
            </Muted>
            <CardList $min={320}>
              {REMOTE_NAMES.map((remote) => (
                <li key={remote}>
                  <AreaReleases
                    remote={remote}
                    view={channels.remotes[remote]}
                    health={health.releases.filter((row) => row.remote === remote)}
                    onChanged={() => void query.mutate()}
                  />
                </li>
              ))}
            </CardList>
          </>
        )}
      </Loaded>
      <DeployTokens />
    </Page>
  );
}
