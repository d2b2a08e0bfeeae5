import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { theme } from '../theme/theme';
import { focusableIn } from './focusable';
import { registerToastSlot } from './toastSlot';

export interface DialogProps {
  open: boolean;
  onClose(): void;
  title: string;
  description?: string;
  children?: ReactNode;
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /**
   * Where focus goes on opening: the first control (a form's first field), or the dialog itself,
   * for long read-first content (a visit's details) that must open at its top with its heading in
   * view: focusing a control further down would scroll the body past the header.
   */
  initialFocus?: 'first' | 'dialog';
}

const WIDTH = { sm: '420px', md: '560px', lg: '800px' } as const;

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  display: flex;
  align-items: flex-end;
  justify-content: center;
  padding: 0;
  background: ${theme.colors.overlay};
  z-index: ${theme.zIndex.dialog};
  @media ${theme.breakpoints.sm} {
    align-items: center;
    padding: 16px;
  }
`;

// On a phone the dialog is a bottom sheet using the full width; from 480px it is centred.
const Panel = styled.div<{ $size: keyof typeof WIDTH }>`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: ${(p) => WIDTH[p.$size]};
  max-height: 92vh;
  background: ${theme.colors.surface};
  border-radius: ${theme.radii.lg} ${theme.radii.lg} 0 0;
  box-shadow: ${theme.shadows.floating};
  outline: none;
  @media ${theme.breakpoints.sm} {
    border-radius: ${theme.radii.lg};
  }
`;
const Head = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 12px;
  padding: 16px 16px 8px;
  h2 {
    font-size: ${theme.fontSizes.lg};
    margin: 0;
  }
  p {
    margin: 4px 0 0;
    color: ${theme.colors.textMuted};
  }
`;
/** The toasts shown while this dialog is open (toastSlot.ts); empty, it takes no room. */
const ToastSlot = styled.div`
  &:not(:empty) {
    padding: 0 16px 8px;
  }
`;
const Body = styled.div`
  padding: 8px 16px 16px;
  overflow-y: auto;
`;
const Foot = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 8px;
  padding: 12px 16px 16px;
  border-top: 1px solid ${theme.colors.border};
`;
const Close = styled.button`
  flex-shrink: 0;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: ${theme.radii.md};
  background: transparent;
  color: ${theme.colors.text};
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: ${theme.colors.surfaceMuted};
  }
`;

/**
 * A modal dialog: labelled by its title, focus moves in and stays in, Escape, the close button
 * and a click on the backdrop close it, and focus returns to whatever opened it.
 */
export function Dialog(props: DialogProps) {
  if (!props.open || typeof document === 'undefined') return null;
  return createPortal(<OpenDialog {...props} />, document.body);
}

/** Open dialogs, innermost last: Escape outside any panel closes only the innermost. */
const openDialogs: symbol[] = [];

function OpenDialog({ onClose, title, description, children, footer, size = 'md', initialFocus = 'first' }: DialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const toastSlotRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const initialFocusRef = useRef(initialFocus);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const panel = panelRef.current;
    if (panel && initialFocusRef.current === 'dialog') {
      panel.focus({ preventScroll: true });
      if (bodyRef.current) bodyRef.current.scrollTop = 0;
    } else if (panel) {
      // Neither the close button nor a toast's: the dialog's own first control.
      const first = focusableIn(panel).find((el) => !el.dataset.dialogClose && !toastSlotRef.current?.contains(el)) ?? panel;
      first.focus();
    }
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    // Focus can fall out to the page while the dialog is open (a ticked task's checkbox is
    // disabled while it saves): Escape must still close it.
    const me = Symbol('dialog');
    openDialogs.push(me);
    const onDocumentKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || openDialogs[openDialogs.length - 1] !== me) return;
      if (event.target instanceof Node && panel?.contains(event.target)) return;
      onCloseRef.current();
    };
    document.addEventListener('keydown', onDocumentKeyDown);
    return () => {
      document.removeEventListener('keydown', onDocumentKeyDown);
      openDialogs.splice(openDialogs.indexOf(me), 1);
      document.body.style.overflow = previousOverflow;
      if (opener && opener.isConnected) opener.focus();
    };
  }, []);

  useEffect(() => (toastSlotRef.current ? registerToastSlot(toastSlotRef.current) : undefined), []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const items = focusableIn(panelRef.current);
    if (items.length === 0) {
      event.preventDefault();
      return;
    }
    const first = items[0]!;
    const last = items[items.length - 1]!;
    if (event.shiftKey && (document.activeElement === first || document.activeElement === panelRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <Overlay
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onCloseRef.current();
      }}
    >
      <Panel
        ref={panelRef}
        $size={size}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <Head>
          <div>
            <h2 id={titleId}>{title}</h2>
            {description ? <p id={descriptionId}>{description}</p> : null}
          </div>
          <Close type="button" aria-label="Close" data-dialog-close="true" onClick={() => onCloseRef.current()}>
            <span aria-hidden="true">×</span>
          </Close>
        </Head>
        <ToastSlot ref={toastSlotRef} />
        <Body ref={bodyRef} data-dialog-body="true">
          {children}
        </Body>
        {footer ? <Foot>{footer}</Foot> : null}
      </Panel>
    </Overlay>
  );
}
