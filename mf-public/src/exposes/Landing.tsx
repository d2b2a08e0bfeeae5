import type { RemoteScreenProps } from '@housesit/shared-contracts';
import { LandingPage } from '../features/landing/components/LandingPage';

/** mf_public/Landing: route /. */
export default function Landing(_props: RemoteScreenProps) {
  return <LandingPage />;
}
