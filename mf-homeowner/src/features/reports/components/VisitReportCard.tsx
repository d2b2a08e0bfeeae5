import { VISIT_ERRORS, formatAmount, visitTitle, type Visit } from '@housesit/shared-contracts';
import { Button, ButtonLink, Card, VisitStatusBadge } from '@housesit/shell/kit';
import styled from 'styled-components';
import { Muted } from '@housesit/shell/kit/areas';
import { personName, visitDateTime } from '../../../shared/visitText';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 0.5rem;
`;

const Title = styled.h2`
  margin: 0;
  font-size: 1rem;
  overflow-wrap: anywhere;
`;

const Body = styled.div`
  display: grid;
  gap: 0.25rem;
  margin: 0.5rem 0 0.75rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

interface Props {
  visit: Visit;
  onOpenReport(visit: Visit): void;
  onOpenPhotos(visit: Visit): void;
  /** Absent in the archived view, which hides the archive action (docs/product/customer.md §4). */
  onArchive?: (reportId: number) => void;
  /** The archived view's way back: the report returns to the active list. */
  onRestore?: (reportId: number) => void;
  /** Archiving or restoring this visit's report is under way. */
  archiving?: boolean;
}

/** One past visit on /reports: what, when, how much, and the way to its report and photos. */
export function VisitReportCard({ visit, onOpenReport, onOpenPhotos, onArchive, onRestore, archiving = false }: Props) {
  const { report } = visit;
  const sitter = personName(visit.assignedSitter);
  // docs/product/customer.md §6: a report and its photos can be viewed for a completed visit that has one.
  const canViewReport = visit.status === 'completed' && report !== null;
  const photoCount = canViewReport ? report.mediaUrls.length : 0;
  const titleId = `visit-${visit.id}-title`;

  return (
    <Card as="article" aria-labelledby={titleId}>
      <Header>
        <Title id={titleId}>{visitTitle(visit)}</Title>
        <VisitStatusBadge status={visit.status} />
      </Header>
      <Body>
        <Muted>
          <time dateTime={visit.scheduledDate}>{visitDateTime(visit)}</time>
        </Muted>
        <Muted>
          Visit #{visit.id} · {formatAmount(visit.totalAmount)}
          {sitter ? ` · Sitter: ${sitter}` : ''}
        </Muted>
        {visit.status === 'completed' && !report && <Muted>{VISIT_ERRORS.noReport}</Muted>}
      </Body>
      <Actions>
        {canViewReport && (
          <Button size="sm" onClick={() => onOpenReport(visit)} aria-describedby={titleId}>
            View Report
          </Button>
        )}
        {photoCount > 0 && (
          <Button size="sm" variant="secondary" onClick={() => onOpenPhotos(visit)} aria-describedby={titleId}>
            {`Photos (${photoCount})`}
          </Button>
        )}
        {onArchive && canViewReport && !report.isArchived && (
          <Button size="sm" variant="secondary" onClick={() => onArchive(report.id)} disabled={archiving} aria-describedby={titleId}>
            {archiving ? 'Archiving...' : 'Archive'}
          </Button>
        )}
        {onRestore && report?.isArchived && (
          <Button size="sm" variant="secondary" onClick={() => onRestore(report.id)} disabled={archiving} aria-describedby={titleId}>
            {archiving ? 'Restoring...' : 'Restore'}
          </Button>
        )}
        <ButtonLink size="sm" variant="ghost" to={`/messages?visitId=${visit.id}`} aria-describedby={titleId}>
          Message
        </ButtonLink>
      </Actions>
    </Card>
  );
}
