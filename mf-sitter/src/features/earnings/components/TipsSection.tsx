import { formatCents, tipReceivedText, type SitterEarnings } from '@housesit/shared-contracts';
import { formatDate } from '@housesit/shell/kit';
import { Muted, PlainList, Row, Section, SectionTitle } from '@housesit/shell/kit/areas';

/**
 * Customers' tips, each its own line: who, how much, for which visit, and when it was paid. The
 * totals above and the weekly pay already include them, in the week each was paid.
 */
export function TipsSection({ tips }: { tips: SitterEarnings['tips'] }) {
  return (
    <Section aria-labelledby="tips-title">
      <SectionTitle id="tips-title">Tips</SectionTitle>
      {tips.length === 0 ? (
        <Muted>No tips yet. When a customer tips a visit of yours, it appears here and in your pay.</Muted>
      ) : (
        <PlainList aria-label="Tips">
          {tips.map((tip) => (
            <li key={tip.tipId}>
              <Row>
                <span>{tipReceivedText({ amountCents: tip.amountCents, customerName: tip.fromFirstName, date: tip.visitDate })}</span>
                <strong>{formatCents(tip.amountCents)}</strong>
              </Row>
              <Muted>{`Visit #${tip.visitId} · paid ${formatDate(tip.paidAt)}`}</Muted>
            </li>
          ))}
        </PlainList>
      )}
    </Section>
  );
}
