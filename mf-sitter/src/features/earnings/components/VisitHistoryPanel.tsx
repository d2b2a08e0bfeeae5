import { formatCents, type Visit } from '@housesit/shared-contracts';
import { Card, EmptyState, formatDate } from '@housesit/shell/kit';
import { CardTitle, Muted, PlainList, Row } from '../../../layout';
import { completedOn, homeownerName, planName } from '../../visits/visitFormat';
import { payCents } from '../earnings';

/** Every completed visit with what it paid, newest first. */
export function VisitHistoryPanel({ visits }: { visits: readonly Visit[] }) {
  if (visits.length === 0) {
    return <EmptyState title="No completed visits yet" description="Visits you complete appear here with their pay." />;
  }
  return (
    <PlainList aria-label="Completed visits">
      {visits.map((visit) => (
        <li key={visit.id}>
          <Card>
            <Row>
              <CardTitle>{homeownerName(visit)}</CardTitle>
              <strong>{formatCents(payCents(visit))}</strong>
            </Row>
            <Muted>
              {formatDate(completedOn(visit).toISOString())} · {planName(visit.planType)}
            </Muted>
            <Muted>{visit.propertyAddress}</Muted>
          </Card>
        </li>
      ))}
    </PlainList>
  );
}
