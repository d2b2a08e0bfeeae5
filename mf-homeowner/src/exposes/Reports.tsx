import type { RemoteScreenProps } from '@housesit/shared-contracts';
import { ReportsScreen } from '../features/reports';

/** mf_homeowner/Reports: rendered by the shell inside its layout (EXPOSED_MODULES.mf_homeowner). */
export default function Reports(_props: RemoteScreenProps) {
  return <ReportsScreen />;
}
