import styled from 'styled-components';
import { CountBadge, useUnreadTotals } from '@housesit/shell/kit';

const Spaced = styled(CountBadge)`
  margin-left: 6px;
`;

/**
 * The unread-message count beside a Messages entry, nothing when all is read. Screen
 * readers hear 'Messages, 3 unread' (the number alone would be read as part of the label).
 */
export function UnreadBadge() {
  const count = useUnreadTotals()?.unreadMessages ?? 0;
  return <Spaced count={count} label={`, ${count} unread`} data-testid="unread-badge" />;
}
