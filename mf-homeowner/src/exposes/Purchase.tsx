import type { RemoteScreenProps } from '@housesit/shared-contracts';
import { PurchaseScreen } from '../features/purchase';

/** mf_homeowner/Purchase: rendered by the shell inside its layout (EXPOSED_MODULES.mf_homeowner). */
export default function Purchase(_props: RemoteScreenProps) {
  return <PurchaseScreen />;
}
