import { useCallback, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Dialog, usePendingChanges, type PendingChange } from '@housesit/shell/kit';
import { OFFLINE_TEXT } from './texts';

const List = styled.ul`
  margin: 0;
  padding-left: 20px;
  overflow-wrap: anywhere;
`;

interface Props {
  changes: readonly PendingChange[];
  onSignOut: () => void;
  onStay: () => void;
}

/** Lists the changes a sign-out would discard; staying is the first, safe choice. */
export function SignOutWarning({ changes, onSignOut, onStay }: Props) {
  return (
    <Dialog
      open
      onClose={onStay}
      title={OFFLINE_TEXT.signOutTitle}
      description={OFFLINE_TEXT.signOutDescription}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onStay}>
            {OFFLINE_TEXT.staySignedIn}
          </Button>
          <Button variant="danger" onClick={onSignOut}>
            {OFFLINE_TEXT.signOutAnyway}
          </Button>
        </>
      }
    >
      <List>
        {changes.map((change) => (
          <li key={change.id}>{change.label}</li>
        ))}
      </List>
    </Dialog>
  );
}

/**
 * Sign-out that never silently discards waiting changes: with none it signs out at once; with
 * some it first asks, listing them. `warning` is the dialog to render (null when not asking).
 */
export function useGuardedSignOut(signOut: () => void): { requestSignOut: () => void; warning: ReactNode } {
  const changes = usePendingChanges();
  const [asking, setAsking] = useState(false);
  const requestSignOut = useCallback(() => {
    if (changes.length === 0) signOut();
    else setAsking(true);
  }, [changes.length, signOut]);
  const warning =
    asking && changes.length > 0 ? (
      <SignOutWarning
        changes={changes}
        onStay={() => setAsking(false)}
        onSignOut={() => {
          setAsking(false);
          signOut();
        }}
      />
    ) : null;
  return { requestSignOut, warning };
}
