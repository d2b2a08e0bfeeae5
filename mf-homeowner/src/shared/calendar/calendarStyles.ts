import { theme } from '@housesit/shell/kit';
import styled from 'styled-components';

export const CalendarHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  max-width: 22rem;
  h4 {
    margin: 0;
    font-size: ${theme.fontSizes.md};
  }
`;

export const MonthButton = styled.button`
  width: 44px;
  height: 44px;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  font-size: 1.25rem;
  cursor: pointer;
  &:disabled {
    opacity: 0.4;
    cursor: not-allowed;
  }
`;

export const CalendarTable = styled.table`
  border-collapse: collapse;
  width: 100%;
  max-width: 22rem;
  table-layout: fixed;
  th {
    font-size: ${theme.fontSizes.sm};
    font-weight: 600;
    color: ${theme.colors.textMuted};
    padding: 4px 0;
  }
  td {
    padding: 2px;
    text-align: center;
  }
`;

// 40px days: seven fit in a 375px phone next to the dialog's padding.
export const CalendarDay = styled.button<{ $selected: boolean }>`
  width: 100%;
  max-width: 44px;
  aspect-ratio: 1;
  min-height: 40px;
  border: 1px solid ${({ $selected }) => ($selected ? theme.colors.primary : 'transparent')};
  border-radius: ${theme.radii.md};
  background: ${({ $selected }) => ($selected ? theme.colors.primary : 'transparent')};
  color: ${({ $selected }) => ($selected ? theme.colors.primaryText : theme.colors.text)};
  font-weight: ${({ $selected }) => ($selected ? 700 : 400)};
  cursor: pointer;
  &[aria-current='date'] {
    text-decoration: underline;
  }
  &[aria-disabled='true'] {
    color: ${theme.colors.textMuted};
    opacity: 0.45;
    text-decoration: line-through;
    cursor: not-allowed;
  }
  &:hover:not([aria-disabled='true']) {
    border-color: ${theme.colors.primary};
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 1px;
  }
`;
