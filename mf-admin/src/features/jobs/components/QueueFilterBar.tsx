import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { SITTER_ROLE } from '@housesit/shared-contracts';
import { Field, Input } from '@housesit/shell/kit';
import { Select } from '@housesit/shell/kit/areas';
import { useAccounts } from '../../accounts';
import { useDebouncedValue } from '../../../shared/useDebouncedValue';
import type { QueueFilters } from '../queueFilters';

// Two columns at 375 px, up to five on a wide screen.
const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  gap: 12px;
`;

const SEARCH_DELAY_MS = 300;

export interface QueueFilterBarProps {
  value: QueueFilters;
  onChange: (next: QueueFilters) => void;
}

/** Date range (service-area days), sitter or Unassigned, and search; status has its own buttons. */
export function QueueFilterBar({ value, onChange }: QueueFilterBarProps) {
  const sitters = useAccounts(SITTER_ROLE);
  // The search box answers each key at once; the URL (and the request) follow a pause in typing.
  const [search, setSearch] = useState(value.search);
  const settled = useDebouncedValue(search, SEARCH_DELAY_MS);
  // Only a new pause in typing is sent: a change of the other filters must not resend a stale box.
  const lastSettled = useRef(settled);
  useEffect(() => {
    if (settled === lastSettled.current) return;
    lastSettled.current = settled;
    if (settled !== value.search) onChange({ ...value, search: settled });
  }, [settled, value, onChange]);

  const sitterValue = value.sitter === undefined ? '' : String(value.sitter);
  return (
    <Grid role="group" aria-label="Filter jobs">
      <Field label="Search" htmlFor="queue-search" hint="Homeowner, address or visit id">
        <Input id="queue-search" type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
      </Field>
      <Field label="From" htmlFor="queue-from">
        <Input id="queue-from" type="date" value={value.from} onChange={(e) => onChange({ ...value, from: e.target.value })} />
      </Field>
      <Field label="To" htmlFor="queue-to">
        <Input id="queue-to" type="date" value={value.to} onChange={(e) => onChange({ ...value, to: e.target.value })} />
      </Field>
      <Field label="Sitter" htmlFor="queue-sitter">
        <Select
          id="queue-sitter"
          value={sitterValue}
          onChange={(e) => {
            const raw = e.target.value;
            onChange({ ...value, sitter: raw === '' ? undefined : raw === 'unassigned' ? 'unassigned' : Number(raw) });
          }}
        >
          <option value="">Any sitter</option>
          <option value="unassigned">Unassigned</option>
          {(sitters.data?.items ?? []).map((s) => (
            <option key={s.id} value={String(s.id)}>
              {`${s.firstName} ${s.lastName}`}
            </option>
          ))}
        </Select>
      </Field>
    </Grid>
  );
}
