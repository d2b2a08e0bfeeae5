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
const Value = styled.p`
  margin: 4px 0 0;
  font-size: ${theme.fontSizes.xl};
  font-weight: 700;
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
    <Card>
      <Label>{label}</Label>
      <Value>{value}</Value>
      {hint ? <Hint>{hint}</Hint> : null}
    </Card>
  );
  return to ? <CardLink to={to}>{card}</CardLink> : card;
}
