import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { theme } from '../theme/theme';
import { Card } from './Card';

const Label = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
`;
// The figure shrinks with its card (a container): at 375 px two cards share a row, and
// '$1,050.00' at the full size ran past the card's edge (docs/staff-screens-at-375px.md).
const Sized = styled(Card)`
  container-type: inline-size;
  min-width: 0;
`;
const Value = styled.p`
  margin: 4px 0 0;
  font-size: clamp(1.125rem, 13cqi, ${theme.fontSizes.xl});
  font-weight: 700;
  overflow-wrap: anywhere;
`;
const Hint = styled.p`
  margin: 4px 0 0;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
`;

export interface StatCardProps {
  label: string;
  value: ReactNode;
  hint?: string;
  /** Where the figure's list is (e.g. the filtered job queue): the whole card becomes a link. */
  to?: string;
}

const CardLink = styled(Link)`
  display: block;
  color: inherit;
  text-decoration: none;
  border-radius: ${theme.radii.md};
  &:hover p:last-child,
  &:focus-visible p:last-child {
    text-decoration: underline;
  }
`;

export function StatCard({ label, value, hint, to }: StatCardProps) {
  const card = (
    <Sized>
      <Label>{label}</Label>
      <Value>{value}</Value>
      {hint ? <Hint>{hint}</Hint> : null}
    </Sized>
  );
  return to ? <CardLink to={to}>{card}</CardLink> : card;
}
