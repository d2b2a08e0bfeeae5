import { useState } from 'react';
import styled from 'styled-components';
import { ACCOUNT_TEXT, type AccountSession } from '@housesit/shared-contracts';
import { Badge, Button, formatDate, formatTime, theme } from '@housesit/shell/kit';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 12px;
`;
const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 16px;
  padding: 12px;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  p {
    margin: 0;
  }
  small {
    color: ${theme.colors.textMuted};
  }
`;
const Name = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  font-weight: 600;
`;

export interface SessionListProps {
  sessions: AccountSession[];
  onEnd(id: string, current: boolean): Promise<void>;
  /** 'Sign out everywhere else': every session but this device's. */
  onEndOthers(): Promise<void>;
}

const seen = (iso: string) => `${formatDate(iso)}, ${formatTime(iso)}`;

/** Marks 'Sign out everywhere else' as the one in progress (no session has this id). */
const OTHERS = 'others';

/**
 * Every browser signed in to this account, this device first, then the most recently used; any
 * can be signed out, or all but this device at once. Each says when it signed in and from
 * which address, so two sessions of the same browser kind can be told apart.
 */
export function SessionList({ sessions, onEnd, onEndOthers }: SessionListProps) {
  const [ending, setEnding] = useState<string | null>(null);
  const endOthers = async () => {
    setEnding(OTHERS);
    try {
      await onEndOthers();
    } finally {
      setEnding(null);
    }
  };
  const end = async (session: AccountSession) => {
    setEnding(session.id);
    try {
      await onEnd(session.id, session.current);
    } finally {
      setEnding(null);
    }
  };
  const others = sessions.some((session) => !session.current);
  return (
    <>
      <List aria-label={ACCOUNT_TEXT.sessionsTitle}>
        {sessions.map((session) => (
          <Item key={session.id}>
            <div>
              <Name>
                {session.device}
                {session.current ? <Badge tone="info">{ACCOUNT_TEXT.thisDevice}</Badge> : null}
              </Name>
              <small>
                {session.current ? ACCOUNT_TEXT.activeNow : `Last seen ${seen(session.lastSeenAt)}`} · signed in {seen(session.createdAt)}
                {session.signedInFrom ? ` from ${session.signedInFrom}` : ''}
              </small>
            </div>
            <Button
              variant="secondary"
              size="sm"
              disabled={ending !== null}
              onClick={() => void end(session)}
              aria-label={`${ACCOUNT_TEXT.endSession}: ${session.device}${session.current ? ` (${ACCOUNT_TEXT.thisDevice})` : ''}`}
            >
              {ending === session.id ? 'Signing out...' : ACCOUNT_TEXT.endSession}
            </Button>
          </Item>
        ))}
      </List>
      {others ? (
        <Button variant="secondary" disabled={ending !== null} onClick={() => void endOthers()}>
          {ending === OTHERS ? 'Signing out...' : ACCOUNT_TEXT.endOtherSessions}
        </Button>
      ) : null}
    </>
  );
}
