import { isNotificationType, notificationWords, type AppNotification } from '@housesit/shared-contracts';
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

  h2,
  h3 {
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
  pending: boolean;
  onMarkRead(id: number): void;
  /** 2 on a notifications screen (under its h1); 3 inside a section of another screen. */
  headingLevel?: 2 | 3;
}

/**
 * One stored notification, for every area that lists them, in the words of shared-contracts'
 * catalogue: what happened, when (New York time), read or unread, where to go (following it
 * marks it read), and Mark as read. A kind this build does not know renders nothing: no words
 * at all rather than another kind's.
 */
export function NotificationCard({ notification, pending, onMarkRead, headingLevel = 2 }: NotificationCardProps) {
  const words = notificationWords(notification);
  if (!words) return null;
  const { title, text, link } = words;
  const unread = notification.readAt === null;
  const titleId = `notification-${notification.id}-title`;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Item as="article" $unread={unread} aria-labelledby={titleId}>
      <Row>
        <Heading id={titleId}>{title}</Heading>
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
            onClick={unread ? () => onMarkRead(notification.id) : undefined}
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

export interface NotificationItemsProps extends Pick<NotificationCardProps, 'onMarkRead' | 'headingLevel'> {
  items: readonly AppNotification[];
  /** The notification being marked read. */
  pendingId: number | null;
}

/** A list's items, one card each; a notification of a kind this build does not know gets no (empty) row. */
export function NotificationItems({ items, pendingId, onMarkRead, headingLevel }: NotificationItemsProps) {
  return (
    <>
      {items
        .filter((notification) => isNotificationType(notification.type))
        .map((notification) => (
          <li key={notification.id}>
            <NotificationCard
              notification={notification}
              pending={pendingId === notification.id}
              onMarkRead={onMarkRead}
              headingLevel={headingLevel}
            />
          </li>
        ))}
    </>
  );
}
