import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { Button, ButtonLink, Dialog, ErrorBox, Field, Input, Tabs, VisitStatusBadge } from '@housesit/shell/kit';

function DialogHarness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Pick a plan" description="Choose one" footer={<Button>Confirm</Button>}>
        <Input aria-label="Name" />
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is a labelled modal; focus moves in, stays in, and returns to the opener', async () => {
    const user = userEvent.setup();
    render(<DialogHarness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Pick a plan' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Choose one');
    expect(screen.getByLabelText('Name')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    // The close button comes first in the DOM: Tab wrapped to it, Shift+Tab wraps back.
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('still closes on Escape when focus has fallen out of it (a control inside was disabled)', async () => {
    const user = userEvent.setup();
    render(<DialogHarness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByLabelText('Name')).toHaveFocus();
    (document.activeElement as HTMLElement).blur();
    expect(document.body).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens a long read-first dialog on itself, at its top, when asked (initialFocus="dialog")', async () => {
    const user = userEvent.setup();
    function Details() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onClick={() => setOpen(true)}>Open details</Button>
          <Dialog open={open} onClose={() => setOpen(false)} title="Visit #14" initialFocus="dialog">
            <p>Status: Completed</p>
            <a href="tel:7815550100">Call</a>
          </Dialog>
        </>
      );
    }
    render(<Details />);
    await user.click(screen.getByRole('button', { name: 'Open details' }));
    const dialog = screen.getByRole('dialog', { name: 'Visit #14' });
    expect(dialog).toHaveFocus();
    // Tab still reaches the controls in order from the top.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Call' })).toHaveFocus();
  });

  it('closes with its close button', async () => {
    const user = userEvent.setup();
    render(<DialogHarness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('Tabs', () => {
  it('is a tablist where arrow keys move and select', async () => {
    const user = userEvent.setup();
    function Harness() {
      const [value, setValue] = useState('a');
      return (
        <Tabs
          label="Jobs"
          value={value}
          onChange={setValue}
          idPrefix="jobs"
          items={[
            { id: 'a', label: 'Upcoming', count: 2 },
            { id: 'b', label: 'Active' },
            { id: 'c', label: 'Completed' },
          ]}
        />
      );
    }
    render(<Harness />);
    const first = screen.getByRole('tab', { name: 'Upcoming 2' });
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(first).toHaveAttribute('aria-controls', 'jobs-panel-a');
    first.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Active' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Active' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Completed' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tablist', { name: 'Jobs' })).toBeInTheDocument();
  });

  it('renders tabs with an href as links that select in place on a plain click', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <MemoryRouter>
        <Tabs
          label="Account"
          value="in"
          onChange={onChange}
          items={[
            { id: 'in', label: 'Login', href: '/login' },
            { id: 'up', label: 'Register', href: '/login?tab=register' },
          ]}
        />
      </MemoryRouter>,
    );
    const register = screen.getByRole('tab', { name: 'Register' });
    expect(register.tagName).toBe('A');
    expect(register).toHaveAttribute('href', '/login?tab=register');
    expect(register).toHaveAttribute('aria-selected', 'false');
    // Roving focus with scripts: only the selected tab is a Tab stop.
    expect(register).toHaveAttribute('tabindex', '-1');
    const plain = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    register.dispatchEvent(plain);
    expect(plain.defaultPrevented).toBe(true);
    expect(onChange).toHaveBeenCalledWith('up');
    // A click for a new tab is the browser's (seen after React's handler, then stopped: jsdom cannot navigate).
    let leftToBrowser = false;
    const stop = (event: Event) => {
      leftToBrowser = !event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener('click', stop);
    register.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true }));
    document.removeEventListener('click', stop);
    expect(leftToBrowser).toBe(true);
    expect(onChange).toHaveBeenCalledTimes(1);
    screen.getByRole('tab', { name: 'Login' }).focus();
    await user.keyboard('{End}');
    expect(onChange).toHaveBeenLastCalledWith('up');
    expect(register).toHaveFocus();
  });
});

describe('Field', () => {
  it('labels the control and links hint and error to it', () => {
    render(
      <Field label="Email" htmlFor="email" hint="We never share it" error="Invalid email address">
        <Input id="email" />
      </Field>,
    );
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We never share it Invalid email address');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid email address');
  });
});

describe('other primitives', () => {
  it('ErrorBox offers Retry only with onRetry', async () => {
    const onRetry = vi.fn();
    const { rerender } = render(<ErrorBox message="Broken" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    rerender(<ErrorBox message="Broken" onRetry={onRetry} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it("VisitStatusBadge shows the spec's labels", () => {
    render(
      <>
        <VisitStatusBadge status="scheduled" />
        <VisitStatusBadge status="in_progress" />
      </>,
    );
    expect(screen.getByText('Upcoming')).toBeInTheDocument();
    expect(screen.getByText('In Progress')).toBeInTheDocument();
  });

  it('Button defaults to type=button; ButtonLink is a link', () => {
    render(
      <MemoryRouter>
        <Button>Go</Button>
        <ButtonLink to="/login">Sign in</ButtonLink>
      </MemoryRouter>,
    );
    expect(screen.getByRole('button', { name: 'Go' })).toHaveAttribute('type', 'button');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });
});
