import type { ReactNode } from 'react';
import styled from 'styled-components';
import { VISIT_STATUS_LABEL, type VisitStatus } from '@housesit/shared-contracts';
import { theme } from '../theme/theme';

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

const tones: Record<BadgeTone, { color: string; background: string }> = {
  neutral: { color: theme.colors.textMuted, background: theme.colors.surfaceMuted },
  info: { color: theme.colors.info, background: theme.colors.infoSurface },
  success: { color: theme.colors.success, background: theme.colors.successSurface },
  warning: { color: theme.colors.warning, background: theme.colors.warningSurface },
  danger: { color: theme.colors.danger, background: theme.colors.dangerSurface },
};

const StyledBadge = styled.span<{ $tone: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  padding: 2px 10px;
  border-radius: ${theme.radii.pill};
  font-size: ${theme.fontSizes.sm};
  font-weight: 600;
  white-space: nowrap;
  color: ${(p) => tones[p.$tone].color};
  background: ${(p) => tones[p.$tone].background};
`;

export interface BadgeProps {
  tone?: BadgeTone;
  children: ReactNode;
}

export function Badge({ tone = 'neutral', children }: BadgeProps) {
  return <StyledBadge $tone={tone}>{children}</StyledBadge>;
}

const STATUS_TONE: Record<VisitStatus, BadgeTone> = {
  scheduled: 'info',
  in_progress: 'warning',
  completed: 'success',
  cancelled: 'neutral',
};

/** A visit's status with the spec's label ('Upcoming', 'In Progress', ...). */
export function VisitStatusBadge({ status }: { status: VisitStatus }) {
  return <Badge tone={STATUS_TONE[status]}>{VISIT_STATUS_LABEL[status]}</Badge>;
}
