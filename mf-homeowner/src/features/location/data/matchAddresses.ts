import { AUTOCOMPLETE_MIN_CHARS, SUGGESTION_LIMIT } from '@housesit/shared-contracts';
import { MARBLEHEAD_ADDRESSES, type SuggestionAddress } from './marbleheadAddresses';

/**
 * docs/product/customer.md §5: from 2 characters, at most 5 case-insensitive substring matches on the full
 * or the street address.
 */
export function matchAddresses(query: string, book: readonly SuggestionAddress[] = MARBLEHEAD_ADDRESSES): SuggestionAddress[] {
  const needle = query.trim().toLowerCase();
  if (needle.length < AUTOCOMPLETE_MIN_CHARS) return [];
  return book
    .filter((entry) => entry.fullAddress.toLowerCase().includes(needle) || entry.address.toLowerCase().includes(needle))
    .slice(0, SUGGESTION_LIMIT);
}
