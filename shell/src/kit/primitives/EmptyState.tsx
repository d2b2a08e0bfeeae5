import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '../theme/theme';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  padding: 32px 16px;
  text-align: center;
  color: ${theme.colors.textMuted};
  h2 {
    color: ${theme.colors.text};
    font-size: ${theme.fontSizes.lg};
    margin: 0;
  }
  p {
    margin: 0;
    max-width: 40ch;
  }
`;

export interface EmptyStateProps {
  title: string;
  description?: string;
  action?: ReactNode;
}

export function EmptyState({ title, description, action }: EmptyStateProps) {
  return (
    <Box>
      <h2>{title}</h2>
      {description ? <p>{description}</p> : null}
      {action ? <div>{action}</div> : null}
    </Box>
  );
}
