import type { ReactNode } from 'react';
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
}

export function StatCard({ label, value, hint }: StatCardProps) {
  return (
    <Card>
      <Label>{label}</Label>
      <Value>{value}</Value>
      {hint ? <Hint>{hint}</Hint> : null}
    </Card>
  );
}
