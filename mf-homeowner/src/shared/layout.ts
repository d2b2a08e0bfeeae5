import { theme } from '@housesit/shell/kit';
import styled from 'styled-components';

/** Layout-only helpers; every visual primitive comes from the kit. */
export const PlainList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space[3]}px;
`;

export const SectionTitle = styled.h2`
  font-size: ${theme.fontSizes.lg};
  margin: 0 0 ${theme.space[3]}px;
`;

export const Section = styled.section`
  display: grid;
  min-width: 0;
`;

export const Muted = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
`;

/** Spacing between a screen's blocks (the page header brings its own margin). */
export const Page = styled.div`
  display: grid;
  gap: ${theme.space[5]}px;
  min-width: 0;
`;

/** Label/value pairs in two columns (report facts, visit details). */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${theme.space[1]}px ${theme.space[4]}px;
  margin: 0;

  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
