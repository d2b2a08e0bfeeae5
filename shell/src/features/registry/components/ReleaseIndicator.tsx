import { useState } from 'react';
import styled from 'styled-components';
import { CHANNEL_PARAM_PREFIX, REMOTE_NAMES, type RemoteName } from '@housesit/shared-contracts';
import { Button, theme } from '@housesit/shell/kit';
import { useRegistryState } from '../RegistryContext';

export const AREA_NAMES: Record<RemoteName, string> = {
  mf_public: 'Public pages',
  mf_homeowner: 'Homeowner area',
  mf_sitter: 'Sitter area',
  mf_admin: 'Admin area',
};

const DISMISSED_KEY = 'housesit.channels.dismissed';

const Bar = styled.aside`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 12px;
  padding: 6px 16px;
  background: ${theme.colors.infoSurface};
  color: ${theme.colors.text};
  border-bottom: 1px solid ${theme.colors.border};
  font-size: ${theme.fontSizes.sm};
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 12px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    color: ${theme.colors.info};
  }
`;

/**
 * For people who opted into a staging release (`?channel.<remote>=staging`): which areas run a
 * release other than stable, with a link back to stable. Hidden for everyone else, including
 * visitors a percentage rollout put on staging without asking. Dismissed for this tab only.
 */
export function ReleaseIndicator() {
  const state = useRegistryState();
  const active =
    state?.status === 'ready' && Object.keys(state.optIns ?? {}).length > 0
      ? REMOTE_NAMES.flatMap((name) => {
          const release = state.registry.remotes[name];
          return release && release.channel !== 'stable' ? [{ name, release }] : [];
        })
      : [];
  const signature = active.map(({ name, release }) => `${name}@${release.release ?? release.version}`).join(',');
  const [dismissed, setDismissed] = useState(() => readDismissed() === signature);
  if (active.length === 0 || dismissed) return null;

  return (
    <Bar aria-label="Preview releases">
      <strong>Preview releases:</strong>
      <ul>
        {active.map(({ name, release }) => (
          <li key={name}>
            {AREA_NAMES[name]} {release.release ?? release.version} ({release.channel}) ·{' '}
            <a href={`?${CHANNEL_PARAM_PREFIX}${name}=stable`}>Back to stable</a>
          </li>
        ))}
      </ul>
      <Button
        size="sm"
        variant="secondary"
        onClick={() => {
          writeDismissed(signature);
          setDismissed(true);
        }}
      >
        Hide
      </Button>
    </Bar>
  );
}

function readDismissed(): string | null {
  try {
    return window.sessionStorage.getItem(DISMISSED_KEY);
  } catch {
    return null;
  }
}

function writeDismissed(signature: string): void {
  try {
    window.sessionStorage.setItem(DISMISSED_KEY, signature);
  } catch {
    // Storage refused: hidden until the next page load.
  }
}
