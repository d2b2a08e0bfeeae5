import type { RemoteScreenProps } from '@housesit/shared-contracts';
import { BillingScreen } from '../features/billing';

/** mf_homeowner/Billing: rendered by the shell inside its layout (EXPOSED_MODULES.mf_homeowner). */
export default function Billing(_props: RemoteScreenProps) {
  return <BillingScreen />;
}
