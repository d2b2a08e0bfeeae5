import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { usePublishPendingChanges, type PendingChange } from '@housesit/shell/kit';
import { signedInAs, sitter, stubApi } from '../../test/stubApi';
import { renderShell } from '../../test/render';
import { useGuardedSignOut } from './SignOutWarning';
import { OFFLINE_TEXT } from './texts';

function SignOutButton({ changes, signOut }: { changes: readonly PendingChange[]; signOut: () => void }) {
  usePublishPendingChanges('mf_sitter', changes);
  const { requestSignOut, warning } = useGuardedSignOut(signOut);
  return (
    <>
      <button type="button" onClick={requestSignOut}>
        Logout
      </button>
      {warning}
    </>
  );
}

const WAITING: readonly PendingChange[] = [
  { id: 'a', label: 'Start visit: Oak Street' },
  { id: 'b', label: 'Photo for Oak Street' },
];

function setup(changes: readonly PendingChange[]) {
  const signOut = vi.fn();
  const { api } = stubApi({ 'GET /api/auth/me': signedInAs(sitter) });
  renderShell(<SignOutButton changes={changes} signOut={signOut} />, { api });
  return signOut;
}

describe('sign-out with changes waiting', () => {
  it('signs out at once when nothing is waiting', async () => {
    const signOut = setup([]);
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks first, listing the changes; staying signed in keeps them and signs nothing out', async () => {
    const signOut = setup(WAITING);
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    const dialog = await screen.findByRole('dialog', { name: OFFLINE_TEXT.signOutTitle });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(WAITING.map((change) => change.label));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay signed in' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(signOut).not.toHaveBeenCalled();
  });

  it("signs out when the person chooses 'Sign out anyway'", async () => {
    const signOut = setup(WAITING);
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out anyway' }));
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
