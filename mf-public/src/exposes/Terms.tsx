import type { RemoteScreenProps } from '@housesit/shared-contracts';
import { TermsPage } from '../features/legal';

/** mf_public/Terms: route /terms. */
export default function Terms(_props: RemoteScreenProps) {
  return <TermsPage />;
}
