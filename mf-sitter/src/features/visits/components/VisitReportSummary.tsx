import type { Report } from '@housesit/shared-contracts';
import { formatDate, formatTime } from '@housesit/shell/kit';
import { DetailList } from '@housesit/shell/kit/areas';

/** A completed visit's report as the homeowner receives it: when, how long, the sitter's notes. */
export function VisitReportSummary({ report }: { report: Report }) {
  return (
    <DetailList>
      {report.completedAt ? (
        <>
          <dt>Completed on</dt>
          <dd>
            {formatDate(report.completedAt)} at {formatTime(report.completedAt)}
          </dd>
        </>
      ) : null}
      {report.duration !== null ? (
        <>
          <dt>Duration</dt>
          <dd>{report.duration} min</dd>
        </>
      ) : null}
      <dt>Visit notes</dt>
      <dd>{report.notes || 'None'}</dd>
    </DetailList>
  );
}
