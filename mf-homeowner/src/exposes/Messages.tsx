import type { RemoteScreenProps } from '@housesit/shared-contracts';
import { MessagesScreen } from '../features/messages';

/** mf_homeowner/Messages: rendered by the shell inside its layout (EXPOSED_MODULES.mf_homeowner). */
export default function Messages(_props: RemoteScreenProps) {
  return <MessagesScreen />;
}
