import styled from 'styled-components';
import { theme, useUnreadTotals } from '@housesit/shell/kit';

const Count = styled.span`
  display: inline-grid;
  place-items: center;
  min-width: 20px;
  height: 20px;
  margin-left: 6px;
  padding: 0 6px;
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.danger};
  color: #fff;
  font-size: 0.75rem;
  font-weight: 700;
  line-height: 1;
`;

/** Unread messages over 99 are shown as '99+'. */
export function unreadLabel(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/**
 * The unread-message count beside a Messages entry (issue 17), nothing when all is read. Screen
 * readers hear 'Messages, 3 unread' (the number alone would be read as part of the label).
 */
export function UnreadBadge() {
  const totals = useUnreadTotals();
  const count = totals?.unreadMessages ?? 0;
  if (count === 0) return null;
  return (
    <Count data-testid="unread-badge" aria-label={`, ${count} unread`}>
      {unreadLabel(count)}
    </Count>
  );
}
