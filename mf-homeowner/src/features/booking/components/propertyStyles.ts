import { theme } from '@housesit/shell/kit';
import styled from 'styled-components';

export const FieldGrid = styled.div`
  display: grid;
  gap: 1rem;
  min-width: 0;
`;

/** City, state and zip side by side from 480px; stacked on a phone. */
export const FixedTown = styled.div`
  display: grid;
  gap: 1rem;
  @media ${theme.breakpoints.sm} {
    grid-template-columns: 2fr 1fr 1fr;
  }
`;

export const Checkbox = styled.label`
  display: flex;
  gap: 0.75rem;
  align-items: center;
  min-height: 44px;
  cursor: pointer;
  input {
    width: 1.25rem;
    height: 1.25rem;
    accent-color: ${theme.colors.primary};
  }
`;
