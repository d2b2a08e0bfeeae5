import styled from 'styled-components';
import { Button, formatTime, theme } from '@housesit/shell/kit';
import { useOutbox } from './useOutbox';

const Panel = styled.section`
  display: grid;
  gap: 8px;
  padding: 12px 16px;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surfaceMuted};

  h2,
  h3 {
    margin: 0;
    font-size: ${theme.fontSizes.md};
  }
  ul {
    margin: 0;
    padding-left: 20px;
  }
`;

const Refusal = styled.li`
  color: ${theme.colors.danger};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
`;

export const waitingText = (n: number) => (n === 1 ? '1 change waiting' : `${n} changes waiting`);

/**
 * What the phone still has to send and what the server refused, for one visit or for all of the
 * sitter's: 'N changes waiting' with each change, when the next try is, 'Send now'; each refusal
 * with its action and the server's message until dismissed. Nothing when all is sent.
 */
export function OutboxPanel({ visitId, headingLevel = 3 }: { visitId?: number; headingLevel?: 2 | 3 }) {
  const outbox = useOutbox();
  const mine = <T extends { visitId: number }>(list: readonly T[]) =>
    visitId === undefined ? list : list.filter((i) => i.visitId === visitId);
  const queued = mine(outbox.queued);
  const refused = mine(outbox.refused);
  if (queued.length === 0 && refused.length === 0) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const offline = typeof navigator !== 'undefined' && !navigator.onLine;
  const state = outbox.sending
    ? 'Sending...'
    : offline
      ? 'No connection: they will be sent when it returns.'
      : outbox.waitUntil === null
        ? 'Sign in again to send them.'
        : typeof outbox.waitUntil === 'number'
          ? `Next try at ${formatTime(new Date(outbox.waitUntil).toISOString())}.`
          : null;

  return (
    <Panel aria-label="Changes on this phone">
      {queued.length > 0 ? (
        <>
          <Heading>{waitingText(queued.length)}</Heading>
          <ul aria-label="Changes waiting">
            {queued.map((item) => (
              <li key={item.key}>
                {item.label}
                {item.lastError ? ` (${item.lastError})` : ''}
              </li>
            ))}
          </ul>
          <Row>
            <Button size="sm" variant="secondary" disabled={outbox.sending} onClick={() => void outbox.sendNow()}>
              Send now
            </Button>
            {state ? <span role="status">{state}</span> : null}
          </Row>
        </>
      ) : null}
      {refused.length > 0 ? (
        <>
          <Heading>Not applied</Heading>
          <ul aria-label="Changes not applied">
            {refused.map((item) => (
              <Refusal key={item.key}>
                <strong>{item.label}</strong>: {item.message}{' '}
                <Button size="sm" variant="ghost" onClick={() => void outbox.dismiss(item.key)} aria-label={`Dismiss: ${item.label}`}>
                  Dismiss
                </Button>
              </Refusal>
            ))}
          </ul>
        </>
      ) : null}
    </Panel>
  );
}
