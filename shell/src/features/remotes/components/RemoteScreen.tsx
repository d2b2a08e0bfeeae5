import styled from 'styled-components';
import type { RemoteScreenProps } from '@housesit/shared-contracts';
import { ErrorBox, Spinner } from '@housesit/shell/kit';
import { remoteId } from '../remoteLoader';
import { RemoteArea } from './RemoteArea';

export const REMOTE_UNAVAILABLE_TEXT = 'This part of Housesit is unavailable right now.';

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: 48px 16px;
`;
const FallbackBox = styled.div`
  max-width: 560px;
  margin: 32px auto;
`;

interface RemoteScreenOwnProps {
  remote: string;
  module: string;
  path: string;
  /** See RemoteArea. */
  onShown?: () => void;
}

/** The area's fallback for a screen this shell cannot show at all (decision 016): nothing to retry. */
export function RemoteUnavailable() {
  return (
    <FallbackBox>
      <ErrorBox message={REMOTE_UNAVAILABLE_TEXT} />
    </FallbackBox>
  );
}

/** A route's screen from its owning remote, with a loading state and a retryable fallback. */
export function RemoteScreen({ remote, module, path, onShown }: RemoteScreenOwnProps) {
  return (
    <RemoteArea<RemoteScreenProps>
      id={remoteId(remote, module)}
      props={{ path }}
      onShown={onShown}
      loading={
        <Centered>
          <Spinner label="Loading..." />
        </Centered>
      }
      fallback={(retry) => (
        <FallbackBox>
          <ErrorBox message={REMOTE_UNAVAILABLE_TEXT} onRetry={retry} />
        </FallbackBox>
      )}
    />
  );
}
