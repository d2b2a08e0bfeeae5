import type { RemoteScreenProps } from '@housesit/shared-contracts';
import { SupportPage } from '../features/support';

/** mf_public/Support: route /support. */
export default function Support(_props: RemoteScreenProps) {
  return <SupportPage />;
}
