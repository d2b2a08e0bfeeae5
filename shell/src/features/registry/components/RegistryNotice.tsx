import styled from 'styled-components';
import { Button, theme } from '@housesit/shell/kit';
import { useRegistryState } from '../RegistryContext';
import { ReleaseIndicator } from './ReleaseIndicator';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 8px 16px;
  padding: 8px 16px;
  background: ${theme.colors.warningSurface};
  color: ${theme.colors.text};
  border-bottom: 1px solid ${theme.colors.border};
  text-align: center;
  p {
    margin: 0;
  }
`;

/**
 * Says clearly when the runtime configuration could not be read or is out of date, and shows
 * the preview-release indicator to people who opted into a staging release.
 */
export function RegistryNotice() {
  const state = useRegistryState();
  const message = state?.status === 'failed' ? state.message : state?.warning;
  if (!message) return <ReleaseIndicator />;
  return (
    <Bar role="alert">
      <p>{message}</p>
      <Button size="sm" variant="secondary" onClick={() => window.location.reload()}>
        Reload
      </Button>
    </Bar>
  );
}
