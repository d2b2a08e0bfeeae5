import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AddressAutocomplete, SUGGESTIONS_HEADING } from './AddressAutocomplete';

function Harness() {
  const [value, setValue] = useState('');
  return (
    <form aria-label="harness" onSubmit={(event) => event.preventDefault()}>
      <AddressAutocomplete id="street" label="Street address" value={value} onChange={setValue} />
      <button type="button">elsewhere</button>
    </form>
  );
}

const combobox = () => screen.getByRole('combobox', { name: 'Street address' });

afterEach(() => {
  vi.useRealTimers();
});

describe('AddressAutocomplete', () => {
  it('suggests from 2 characters under the Marblehead heading, at most 5', async () => {
    render(<Harness />);
    await userEvent.type(combobox(), 'm');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await userEvent.type(combobox(), 'a');
    const list = screen.getByRole('listbox', { name: SUGGESTIONS_HEADING });
    expect(SUGGESTIONS_HEADING).toBe('Smart suggestions for Marblehead, MA');
    expect(within(list).getAllByRole('option')).toHaveLength(5);
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
  });

  it('moves with the arrows, picks with Enter and closes with Escape', async () => {
    render(<Harness />);
    await userEvent.type(combobox(), 'ST');
    const options = screen.getAllByRole('option');
    expect(options[0]).toHaveTextContent('12 Front St, Marblehead, MA 01945');

    await userEvent.keyboard('{ArrowDown}');
    expect(combobox()).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(combobox()).toHaveAttribute('aria-activedescendant', options[1]!.id);
    // Up from the first wraps to the last.
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(combobox()).toHaveAttribute('aria-activedescendant', options.at(-1)!.id);

    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(combobox()).toHaveValue('48 Washington St');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');

    await userEvent.clear(combobox());
    await userEvent.type(combobox(), 'ocean');
    expect(screen.getByRole('listbox')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(combobox()).toHaveValue('ocean');
  });

  it('picks a suggestion with a click', async () => {
    render(<Harness />);
    await userEvent.type(combobox(), 'beacon');
    await userEvent.click(screen.getByRole('option', { name: '14 Beacon St, Marblehead, MA 01945' }));
    expect(combobox()).toHaveValue('14 Beacon St');
  });

  it('closes 150 ms after the field loses focus, not before', async () => {
    render(<Harness />);
    await userEvent.type(combobox(), 'elm');
    vi.useFakeTimers();
    fireEvent.blur(combobox());
    act(() => {
      vi.advanceTimersByTime(149);
    });
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});
