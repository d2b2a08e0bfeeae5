import styled from 'styled-components';
import { theme } from '../theme/theme';
import { Button } from './Button';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 8px;
  padding: 16px;
  border: 1px solid ${theme.colors.danger};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.dangerSurface};
  color: ${theme.colors.text};
  h2 {
    font-size: ${theme.fontSizes.md};
    margin: 0;
    color: ${theme.colors.danger};
  }
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export interface ErrorBoxProps {
  title?: string;
  message: string;
  onRetry?: () => void;
}

/** An error in place of content, with a Retry button when there is something to retry. */
export function ErrorBox({ title, message, onRetry }: ErrorBoxProps) {
  return (
    <Box role="alert">
      {title ? <h2>{title}</h2> : null}
      <p>{message}</p>
      {onRetry ? (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          Retry
        </Button>
      ) : null}
    </Box>
  );
}
