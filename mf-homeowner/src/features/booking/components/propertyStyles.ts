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

/** What the lockbox is and that it is paid once per property, under its checkbox (it describes it). */
export const LockboxAbout = styled.p`
  margin: -0.5rem 0 0;
  color: ${theme.colors.textMuted};
`;

/** The service-area note under the address; set apart when the address typed is outside the town. */
export const ServiceAreaNote = styled.div<{ $refused: boolean }>`
  display: grid;
  justify-items: start;
  gap: 0.5rem;
  ${({ $refused }) =>
    $refused
      ? `padding: 12px; border: 1px solid ${theme.colors.danger}; border-radius: ${theme.radii.md}; background: ${theme.colors.dangerSurface};`
      : ''}
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
