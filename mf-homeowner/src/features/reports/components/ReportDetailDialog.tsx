import { visitTitle, type Report, type Visit } from '@housesit/shared-contracts';
import { Badge, Dialog, formatDate, formatTime } from '@housesit/shell/kit';
import styled from 'styled-components';
import { Facts, Muted, PlainList } from '@housesit/shell/kit/areas';
import { visitDateTime } from '../../../shared/visitText';
import { YourSitter } from '../../../shared/YourSitter';
import { PhotoThumbnails } from './PhotoThumbnails';
import { RateVisit } from './RateVisit';
import { TipVisit } from './TipVisit';

const Block = styled.section`
  display: grid;
  gap: 0.5rem;
  margin-top: 1rem;

  h3 {
    margin: 0;
    font-size: 1rem;
  }
`;

const Notes = styled.p`
  margin: 0;
  white-space: pre-wrap;
`;

const TaskRow = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.25rem 0.5rem;
`;

const NOT_RECORDED = 'Not recorded';

function timeOrNone(iso: string | null): string {
  return iso ? formatTime(iso) : NOT_RECORDED;
}

interface Props {
  visit: Visit & { report: Report };
  open: boolean;
  onClose(): void;
  onOpenPhoto(index: number): void;
}

/** The visit report: notes, duration, completed date, check-in/out, tasks done and photos. */
export function ReportDetailDialog({ visit, open, onClose, onOpenPhoto }: Props) {
  const { report } = visit;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={`Visit Report #${visit.id}`}
      description={`${visitTitle(visit)} · ${visitDateTime(visit)}`}
      size="lg"
    >
      <Facts>
        <dt>Completed</dt>
        <dd>{report.completedAt ? `${formatDate(report.completedAt)} at ${formatTime(report.completedAt)}` : NOT_RECORDED}</dd>
        <dt>Duration</dt>
        <dd>{report.duration !== null ? `${report.duration} minutes` : NOT_RECORDED}</dd>
        <dt>Check-in</dt>
        <dd>{timeOrNone(report.checkInAt)}</dd>
        <dt>Check-out</dt>
        <dd>{timeOrNone(report.checkOutAt)}</dd>
      </Facts>

      {visit.sitterCard ? (
        <Block>
          <YourSitter sitter={visit.sitterCard} headingId="report-sitter-title" showProfile={false} />
        </Block>
      ) : null}

      <Block aria-labelledby="report-notes-title">
        <h3 id="report-notes-title">Notes</h3>
        {report.notes ? <Notes>{report.notes}</Notes> : <Muted>No notes were left for this visit.</Muted>}
      </Block>

      <Block aria-labelledby="report-tasks-title">
        <h3 id="report-tasks-title">Tasks</h3>
        {visit.tasks.length === 0 ? (
          <Muted>No tasks were listed for this visit.</Muted>
        ) : (
          <PlainList>
            {visit.tasks.map((t) => (
              <TaskRow key={t.id}>
                <span>
                  {t.task.name}
                  {t.notes ? <Muted as="span">{` — ${t.notes}`}</Muted> : null}
                  {/* The sitter's reason, asked when the visit was completed without this task. */}
                  {!t.isCompleted && t.skipReason ? <Muted as="span">{` — Not done because: ${t.skipReason}`}</Muted> : null}
                </span>
                <Badge tone={t.isCompleted ? 'success' : 'neutral'}>{t.isCompleted ? 'Done' : 'Not done'}</Badge>
              </TaskRow>
            ))}
          </PlainList>
        )}
      </Block>

      <Block aria-labelledby="report-photos-title">
        <h3 id="report-photos-title">{`Photos (${report.mediaUrls.length})`}</h3>
        {report.mediaUrls.length === 0 ? (
          <Muted>No photos were added to this report.</Muted>
        ) : (
          <PhotoThumbnails urls={report.mediaUrls} onSelect={onOpenPhoto} />
        )}
      </Block>

      {visit.status === 'completed' ? <RateVisit visitId={visit.id} /> : null}
      {/* A tip goes to the visit's sitter: only a completed visit that had one. */}
      {visit.status === 'completed' && visit.assignedSitterId !== null ? <TipVisit visitId={visit.id} /> : null}
    </Dialog>
  );
}
