import type { RemoteScreenProps } from '@housesit/shared-contracts';
import { ConfirmationPage } from '../features/confirmation';

/** mf_public/Confirmation: route /confirmation. */
export default function Confirmation(_props: RemoteScreenProps) {
  return <ConfirmationPage />;
}
