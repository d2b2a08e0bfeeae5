import { formatCents, type SitterEarnings } from '@housesit/shared-contracts';
import { Card, EmptyState, formatDate, formatTime } from '@housesit/shell/kit';
import { CardTitle, Muted, PlainList, Row, planName } from '@housesit/shell/kit/areas';

/** Every completed visit with what it paid, as the endpoint lists them. */
export function VisitHistoryPanel({ history }: { history: SitterEarnings['history'] }) {
  if (history.length === 0) {
    return <EmptyState title="No completed visits yet" description="Visits you complete appear here with their pay." />;
  }
  return (
    <PlainList aria-label="Completed visits">
      {history.map((item) => (
        <li key={item.visitId}>
          <Card>
            <Row>
              <CardTitle>{item.propertyAddress}</CardTitle>
              <strong>{formatCents(item.payCents)}</strong>
            </Row>
            <Muted>
              Visit #{item.visitId} · {planName(item.planType)}
            </Muted>
            <Muted>
              Completed {formatDate(item.completedAt)} at {formatTime(item.completedAt)}
            </Muted>
          </Card>
        </li>
      ))}
    </PlainList>
  );
}
