import styled, { keyframes } from 'styled-components';
import { useBusyWhile } from '../runtime/screenWork';
import { theme } from '../theme/theme';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Wheel = styled.span`
  display: inline-block;
  width: 24px;
  height: 24px;
  border: 3px solid ${theme.colors.border};
  border-top-color: ${theme.colors.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
  flex-shrink: 0;
`;

const Row = styled.div`
  display: inline-flex;
  align-items: center;
  gap: 12px;
  color: ${theme.colors.textMuted};
`;

export interface SpinnerProps {
  label?: string;
}

/**
 * A spinning wheel with a visible label, announced politely. Every loading state of the product
 * shows one (a screen's code or data on its way, a session check), so while one is on screen the
 * page is busy (the layout's <main> says so).
 */
export function Spinner({ label = 'Loading...' }: SpinnerProps) {
  useBusyWhile(true);
  return (
    <Row role="status" aria-live="polite">
      <Wheel aria-hidden="true" />
      <span>{label}</span>
    </Row>
  );
}

const Screen = styled.div`
  position: fixed;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${theme.colors.background};
  z-index: ${theme.zIndex.dialog};
`;

/** Covers the whole viewport while something the whole page needs is loading. */
export function FullPageSpinner({ label = 'Loading...' }: SpinnerProps) {
  return (
    <Screen>
      <Spinner label={label} />
    </Screen>
  );
}
