import { useState } from 'react';
import styled from 'styled-components';
import { STAFF_ACCOUNT_TEXT, type User } from '@housesit/shared-contracts';
import { Button, Dialog } from '@housesit/shell/kit';
import { useStaffActions } from '../hooks/useStaffActions';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: 8px;
`;

/**
 * A staff card's actions: send a password reset (admins never choose passwords for people), and
 * deactivate after a confirm step, or reactivate. No deactivate on the admin's own card: the
 * API refuses it too.
 */
export function StaffCardActions({ user, isSelf }: { user: User; isSelf: boolean }) {
  const { deactivate, reactivate, sendReset } = useStaffActions();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const name = `${user.firstName} ${user.lastName}`;
  const act = async (action: () => Promise<boolean>) => {
    setBusy(true);
    try {
      return await action();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Actions>
      <Button
        size="sm"
        variant="secondary"
        disabled={busy}
        onClick={() => void act(() => sendReset(user))}
        aria-label={`${STAFF_ACCOUNT_TEXT.sendReset} to ${name}`}
      >
        {STAFF_ACCOUNT_TEXT.sendReset}
      </Button>
      {user.deactivatedAt ? (
        <Button
          size="sm"
          disabled={busy}
          onClick={() => void act(() => reactivate(user))}
          aria-label={`${STAFF_ACCOUNT_TEXT.reactivate} ${name}`}
        >
          {STAFF_ACCOUNT_TEXT.reactivate}
        </Button>
      ) : isSelf ? null : (
        <Button
          size="sm"
          variant="danger"
          disabled={busy}
          onClick={() => setConfirming(true)}
          aria-label={`${STAFF_ACCOUNT_TEXT.deactivate} ${name}`}
        >
          {STAFF_ACCOUNT_TEXT.deactivate}
        </Button>
      )}
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={`${STAFF_ACCOUNT_TEXT.deactivate} ${name}?`}
        description={STAFF_ACCOUNT_TEXT.confirmDeactivate(name)}
      >
        <Actions>
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
          <Button
            variant="danger"
            disabled={busy}
            onClick={() =>
              void act(async () => {
                const done = await deactivate(user);
                if (done) setConfirming(false);
                return done;
              })
            }
          >
            {STAFF_ACCOUNT_TEXT.deactivate}
          </Button>
        </Actions>
      </Dialog>
    </Actions>
  );
}
