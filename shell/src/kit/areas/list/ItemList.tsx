import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';

const List = styled.ul<{ $cards: boolean; $min: number }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  min-width: 0;
  gap: ${(p) => (p.$cards ? 16 : 12)}px;
  ${(p) =>
    p.$cards &&
    css`
      /* One column on a 375 px phone (min(100%, …) never asks for more than the row has). */
      grid-template-columns: repeat(auto-fit, minmax(min(100%, ${p.$min}px), 1fr));
    `}

  > li {
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

/** A list is named for assistive technology: by its own words, or by the heading above it. */
type ListName = { label: string; labelledBy?: never } | { labelledBy: string; label?: never };

export type ItemListProps<T> = ListName & {
  items: readonly T[];
  /** A stable key per item (its id). */
  itemKey: (item: T) => string | number;
  /** What stands in the list item for one item. */
  children: (item: T) => ReactNode;
  /** Shown instead of the list when there are no items; without it, an empty list shows nothing. */
  empty?: ReactNode;
  /** 'rows' stacks the items; 'cards' lays them out as a grid of at least `min` px wide columns. */
  layout?: 'rows' | 'cards';
  /** The narrowest card column in px (cards layout); 280 by default. */
  min?: number;
  /** The item the page points at (one just created or opened): marked aria-current. */
  isCurrent?: (item: T) => boolean;
};

/**
 * The areas' one list of things (sitters' ratings, pay weeks, accounts...): a named <ul>, one
 * <li> per item, an empty state in its place when there is nothing, rows or cards that fit a
 * 375 px phone. Screens give what an item shows; the list's semantics and layout live here.
 */
export function ItemList<T>({
  label,
  labelledBy,
  items,
  itemKey,
  children,
  empty,
  layout = 'rows',
  min = 280,
  isCurrent,
}: ItemListProps<T>) {
  if (items.length === 0 && empty !== undefined) return <>{empty}</>;
  return (
    <List aria-label={label} aria-labelledby={labelledBy} $cards={layout === 'cards'} $min={min}>
      {items.map((item) => (
        <li key={itemKey(item)} aria-current={isCurrent?.(item) ? 'true' : undefined}>
          {children(item)}
        </li>
      ))}
    </List>
  );
}
