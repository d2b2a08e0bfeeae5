import type { RemoteScreenProps } from '@housesit/shared-contracts';
import { NotificationsScreen } from '../features/notifications';

/** mf_homeowner/Notifications: rendered by the shell inside its layout (EXPOSED_MODULES.mf_homeowner). */
export default function Notifications(_props: RemoteScreenProps) {
  return <NotificationsScreen />;
}
