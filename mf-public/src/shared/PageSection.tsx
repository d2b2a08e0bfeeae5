import styled from 'styled-components';

/**
 * Page-level layout of the public pages (the kit has the primitives; widths and section rhythm
 * are particular to these long, text-first pages).
 */
export const PageContainer = styled.div`
  width: 100%;
  max-width: 1120px;
  margin: 0 auto;
  padding: 0 16px;

  @media ${({ theme }) => theme.breakpoints.md} {
    padding: 0 32px;
  }
`;

/** A readable column for long text (legal pages, support). */
export const TextContainer = styled(PageContainer)`
  max-width: 760px;
`;

export const PageSection = styled.section`
  padding: 40px 0;

  @media ${({ theme }) => theme.breakpoints.md} {
    padding: 64px 0;
  }
`;

export const SectionTitle = styled.h2`
  margin: 0 0 8px;
  font-size: 1.5rem;
  line-height: 1.25;

  @media ${({ theme }) => theme.breakpoints.md} {
    font-size: 2rem;
  }
`;

export const SectionIntro = styled.p`
  margin: 0 0 24px;
  max-width: 640px;
  color: ${({ theme }) => theme.colors.textMuted};
  line-height: 1.6;
`;
