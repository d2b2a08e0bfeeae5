import type { RemoteScreenProps } from '@housesit/shared-contracts';
import { LandingPage } from '../features/landing';

/** mf_public/Landing: route /. */
export default function Landing(_props: RemoteScreenProps) {
  return <LandingPage />;
}
