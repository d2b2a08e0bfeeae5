import type { Visit } from '@housesit/shared-contracts';
import { formatDate } from '@housesit/shell/kit';
import { DetailList, Muted } from '@housesit/shell/kit/areas';

/** The visit report: minutes, tasks done, photos, completed date, notes. */
export function VisitReport({ visit }: { visit: Visit }) {
  const report = visit.report;
  if (!report) return <Muted>No report yet: it is created when the visit starts.</Muted>;
  const done = visit.tasks.filter((t) => t.isCompleted).length;
  return (
    <DetailList>
      <dt>Minutes</dt>
      <dd>{report.duration ?? 'Not recorded'}</dd>
      <dt>Tasks done</dt>
      <dd>
        {done} of {visit.tasks.length}
      </dd>
      <dt>Photos</dt>
      <dd>{report.mediaUrls.length}</dd>
      <dt>Completed</dt>
      <dd>{report.completedAt ? formatDate(report.completedAt) : 'Not completed yet'}</dd>
      <dt>Notes</dt>
      <dd>{report.notes || 'No notes'}</dd>
    </DetailList>
  );
}
