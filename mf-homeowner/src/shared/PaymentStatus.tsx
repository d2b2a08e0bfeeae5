import { theme } from '@housesit/shell/kit';
import styled, { keyframes } from 'styled-components';

type Tone = 'completed' | 'pending' | 'failed' | 'other';

const COLORS: Record<Tone, { color: string; background: string }> = {
  completed: { color: theme.colors.success, background: theme.colors.successSurface },
  pending: { color: theme.colors.warning, background: theme.colors.warningSurface },
  failed: { color: theme.colors.danger, background: theme.colors.dangerSurface },
  other: { color: theme.colors.textMuted, background: theme.colors.surfaceMuted },
};

const spin = keyframes`to { transform: rotate(360deg); }`;

const Pill = styled.span<{ $tone: Tone }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 2px 10px;
  border-radius: ${theme.radii.pill};
  font-size: ${theme.fontSizes.sm};
  font-weight: 600;
  white-space: nowrap;
  color: ${({ $tone }) => COLORS[$tone].color};
  background: ${({ $tone }) => COLORS[$tone].background};
`;

const Wheel = styled.span`
  width: 12px;
  height: 12px;
  border: 2px solid currentColor;
  border-top-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

function toneOf(status: string): Tone {
  return status === 'completed' || status === 'pending' || status === 'failed' ? status : 'other';
}

/** 'pending' → 'Pending'. */
export function paymentStatusLabel(status: string): string {
  const words = status.replace(/_/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : words;
}

/**
 * A payment's status as docs/product/customer.md §2 shows it: capitalised; completed green with a check,
 * pending yellow with a spinner, failed red, anything else grey.
 */
export function PaymentStatus({ status }: { status: string }) {
  const tone = toneOf(status);
  return (
    <Pill $tone={tone} data-tone={tone}>
      {tone === 'completed' ? (
        <svg width="12" height="12" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <path d="m4 10.5 4 4 8-9" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      ) : null}
      {tone === 'pending' ? <Wheel aria-hidden="true" /> : null}
      {paymentStatusLabel(status)}
    </Pill>
  );
}
