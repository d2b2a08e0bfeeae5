import { useState, type DragEvent } from 'react';
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
  td[data-off='true'] {
    background: repeating-linear-gradient(
      135deg,
      ${theme.colors.surfaceMuted},
      ${theme.colors.surfaceMuted} 6px,
      ${theme.colors.surface} 6px,
      ${theme.colors.surface} 12px
    );
  }
  td[data-drop='true'] {
    outline: 2px dashed ${theme.colors.primary};
    outline-offset: -3px;
  }
  td[data-drop-over='true'] {
    background: ${theme.colors.surfaceMuted};
  }
`;

const OffMark = styled.p`
  margin: 0 0 4px;
  color: ${theme.colors.textMuted};
  font-weight: 600;
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
  /** Whether the sitter is off that day (their time off): the cell says so and takes no drop. */
  isOff?(sitterId: number, day: string): boolean;
  /** An unassigned visit dropped on a sitter's cell for the visit's own day. */
  onDropVisit?(visit: Visit, sitterId: number): void;
  now?: Date;
}

/**
 * Days across, sitters down (then Unassigned); each visit is a button that opens its assignment.
 * An unassigned visit can also be dragged (native HTML5 drag and drop) onto a sitter's cell for
 * the visit's own day: a drop never moves a visit to another day (that is a reschedule, with its
 * own rule and notices, in the job details). Days a sitter is off are marked and take no drop.
 */
export function WeekGrid({ days, rows, onOpen, isOff = () => false, onDropVisit, now = new Date() }: WeekGridProps) {
  const today = serviceDayKey(now);
  const [dragged, setDragged] = useState<Visit | null>(null);
  const [over, setOver] = useState<string | null>(null);
  const accepts = (row: ScheduleRow, day: string) =>
    dragged !== null && row.key !== UNASSIGNED_ROW && serviceDayKey(dragged.scheduledDate) === day && !isOff(row.key, day);
  const cellProps = (row: ScheduleRow, day: string) => {
    if (!onDropVisit || row.key === UNASSIGNED_ROW) return {};
    const sitterId = row.key;
    const cell = `${sitterId}:${day}`;
    const ok = accepts(row, day);
    return {
      'data-drop': ok || undefined,
      'data-drop-over': (ok && over === cell) || undefined,
      onDragOver: (event: DragEvent) => {
        if (!ok) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        setOver(cell);
      },
      onDragLeave: () => setOver((was) => (was === cell ? null : was)),
      onDrop: (event: DragEvent) => {
        if (!ok || !dragged) return;
        event.preventDefault();
        onDropVisit(dragged, sitterId);
        setDragged(null);
        setOver(null);
      },
    };
  };
  return (
    <Scroller role="region" aria-label="Week schedule" tabIndex={0}>
      <Table>
        <caption>
          Visits by sitter and day (service-area time). Select a visit to assign or change its sitter, or drag an unassigned visit onto a
          sitter&apos;s cell for its day.
        </caption>
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
                const off = row.key !== UNASSIGNED_ROW && isOff(row.key, day);
                return (
                  <td key={day} data-day={day} data-today={day === today || undefined} data-off={off || undefined} {...cellProps(row, day)}>
                    {off ? <OffMark>Off</OffMark> : null}
                    {warning ? <CellWarning>⚠ {warning}</CellWarning> : null}
                    {visits.map((visit) => (
                      <Chip
                        key={visit.id}
                        type="button"
                        $status={visit.status}
                        onClick={() => onOpen(visit)}
                        draggable={Boolean(onDropVisit) && row.key === UNASSIGNED_ROW && visit.status === 'scheduled'}
                        onDragStart={(event) => {
                          event.dataTransfer.setData('text/plain', `Visit #${visit.id}`);
                          event.dataTransfer.effectAllowed = 'move';
                          setDragged(visit);
                        }}
                        onDragEnd={() => (setDragged(null), setOver(null))}
                        aria-label={`Visit #${visit.id}, ${dayHeading(day)}, ${visitWindow(visit)}, ${row.label}${off ? ' (off that day)' : ''}`}
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
