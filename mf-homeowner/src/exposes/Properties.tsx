import type { RemoteScreenProps } from '@housesit/shared-contracts';
import { PropertiesScreen } from '../features/properties';

/** mf_homeowner/Properties: rendered by the shell inside its layout (EXPOSED_MODULES.mf_homeowner). */
export default function Properties(_props: RemoteScreenProps) {
  return <PropertiesScreen />;
}
