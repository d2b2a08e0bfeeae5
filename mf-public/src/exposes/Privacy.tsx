import type { RemoteScreenProps } from '@housesit/shared-contracts';
import { PrivacyPage } from '../features/legal';

/** mf_public/Privacy: route /privacy. */
export default function Privacy(_props: RemoteScreenProps) {
  return <PrivacyPage />;
}
