import { theme } from '@housesit/shell/kit';
import styled from 'styled-components';

/** A radio group of large, easy-to-tap choices: a booking's cadence and time window, a visit's new window. */
export const ChoiceGroup = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.75rem;
  legend {
    font-weight: 600;
    margin-bottom: 0.5rem;
    padding: 0;
  }
  label {
    display: flex;
    gap: 0.75rem;
    align-items: center;
    padding: 0.75rem 1rem;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.md};
    cursor: pointer;
  }
  input {
    width: 1.25rem;
    height: 1.25rem;
    accent-color: ${theme.colors.primary};
  }
  small {
    display: block;
    color: ${theme.colors.textMuted};
  }
`;
