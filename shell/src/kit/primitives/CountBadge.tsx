import styled from 'styled-components';
import { theme } from '../theme/theme';

const Count = styled.span`
  display: inline-grid;
  place-items: center;
  min-width: 20px;
  height: 20px;
  padding: 0 6px;
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.danger};
  color: #fff;
  font-size: 0.75rem;
  font-weight: 700;
  line-height: 1;
`;

export interface CountBadgeProps {
  count: number;
  /** What the count is, for screen readers: '3 unread'. */
  label: string;
  className?: string;
  'data-testid'?: string;
}

/** A small red count (unread messages): nothing at 0, '99+' above 99. */
export function CountBadge({ count, label, className, 'data-testid': testId }: CountBadgeProps) {
  if (count <= 0) return null;
  return (
    <Count className={className} data-testid={testId} aria-label={label}>
      {count > 99 ? '99+' : String(count)}
    </Count>
  );
}
