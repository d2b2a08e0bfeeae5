import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX } from '@housesit/shared-contracts';
import { theme, useToastQueue, useToastSlot, type ToastItem } from '@housesit/shell/kit';

// At the top of the page's <main>, in the flow and pinned under the header: a toast
// takes its own room and pushes the page down instead of floating over it ('Account created!'
// covered the wizard's Continue on desktop, bottom right, and its title on a phone, top).
// Scrolled down, it stays in view under the header. Empty, it takes no room.
const Region = styled.section`
  position: sticky;
  z-index: ${theme.zIndex.toast};
  top: 68px;
  display: flex;
  flex-direction: column;
  gap: 8px;
  pointer-events: none;
  &:not(:empty) {
    margin-bottom: 16px;
  }
  @media ${theme.breakpoints.md} {
    top: 76px;
    width: 380px;
    max-width: 100%;
    margin-left: auto;
  }
`;
/** Inside an open dialog's panel, in the flow: it moves the content down instead of covering it. */
const DialogRegion = styled.section`
  display: flex;
  flex-direction: column;
  gap: 8px;
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
  p {
    margin: 0;
  }
  p.title {
    font-weight: 700;
  }
  p.description {
    font-size: ${theme.fontSizes.sm};
    opacity: 0.9;
  }
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
  &:hover {
    background: rgba(0, 0, 0, 0.08);
  }
`;

/**
 * The shell's toaster: the kit keeps at most one toast (TOAST_LIMIT); each closes itself after
 * TOAST_DURATION_MS (or its own durationMs), with its close button, or when swiped right past
 * TOAST_SWIPE_THRESHOLD_PX.
 */
export function Toaster() {
  const { toasts, dismiss } = useToastQueue();
  // While a modal dialog is open its toasts go inside it (kit toastSlot.ts): a floating toast
  // covered the booking wizard's Continue and title, and is out of reach of an aria-modal dialog.
  const slot = useToastSlot();
  const items = toasts.map((toast) => <Toast key={toast.id} toast={toast} onDismiss={() => dismiss(toast.id)} />);
  if (slot) return createPortal(<DialogRegion aria-label="Notifications">{items}</DialogRegion>, slot);
  return <Region aria-label="Notifications">{items}</Region>;
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
