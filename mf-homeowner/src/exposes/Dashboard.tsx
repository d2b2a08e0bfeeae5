import type { RemoteScreenProps } from '@housesit/shared-contracts';
import { DashboardScreen } from '../features/dashboard';

/** mf_homeowner/Dashboard: rendered by the shell inside its layout (EXPOSED_MODULES.mf_homeowner). */
export default function Dashboard(_props: RemoteScreenProps) {
  return <DashboardScreen />;
}
