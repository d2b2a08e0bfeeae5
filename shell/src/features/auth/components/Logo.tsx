import styled from 'styled-components';
import { BRAND } from '@housesit/shared-contracts';
import { theme } from '@housesit/shell/kit';

const Mark = styled.svg`
  display: block;
  flex-shrink: 0;
`;

/** The Housesit mark: a house with a heart-shaped window. Decorative unless `title` is given. */
export function LogoMark({ size = 40, title }: { size?: number; title?: string }) {
  return (
    <Mark
      width={size}
      height={size}
      viewBox="0 0 48 48"
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
    >
      <rect width="48" height="48" rx="12" fill={theme.colors.primary} />
      <path d="M10 24 24 12l14 12" fill="none" stroke="#fff" strokeWidth="3.5" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M14 22v14h20V22" fill="none" stroke="#fff" strokeWidth="3.5" strokeLinejoin="round" />
      <path d="M24 32s-5-3-5-6.2a2.7 2.7 0 0 1 5-1.4 2.7 2.7 0 0 1 5 1.4C29 29 24 32 24 32z" fill={theme.colors.accent} />
    </Mark>
  );
}

const Word = styled.span`
  font-weight: 800;
  font-size: 1.25rem;
  color: ${theme.colors.text};
  letter-spacing: -0.01em;
`;
const Row = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 10px;
`;

/** Mark and name. */
export function Logo({ size = 40 }: { size?: number }) {
  return (
    <Row>
      <LogoMark size={size} />
      <Word>{BRAND}</Word>
    </Row>
  );
}
