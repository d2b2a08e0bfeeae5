import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { CONTRACT_VERSION, REMOTE_NAMES, type RuntimeRegistry } from '@housesit/shared-contracts';
import type { RegistryState } from '../api/loadRegistry';
import { RegistryContext } from '../RegistryContext';
import { ReleaseIndicator } from './ReleaseIndicator';

const registry: RuntimeRegistry = {
  contractVersion: CONTRACT_VERSION,
  apiOrigin: null,
  environment: 'test',
  remotes: {
    ...(Object.fromEntries(
      REMOTE_NAMES.map((name) => [name, { entry: `/remotes/${name}/mf-manifest.json`, version: '1.0.0', channel: 'stable' }]),
    ) as RuntimeRegistry['remotes']),
    mf_sitter: {
      entry: '/releases/mf_sitter/1.1.0-5eed/mf-manifest.json',
      version: '1.1.0',
      channel: 'staging',
      release: '1.1.0-5eed',
      via: 'opt-in',
    },
  },
};

function show(optIns: Record<string, 'staging'>) {
  const state: RegistryState = { status: 'ready', registry, remotes: [], missing: [], optIns };
  return render(
    <RegistryContext.Provider value={state}>
      <ReleaseIndicator />
    </RegistryContext.Provider>,
  );
}

describe('ReleaseIndicator', () => {
  it('lists the non-stable releases for someone who opted in, with a way back, and hides on request', async () => {
    window.sessionStorage.clear();
    show({ mf_sitter: 'staging' });
    const bar = screen.getByRole('complementary', { name: 'Preview releases' });
    expect(bar).toHaveTextContent('Sitter area 1.1.0-5eed (staging)');
    expect(bar).not.toHaveTextContent('Admin area');
    expect(screen.getByRole('link', { name: 'Back to stable' })).toHaveAttribute('href', '?channel.mf_sitter=stable');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Hide' }));
    expect(screen.queryByRole('complementary', { name: 'Preview releases' })).not.toBeInTheDocument();
  });

  it('stays hidden for visitors who did not opt in (a rollout put them on staging)', () => {
    window.sessionStorage.clear();
    show({});
    expect(screen.queryByRole('complementary', { name: 'Preview releases' })).not.toBeInTheDocument();
  });
});
