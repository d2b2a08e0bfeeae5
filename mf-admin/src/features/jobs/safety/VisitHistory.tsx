import { failureText, type VisitEvent, type VisitEventKind } from '@housesit/shared-contracts';
import { Button, formatDate, formatTime } from '@housesit/shell/kit';
import { Muted } from '@housesit/shell/kit/areas';
import styled from 'styled-components';
import { useVisitHistory } from '../api/useVisitHistory';

const KIND_TEXT: Record<VisitEventKind, string> = {
  started: 'Started',
  reverted: 'Put back to scheduled',
  photo_removed: 'Photo removed',
  rescheduled: 'Rescheduled',
  cancelled: 'Cancelled',
};

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
  li {
    overflow-wrap: anywhere;
  }
  p {
    margin: 2px 0 0;
  }
`;

/** 'June 15, 2026, 10:02 AM EDT': the service area's clock, whatever the browser's zone. */
export const eventTime = (iso: string) => `${formatDate(iso)}, ${formatTime(iso)}`;

function actorName(event: VisitEvent): string {
  // The actor's account was deleted (the event keeps its line, actor_id set null).
  return event.actor ? `${event.actor.firstName} ${event.actor.lastName}`.trim() : 'A deleted account';
}

/** The job details' History: each recorded step, oldest first, with who, when and why. */
export function VisitHistory({ visitId }: { visitId: number }) {
  const { data, error, isLoading, mutate } = useVisitHistory(visitId);
  if (error) {
    return (
      <div role="alert">
        <p>Could not load the history: {failureText(error)}</p>
        <Button size="sm" variant="secondary" onClick={() => void mutate()}>
          Retry
        </Button>
      </div>
    );
  }
  if (isLoading || !data) return <Muted>Loading history...</Muted>;
  if (data.items.length === 0)
    return <Muted>Nothing recorded yet: starts, reverts, removed photos, moves and cancellations appear here.</Muted>;
  return (
    <List aria-label={`History of Visit #${visitId}`}>
      {data.items.map((event) => (
        <li key={event.id}>
          <strong>{KIND_TEXT[event.kind]}</strong> by {actorName(event)}
          <p>
            <time dateTime={event.createdAt}>{eventTime(event.createdAt)}</time>
          </p>
          {event.reason ? <p>Reason: {event.reason}</p> : null}
        </li>
      ))}
    </List>
  );
}
