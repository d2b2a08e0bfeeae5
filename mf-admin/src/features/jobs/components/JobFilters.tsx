import styled from 'styled-components';
import { Button } from '@housesit/shell/kit';
import { JOB_FILTERS, type JobFilter } from '../jobFilters';

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

export interface JobFiltersProps {
  value: JobFilter['id'];
  onChange: (filter: JobFilter) => void;
}

/** Toggle buttons (aria-pressed) rather than tabs: each one reloads the list from the server. */
export function JobFilters({ value, onChange }: JobFiltersProps) {
  return (
    <Group role="group" aria-label="Filter jobs by status">
      {JOB_FILTERS.map((filter) => {
        const pressed = filter.id === value;
        return (
          <Button
            key={filter.id}
            type="button"
            size="md"
            variant={pressed ? 'primary' : 'secondary'}
            aria-pressed={pressed}
            onClick={() => onChange(filter)}
          >
            {filter.label}
          </Button>
        );
      })}
    </Group>
  );
}
