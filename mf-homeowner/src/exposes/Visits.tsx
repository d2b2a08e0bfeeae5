import type { RemoteScreenProps } from '@housesit/shared-contracts';
import { MyVisitsScreen } from '../features/visits';

/** mf_homeowner/Visits: rendered by the shell inside its layout (EXPOSED_MODULES.mf_homeowner). */
export default function Visits(_props: RemoteScreenProps) {
  return <MyVisitsScreen />;
}
