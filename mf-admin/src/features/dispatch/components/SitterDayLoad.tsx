import styled from 'styled-components';
import {
  DISPATCH_MESSAGES,
  loadSummary,
  loadWarnings,
  serviceDayLabel,
  type SitterLoadReport,
  type TimeWindow,
  type Visit,
} from '@housesit/shared-contracts';
import { theme } from '@housesit/shell/kit';
import { sitterDay, withoutVisit } from '../load';

const Box = styled.div<{ $tone: 'plain' | 'warning' | 'danger' }>`
  margin: 12px 0;
  padding: 12px;
  border-radius: ${theme.radii.md};
  background: ${(p) =>
    p.$tone === 'danger' ? theme.colors.dangerSurface : p.$tone === 'warning' ? theme.colors.warningSurface : theme.colors.surfaceMuted};
  color: ${(p) => (p.$tone === 'danger' ? theme.colors.danger : p.$tone === 'warning' ? theme.colors.warning : theme.colors.text)};
  p {
    margin: 0 0 4px;
  }
  ul {
    margin: 4px 0 0;
    padding-left: 20px;
  }
`;

export interface SitterDayLoadProps {
  report: SitterLoadReport | undefined;
  sitter: { id: number; name: string };
  /** The day (yyyy-MM-dd) and window the visit would have with this sitter. */
  date: string;
  window: TimeWindow;
  visit: Pick<Visit, 'assignedSitterId' | 'scheduledDate' | 'timeWindow' | 'status'>;
  /** What a day off means here; an assignment is refused (the default), a move lets the sitter go. */
  offNote?: string;
}

/**
 * The chosen sitter's load that day (per window, and for the day), with a warning for every
 * crowded window and for a day over the limit once this visit is added. A warning does not stop
 * the save; a day off does (the API refuses it too), so it is said as an alert.
 */
export function SitterDayLoad({ report, sitter, date, window, visit, offNote = DISPATCH_MESSAGES.sitterOff }: SitterDayLoadProps) {
  const found = sitterDay(report, sitter.id, date);
  if (!found) return report ? null : <p>Loading {sitter.name}&apos;s day...</p>;
  if (found.off) {
    return (
      <Box $tone="danger" role="alert" aria-label="Sitter is off">
        <p>
          {sitter.name} is off on {serviceDayLabel(`${date}T12:00:00Z`)}.
        </p>
        <p>{offNote}</p>
      </Box>
    );
  }
  const day = withoutVisit(found, sitter.id, visit);
  const warnings = loadWarnings(day, sitter.name, { window });
  return (
    <Box
      $tone={warnings.length > 0 ? 'warning' : 'plain'}
      role="status"
      aria-label={warnings.length > 0 ? 'Schedule warning' : 'Sitter load'}
    >
      <p>
        {sitter.name} that day before this visit: {loadSummary(day)}
      </p>
      {warnings.length > 0 ? (
        <ul>
          {warnings.map((warning) => (
            <li key={warning}>{warning}</li>
          ))}
        </ul>
      ) : null}
    </Box>
  );
}
