import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONTRACT_VERSION, EMPTY_CHANNELS, type RegistryAdminView, type ReleaseHealthView } from '@housesit/shared-contracts';
import { adminUser, renderArea } from '@housesit/shell/kit/testing';
import { ReleasesScreen } from './ReleasesScreen';

const info = (release: string, kitVersion = 1) => ({
  remote: 'mf_admin' as const,
  release,
  version: release.split('-')[0] ?? release,
  buildId: release.split('-')[1] ?? '',
  contractVersion: CONTRACT_VERSION,
  kitVersion,
  builtAt: '2026-11-27T10:00:00.000Z',
  exposes: [],
});

const channels: RegistryAdminView = {
  environment: 'production',
  remotes: {
    mf_public: { ...EMPTY_CHANNELS, releases: [] },
    mf_homeowner: { ...EMPTY_CHANNELS, releases: [] },
    mf_sitter: { ...EMPTY_CHANNELS, releases: [] },
    mf_admin: {
      stable: '1.0.0-aaaa',
      staging: '1.1.0-bbbb',
      stagingPercent: 10,
      previous: [null],
      releases: [info('1.0.0-aaaa'), info('1.1.0-bbbb'), info('1.2.0-cccc', 2)],
    },
  },
};

const health: ReleaseHealthView = {
  environment: 'production',
  rule: { thresholdPoints: 5, minLoads: 20 },
  releases: [
    { remote: 'mf_admin', release: '1.0.0-aaaa', channel: 'stable', loads: 198, failures: 2, unstagedAt: null, unstageReason: null },
    { remote: 'mf_admin', release: '1.1.0-bbbb', channel: 'staging', loads: 15, failures: 5, unstagedAt: null, unstageReason: null },
  ],
};

function show(change: (body: unknown) => { status?: number; body: unknown }) {
  const sent: unknown[] = [];
  const view = renderArea(<ReleasesScreen />, {
    user: adminUser,
    routes: {
      '/api/registry/releases': { body: channels },
      '/api/registry/health': { body: health },
      '/api/registry/deploy-tokens': { body: { tokens: [] } },
      'POST /api/registry/remotes/mf_admin': (_url, { body }) => {
        sent.push(body);
        return change(body);
      },
    },
  });
  return { ...view, sent };
}

const adminArea = async () => screen.findByRole('region', { name: 'Admin area' });

describe('the Releases screen', () => {
  it('shows each area’s channels, the opt-in link and the counts of each release', async () => {
    show(() => ({ body: channels }));
    const area = await adminArea();
    expect(within(area).getByText('1.1.0-bbbb (rollout 10 %)')).toBeInTheDocument();
    expect(within(area).getByText('The build (no release)')).toBeInTheDocument();
    expect(within(area).getByRole('link', { name: 'Open Admin area on staging' })).toHaveAttribute('href', '/?channel.mf_admin=staging');
    expect(within(area).getByText('Stable: 200 page loads, 2 failed (1.0 %)')).toBeInTheDocument();
    expect(within(area).getByText('Staging: 20 page loads, 5 failed (25.0 %)')).toBeInTheDocument();
    // The four areas, and the deploy tokens (DeployTokens.test.tsx).
    expect(screen.getAllByRole('region')).toHaveLength(5);
  });

  it('stages a release with its rollout after the confirm step', async () => {
    const user = userEvent.setup();
    const { sent } = show(() => ({ body: channels }));
    const area = await adminArea();
    await user.click(within(area).getByRole('button', { name: 'Stage 1.0.0-aaaa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stage 1.0.0-aaaa?' });
    expect(sent).toEqual([]);
    const rollout = within(dialog).getByLabelText('Rollout (%)');
    await user.clear(rollout);
    await user.type(rollout, '25');
    await user.click(within(dialog).getByRole('button', { name: 'Stage' }));
    expect(sent).toEqual([{ action: 'set-staging', release: '1.0.0-aaaa', percent: 25 }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the dialog open with the server’s reason when it refuses', async () => {
    const user = userEvent.setup();
    const reason = 'Release 1.2.0-cccc needs kit version 2; the current shell provides kit version 1. Deploy the newer shell first.';
    const { sent } = show(() => ({ status: 409, body: { code: 'release.kit_incompatible', message: reason } }));
    const area = await adminArea();
    await user.click(within(area).getByRole('button', { name: 'Promote 1.2.0-cccc' }));
    const dialog = await screen.findByRole('dialog', { name: 'Promote 1.2.0-cccc?' });
    await user.click(within(dialog).getByRole('button', { name: 'Promote' }));
    expect(await within(dialog).findByText(reason)).toBeInTheDocument();
    expect(sent).toEqual([{ action: 'promote', release: '1.2.0-cccc' }]);
  });

  it('unstages and rolls back only once confirmed, and Cancel sends nothing', async () => {
    const user = userEvent.setup();
    const { sent } = show(() => ({ body: channels }));
    const area = await adminArea();
    await user.click(within(area).getByRole('button', { name: 'Unstage' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Unstage 1.1.0-bbbb?' })).getByRole('button', { name: 'Cancel' }));
    expect(sent).toEqual([]);
    await user.click(within(area).getByRole('button', { name: 'Unstage' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Unstage' }));
    await user.click(within(area).getByRole('button', { name: 'Roll back' }));
    const rollback = await screen.findByRole('dialog', { name: 'Roll back?' });
    expect(rollback).toHaveTextContent('goes back to The build (no release) for everyone');
    await user.click(within(rollback).getByRole('button', { name: 'Roll back' }));
    expect(sent).toEqual([{ action: 'clear-staging' }, { action: 'rollback' }]);
  });
});
