import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ItemList } from './ItemList';

const sitters = [
  { id: 1, name: 'Sam Sitter' },
  { id: 2, name: 'Kim Keeper' },
];

describe('ItemList', () => {
  it('is a list named by its label, one item per entry, in order', () => {
    render(
      <ItemList label="Sitters" items={sitters} itemKey={(s) => s.id}>
        {(s) => s.name}
      </ItemList>,
    );
    const items = within(screen.getByRole('list', { name: 'Sitters' })).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['Sam Sitter', 'Kim Keeper']);
  });

  it('can be named by the heading above it and marks the current item', () => {
    render(
      <>
        <h3 id="staff">Admins (2)</h3>
        <ItemList labelledBy="staff" items={sitters} itemKey={(s) => s.id} isCurrent={(s) => s.id === 2}>
          {(s) => s.name}
        </ItemList>
      </>,
    );
    const list = screen.getByRole('list', { name: 'Admins (2)' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).not.toHaveAttribute('aria-current');
    expect(second).toHaveAttribute('aria-current', 'true');
  });

  it('shows its empty state instead of an empty list', () => {
    render(
      <ItemList label="Sitters" items={[]} itemKey={() => 0} empty={<p>No sitters yet</p>}>
        {() => null}
      </ItemList>,
    );
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByText('No sitters yet')).toBeInTheDocument();
  });

  it('keeps an empty list when no empty state is given (a list that fills later)', () => {
    render(
      <ItemList label="Sitters" items={[]} itemKey={() => 0} layout="cards" min={240}>
        {() => null}
      </ItemList>,
    );
    expect(within(screen.getByRole('list', { name: 'Sitters' })).queryAllByRole('listitem')).toHaveLength(0);
  });
});
