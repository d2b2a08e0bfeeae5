import styled from 'styled-components';
import { serviceDayKey, type Visit } from '@housesit/shared-contracts';
import { theme } from '@housesit/shell/kit';
import { UNASSIGNED_ROW, cellWarning, dayHeading, visitWindow, type ScheduleRow } from '../week';

/** Scrolls sideways on a phone (375 px): the sitter column stays put, the days move under it. */
const Scroller = styled.div`
  overflow-x: auto;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
  }
`;

const Table = styled.table`
  border-collapse: separate;
  border-spacing: 0;
  min-width: 100%;
  font-size: ${theme.fontSizes.sm};
  caption {
    text-align: left;
    padding: 8px 12px;
    color: ${theme.colors.textMuted};
  }
  th,
  td {
    border-top: 1px solid ${theme.colors.border};
    padding: 6px;
    vertical-align: top;
    min-width: 118px;
  }
  thead th {
    border-top: 0;
    text-align: left;
    white-space: nowrap;
  }
  th[scope='row'] {
    position: sticky;
    left: 0;
    z-index: 1;
    min-width: 96px;
    max-width: 120px;
    background: ${theme.colors.surface};
    text-align: left;
    overflow-wrap: anywhere;
    box-shadow: 1px 0 0 ${theme.colors.border};
  }
  td[data-today='true'],
  th[data-today='true'] {
    background: ${theme.colors.surfaceMuted};
  }
  tr[data-unassigned='true'] th,
  tr[data-unassigned='true'] td {
    background: ${theme.colors.warningSurface};
  }
`;

const Chip = styled.button<{ $status: Visit['status'] }>`
  display: block;
  width: 100%;
  min-height: 44px;
  margin: 0 0 4px;
  padding: 4px 6px;
  border: 1px solid ${theme.colors.border};
  border-left: 4px solid
    ${(p) => (p.$status === 'completed' ? theme.colors.success : p.$status === 'in_progress' ? theme.colors.info : theme.colors.primary)};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
  }
  small {
    display: block;
    color: ${theme.colors.textMuted};
  }
`;

const CellWarning = styled.p`
  margin: 0 0 4px;
  color: ${theme.colors.warning};
  font-weight: 600;
`;

export interface WeekGridProps {
  days: readonly string[];
  rows: readonly ScheduleRow[];
  onOpen(visit: Visit): void;
  now?: Date;
}

/** Days across, sitters down (then Unassigned); each visit is a button that opens its assignment. */
export function WeekGrid({ days, rows, onOpen, now = new Date() }: WeekGridProps) {
  const today = serviceDayKey(now);
  return (
    <Scroller role="region" aria-label="Week schedule" tabIndex={0}>
      <Table>
        <caption>Visits by sitter and day (service-area time). Select a visit to assign or change its sitter.</caption>
        <thead>
          <tr>
            <th scope="col">Sitter</th>
            {days.map((day) => (
              <th key={day} scope="col" data-today={day === today || undefined}>
                {dayHeading(day)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} data-unassigned={row.key === UNASSIGNED_ROW || undefined}>
              <th scope="row">{row.label}</th>
              {days.map((day) => {
                const visits = row.days.get(day) ?? [];
                const warning = row.key === UNASSIGNED_ROW ? null : cellWarning(visits);
                return (
                  <td key={day} data-today={day === today || undefined}>
                    {warning ? <CellWarning>⚠ {warning}</CellWarning> : null}
                    {visits.map((visit) => (
                      <Chip
                        key={visit.id}
                        type="button"
                        $status={visit.status}
                        onClick={() => onOpen(visit)}
                        aria-label={`Visit #${visit.id}, ${dayHeading(day)}, ${visitWindow(visit)}, ${row.label}`}
                      >
                        #{visit.id} · {visitWindow(visit)}
                        <small>{visit.homeowner.lastName}</small>
                      </Chip>
                    ))}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroller>
  );
}
