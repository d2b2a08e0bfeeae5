import type { AppNotification } from '@housesit/shared-contracts';
import styled from 'styled-components';
import { Badge, Button, ButtonLink, Card, formatDate, formatTime, theme } from '@housesit/shell/kit';
import { Muted, Row } from '../layout';

const Item = styled(Card)<{ $unread: boolean }>`
  display: grid;
  gap: ${theme.space[2]}px;
  border-left: 4px solid ${({ $unread }) => ($unread ? theme.colors.primary : theme.colors.border)};

  p {
    overflow-wrap: anywhere;
  }

  h2 {
    margin: 0;
    font-size: 1rem;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

export interface NotificationCardProps {
  notification: AppNotification;
  /** The area's words for this notification (homeowners and admins are told different things). */
  title: string;
  text: string;
  /** Where the notification leads; following it marks an unread one read when `marksRead`. */
  link?: { to: string; label: string; marksRead?: boolean };
  pending: boolean;
  onMarkRead(id: number): void;
}

/**
 * One stored notification, for every area that lists them: what happened, when (New York time),
 * read or unread, where to go, and Mark as read.
 */
export function NotificationCard({ notification, title, text, link, pending, onMarkRead }: NotificationCardProps) {
  const unread = notification.readAt === null;
  const titleId = `notification-${notification.id}-title`;
  return (
    <Item as="article" $unread={unread} aria-labelledby={titleId}>
      <Row>
        <h2 id={titleId}>{title}</h2>
        {unread ? <Badge tone="info">Unread</Badge> : <Badge tone="neutral">Read</Badge>}
      </Row>
      <Muted>{text}</Muted>
      <Muted>
        <time dateTime={notification.createdAt}>{`${formatDate(notification.createdAt)} at ${formatTime(notification.createdAt)}`}</time>
      </Muted>
      <Actions>
        {link ? (
          <ButtonLink
            size="sm"
            variant="secondary"
            to={link.to}
            aria-describedby={titleId}
            onClick={link.marksRead && unread ? () => onMarkRead(notification.id) : undefined}
          >
            {link.label}
          </ButtonLink>
        ) : null}
        {unread ? (
          <Button
            size="sm"
            variant="ghost"
            disabled={pending}
            aria-busy={pending || undefined}
            onClick={() => onMarkRead(notification.id)}
            aria-describedby={titleId}
          >
            {pending ? 'Marking...' : 'Mark as read'}
          </Button>
        ) : null}
      </Actions>
    </Item>
  );
}
