import styled from 'styled-components';
import { SANDBOX_PAYMENTS_NOTICE } from '@housesit/shared-contracts';
import { theme } from '@housesit/shell/kit';
import { useRegistryState } from '../RegistryContext';

// The same bar as the page server's notice on the pages it composes (server/site.ts),
// so the app taking over such a page neither flashes nor moves it.
const Bar = styled.p`
  margin: 0;
  padding: 8px 16px;
  background: ${theme.colors.warningSurface};
  color: ${theme.colors.text};
  border-bottom: 1px solid ${theme.colors.border};
  text-align: center;
`;

/**
 * On every page while the server takes payments in its sandbox (the registry's `sandboxPayments`:
 * a production server with PAYMENTS=sandbox), so nobody takes a test booking for a paid one.
 */
export function SandboxPaymentsNotice() {
  const state = useRegistryState();
  if (state?.status !== 'ready' || state.registry.sandboxPayments !== true) return null;
  return (
    <Bar role="status" data-sandbox-payments>
      {SANDBOX_PAYMENTS_NOTICE}
    </Bar>
  );
}
