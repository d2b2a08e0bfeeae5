import { theme } from '@housesit/shell/kit';
import styled from 'styled-components';

export const PriceLines = styled.dl`
  display: grid;
  gap: 4px;
  margin: 16px 0 4px;
  padding-top: 12px;
  border-top: 1px solid ${theme.colors.border};
  div {
    display: flex;
    justify-content: space-between;
    gap: 12px;
  }
  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
  div[data-total='true'] {
    font-weight: 700;
    font-size: ${theme.fontSizes.lg};
  }
`;

export const PanelHead = styled.h3`
  margin: 0 0 8px;
  font-size: ${theme.fontSizes.lg};
`;

export const PanelRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  margin-top: 12px;
`;
