import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DeployToken } from '@housesit/shared-contracts';
import { adminUser, renderArea } from '@housesit/shell/kit/testing';
import { DeployTokens } from './DeployTokens';

const active: DeployToken = {
  id: 1,
  name: 'sitter-ci',
  remote: 'mf_sitter',
  createdAt: '2026-11-20T10:00:00.000Z',
  lastUsedAt: '2026-11-27T09:00:00.000Z',
  revokedAt: null,
};
const created: DeployToken = { ...active, id: 2, name: 'admin-ci', remote: 'mf_admin', lastUsedAt: null };
const SECRET = 'hsd_abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';

function show() {
  const sent: { create: unknown[]; revoke: string[] } = { create: [], revoke: [] };
  renderArea(<DeployTokens />, {
    user: adminUser,
    routes: {
      '/api/registry/deploy-tokens': { body: { tokens: [active] } },
      'POST /api/registry/deploy-tokens': (_url, { body }) => {
        sent.create.push(body);
        return { status: 201, body: { token: created, secret: SECRET } };
      },
      'DELETE /api/registry/deploy-tokens/1': (url) => {
        sent.revoke.push(url.pathname);
        return { body: { ...active, revokedAt: '2026-11-28T10:00:00.000Z' } };
      },
    },
  });
  return sent;
}

describe('deploy tokens on the Releases screen', () => {
  it('lists the tokens with their area and last use, never a secret', async () => {
    show();
    const list = await screen.findByRole('list', { name: 'Deploy tokens' });
    expect(within(list).getByText('sitter-ci')).toBeInTheDocument();
    expect(within(list).getByText('Sitter area · created 2026-11-20 · last used 2026-11-27')).toBeInTheDocument();
  });

  it('makes a token for one area and shows its secret once', async () => {
    const user = userEvent.setup();
    const sent = show();
    const form = await screen.findByRole('form', { name: 'New deploy token' });
    await user.type(within(form).getByLabelText('Token name'), 'admin-ci');
    await user.selectOptions(within(form).getByLabelText('Area'), 'mf_admin');
    await user.click(within(form).getByRole('button', { name: 'Create token' }));
    expect(sent.create).toEqual([{ name: 'admin-ci', remote: 'mf_admin' }]);
    expect(await screen.findByLabelText('New token secret')).toHaveTextContent(SECRET);
    expect(screen.getByRole('status')).toHaveTextContent("Token 'admin-ci' for Admin area: copy it now, it is not shown again.");
  });

  it('revokes a token only once confirmed', async () => {
    const user = userEvent.setup();
    const sent = show();
    await user.click(await screen.findByRole('button', { name: 'Revoke sitter-ci' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke sitter-ci?' });
    expect(sent.revoke).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(sent.revoke).toEqual(['/api/registry/deploy-tokens/1']);
  });
});
