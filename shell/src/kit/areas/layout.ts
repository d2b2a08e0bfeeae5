/** Spacing and grids the signed-in areas place the kit's primitives with: phone first (375 px), wider from there. */
import styled from 'styled-components';
import { theme } from '@housesit/shell/kit';

export const Page = styled.div`
  display: grid;
  gap: 24px;
  width: 100%;
  max-width: 1200px;
  margin: 0 auto;
  min-width: 0;
`;

/** Cards that fill the row: one column on a phone, as many as fit on wider screens. */
export const CardGrid = styled.div<{ $min?: number }>`
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${(p) => p.$min ?? 200}px), 1fr));
`;

export const Section = styled.section`
  display: grid;
  gap: 12px;
  min-width: 0;
`;

export const SectionTitle = styled.h2`
  margin: 0;
  font-size: ${theme.fontSizes.lg};
  line-height: 1.3;
`;

export const CardTitle = styled.h3`
  margin: 0;
  font-size: ${theme.fontSizes.md};
  line-height: 1.3;
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  min-width: 0;
`;

export const PlainList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
`;

/** Short label/value pairs (a report's facts, a booking's details): two columns at every width. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 4px 16px;
  margin: 0;

  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** Label/value pairs: stacked on a phone, two columns from 480 px. */
export const DetailList = styled.dl`
  display: grid;
  grid-template-columns: 1fr;
  gap: 4px 16px;
  margin: 0;

  dt {
    font-weight: 600;
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
  }

  dd {
    margin: 0 0 8px;
    overflow-wrap: anywhere;
  }

  @media ${theme.breakpoints.sm} {
    grid-template-columns: minmax(120px, max-content) 1fr;

    dd {
      margin: 0;
    }
  }
`;

export const Muted = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
`;

/** A list of cards laid out like CardGrid. */
export const CardList = styled.ul<{ $min?: number }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${(p) => p.$min ?? 280}px), 1fr));
`;

/** A native select that looks like the kit's Input (the kit has no select primitive). */
export const Select = styled.select`
  display: block;
  width: 100%;
  min-height: 44px;
  padding: 8px 12px;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font: inherit;

  &:disabled {
    background: ${theme.colors.surfaceMuted};
    cursor: not-allowed;
  }
`;

/** Buttons of a card or dialog: stacked full width on a phone, side by side from 480 px. */
export const Actions = styled.div`
  display: grid;
  gap: 8px;

  @media ${theme.breakpoints.sm} {
    display: flex;
    flex-wrap: wrap;
  }
`;
