import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Dialog, KitProvider, useToast, type ToastInput } from '@housesit/shell/kit';
import { stubApi } from '../../../test/stubApi';
import { Toaster } from './Toaster';

let toast: (t: ToastInput) => void = () => {};
function Trigger() {
  toast = useToast().toast;
  return null;
}

const { api } = stubApi({});

function Harness({ dialog }: { dialog: boolean }) {
  return (
    <KitProvider api={api}>
      <Trigger />
      <Toaster />
      <Dialog open={dialog} onClose={() => {}} title="Book a Housesit" footer={<button type="button">Continue</button>}>
        <button type="button">Standard Visit</button>
      </Dialog>
    </KitProvider>
  );
}

function renderToaster(dialog = false) {
  return render(<Harness dialog={dialog} />);
}

describe('Toaster', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows one toast at a time: a new toast replaces the visible one', () => {
    renderToaster();
    act(() => toast({ title: 'First', description: 'one' }));
    expect(screen.getByText('First')).toBeInTheDocument();
    act(() => toast({ title: 'Second' }));
    expect(screen.getByText('Second')).toBeInTheDocument();
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(screen.getAllByRole('status')).toHaveLength(1);
  });

  it('dismisses itself after 5 seconds', () => {
    renderToaster();
    act(() => toast({ title: 'Saved' }));
    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('honours a toast’s own duration', () => {
    renderToaster();
    act(() => toast({ title: 'Redirecting to Payment', durationMs: 3000 }));
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(screen.queryByText('Redirecting to Payment')).not.toBeInTheDocument();
  });

  it('announces destructive toasts as alerts and others as status', () => {
    renderToaster();
    act(() => toast({ title: 'Error', description: 'Failed to log out. Please try again.', variant: 'destructive' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to log out. Please try again.');
    act(() => toast({ title: 'Logged out' }));
    expect(screen.getByRole('status')).toHaveTextContent('Logged out');
  });

  it('shows inside an open dialog, between its title and its content, and back on the page once it closes', () => {
    const view = renderToaster(true);
    const dialog = screen.getByRole('dialog', { name: 'Book a Housesit' });
    // The dialog's own first control has focus, not the toast's close button.
    expect(screen.getByRole('button', { name: 'Standard Visit' })).toHaveFocus();
    act(() => toast({ title: 'Account created!', description: 'Your account has been created successfully.' }));
    const card = within(dialog).getByRole('status');
    expect(card).toHaveTextContent('Account created!');
    // In the flow after the title and before the content and the footer: it pushes them, covers nothing.
    const title = within(dialog).getByRole('heading', { name: 'Book a Housesit' });
    const content = within(dialog).getByRole('button', { name: 'Standard Visit' });
    expect(title.compareDocumentPosition(card) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(card.compareDocumentPosition(content) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();

    view.rerender(<Harness dialog={false} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Notifications' })).toHaveTextContent('Account created!');
  });

  it('closes with its close button', () => {
    renderToaster();
    act(() => toast({ title: 'Hello' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByText('Hello')).not.toBeInTheDocument();
  });

  it('is dismissed by a swipe to the right past 50 px, not by a shorter one', () => {
    renderToaster();
    act(() => toast({ title: 'Swipe me' }));
    const card = screen.getByRole('status');
    fireEvent.pointerDown(card, { clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(card, { clientX: 140, pointerId: 1 });
    fireEvent.pointerUp(card, { clientX: 150, pointerId: 1 });
    expect(screen.getByText('Swipe me')).toBeInTheDocument();
    expect(card.style.transform).toBe('');

    fireEvent.pointerDown(card, { clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(card, { clientX: 130, pointerId: 1 });
    expect(card.style.transform).toBe('translateX(30px)');
    fireEvent.pointerUp(card, { clientX: 151, pointerId: 1 });
    expect(screen.queryByText('Swipe me')).not.toBeInTheDocument();
  });
});
