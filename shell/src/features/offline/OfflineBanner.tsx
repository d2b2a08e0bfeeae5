import styled from 'styled-components';
import { SITTER_ROLE, normalizeRole } from '@housesit/shared-contracts';
import { theme, usePendingChanges, useSession } from '@housesit/shell/kit';
import { changesWaiting, OFFLINE_TEXT } from './texts';
import { useOnline } from './useOnline';

// In the flow at the top of the page (not floating), so at 375 px it pushes the page down
// instead of covering the navigation or a form's button.
const Bar = styled.div`
  padding: 10px 16px;
  background: ${theme.colors.text};
  color: ${theme.colors.surface};
  font-size: ${theme.fontSizes.sm};
  line-height: 1.4;
  overflow-wrap: anywhere;
  p {
    margin: 0;
    max-width: 1200px;
    margin-inline: auto;
  }
  p + p {
    font-weight: 700;
    margin-top: 2px;
  }
`;

/**
 * Says the person is offline, for every role: the sitter that the app keeps working; everyone
 * else that a change cannot be saved now (rather than a save failing with no reason given). It
 * also counts the changes an area holds unsent (usePendingChanges), online or not. A status
 * region: read out when it appears, without taking focus.
 */
export function OfflineBanner() {
  const online = useOnline();
  const { user } = useSession();
  const waiting = usePendingChanges().length;
  const show = !online || waiting > 0;
  return (
    <div role="status" data-testid="offline-status">
      {show ? (
        <Bar>
          {online ? null : <p>{user && normalizeRole(user.role) === SITTER_ROLE ? OFFLINE_TEXT.sitter : OFFLINE_TEXT.others}</p>}
          {waiting > 0 ? <p>{changesWaiting(waiting)}</p> : null}
        </Bar>
      ) : null}
    </div>
  );
}
