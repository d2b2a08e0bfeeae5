import { useEffect, useRef, useState, type PointerEvent } from 'react';
import styled from 'styled-components';
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX } from '@housesit/shared-contracts';
import { theme, useToastQueue, type ToastItem } from '@housesit/shell/kit';

const Region = styled.section`
  position: fixed;
  z-index: ${theme.zIndex.toast};
  top: 12px;
  left: 12px;
  right: 12px;
  display: flex;
  flex-direction: column;
  gap: 8px;
  pointer-events: none;
  @media ${theme.breakpoints.md} { top: auto; bottom: 24px; left: auto; right: 24px; width: 380px; }
`;
const Card = styled.div<{ $variant: ToastItem['variant'] }>`
  position: relative;
  display: flex;
  align-items: flex-start;
  gap: 12px;
  padding: 14px 12px 14px 16px;
  border-radius: ${theme.radii.md};
  border: 1px solid ${(p) => (p.$variant === 'destructive' ? theme.colors.danger : theme.colors.border)};
  background: ${(p) => (p.$variant === 'destructive' ? theme.colors.danger : theme.colors.surface)};
  color: ${(p) => (p.$variant === 'destructive' ? theme.colors.primaryText : theme.colors.text)};
  border-left: 4px solid
    ${(p) => (p.$variant === 'success' ? theme.colors.success : p.$variant === 'destructive' ? theme.colors.dangerHover : theme.colors.primary)};
  box-shadow: ${theme.shadows.floating};
  pointer-events: auto;
  touch-action: pan-y;
  user-select: none;
  p { margin: 0; }
  p.title { font-weight: 700; }
  p.description { font-size: ${theme.fontSizes.sm}; opacity: 0.9; }
`;
const Close = styled.button`
  flex-shrink: 0;
  margin-left: auto;
  width: 32px;
  height: 32px;
  border: 0;
  border-radius: ${theme.radii.sm};
  background: transparent;
  color: inherit;
  font-size: 1.25rem;
  line-height: 1;
  cursor: pointer;
  &:hover { background: rgba(0, 0, 0, 0.08); }
`;

/**
 * The shell's toaster: the kit keeps at most one toast (TOAST_LIMIT); each closes itself after
 * TOAST_DURATION_MS (or its own durationMs), with its close button, or when swiped right past
 * TOAST_SWIPE_THRESHOLD_PX.
 */
export function Toaster() {
  const { toasts, dismiss } = useToastQueue();
  return (
    <Region aria-label="Notifications">
      {toasts.map((toast) => (
        <Toast key={toast.id} toast={toast} onDismiss={() => dismiss(toast.id)} />
      ))}
    </Region>
  );
}

function Toast({ toast, onDismiss }: { toast: ToastItem; onDismiss(): void }) {
  const dismissRef = useRef(onDismiss);
  dismissRef.current = onDismiss;
  const start = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);

  useEffect(() => {
    const timer = window.setTimeout(() => dismissRef.current(), toast.durationMs ?? TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [toast.id, toast.durationMs]);

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if ((event.target as HTMLElement).closest('button')) return;
    start.current = event.clientX;
    // lib.dom declares pointer capture on every element, but jsdom (the tests) has none.
    const card: Partial<Pick<Element, 'setPointerCapture'>> = event.currentTarget;
    card.setPointerCapture?.(event.pointerId);
  }
  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    if (start.current === null) return;
    setOffset(Math.max(0, event.clientX - start.current));
  }
  function onPointerEnd(event: PointerEvent<HTMLDivElement>) {
    if (start.current === null) return;
    const distance = event.clientX - start.current;
    start.current = null;
    if (distance > TOAST_SWIPE_THRESHOLD_PX) dismissRef.current();
    else setOffset(0);
  }

  const destructive = toast.variant === 'destructive';
  return (
    <Card
      $variant={toast.variant}
      role={destructive ? 'alert' : 'status'}
      aria-live={destructive ? 'assertive' : 'polite'}
      aria-atomic="true"
      style={offset ? { transform: `translateX(${offset}px)`, opacity: Math.max(0.2, 1 - offset / 200) } : undefined}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={() => {
        start.current = null;
        setOffset(0);
      }}
    >
      <div>
        <p className="title">{toast.title}</p>
        {toast.description ? <p className="description">{toast.description}</p> : null}
      </div>
      <Close type="button" aria-label="Close notification" onClick={onDismiss}>
        <span aria-hidden="true">×</span>
      </Close>
    </Card>
  );
}
