import styled from 'styled-components';
import { theme } from '../theme/theme';

/** A surface with a border and a soft shadow. Takes every div prop. */
export const Card = styled.div`
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.card};
  padding: 16px;
  min-width: 0;
  @media ${theme.breakpoints.md} {
    padding: 24px;
  }
`;
