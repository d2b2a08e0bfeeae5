import { useState } from 'react';
import { Field, Input, Stack } from '@housesit/shell/kit';
import { useHomeowners } from '../api/useHomeowners';
import { useDebouncedValue } from '../../../shared/useDebouncedValue';
import { HomeownerList } from './HomeownerList';
import { UsersOverviewCards } from './UsersOverviewCards';

/** Typing pauses this long before the search goes to the API. */
export const SEARCH_DEBOUNCE_MS = 250;

/** The Homeowners tab: the API groups, searches and pages; the screen shows one page. */
export function HomeownersTab() {
  const [input, setInput] = useState('');
  const [offset, setOffset] = useState(0);
  const search = useDebouncedValue(input.trim(), SEARCH_DEBOUNCE_MS);
  // A new search starts at its first page (the offset of the previous search means nothing to it).
  const [searched, setSearched] = useState(search);
  if (searched !== search) {
    setSearched(search);
    setOffset(0);
  }
  const page = useHomeowners(search, searched === search ? offset : 0);

  return (
    <Stack gap={5}>
      {page.data ? <UsersOverviewCards overview={page.data.overview} /> : null}
      <Field label="Search users" htmlFor="user-search" hint="Homeowner id, name or email">
        <Input id="user-search" type="search" value={input} onChange={(e) => setInput(e.target.value)} autoComplete="off" />
      </Field>
      <HomeownerList search={search} offset={offset} onOffsetChange={setOffset} page={page} />
    </Stack>
  );
}
