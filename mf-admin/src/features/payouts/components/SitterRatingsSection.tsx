import { TOASTS, failureText } from '@housesit/shared-contracts';
import { EmptyState, ErrorBox, Spinner } from '@housesit/shell/kit';
import { Muted, PlainList, Row, Section, SectionTitle } from '@housesit/shell/kit/areas';
import { useSitterRatings } from '../api/usePayouts';

/** Every sitter's average rating from customers, best first; sitters without ratings last. */
export function SitterRatingsSection() {
  const { data, error, mutate } = useSitterRatings();
  return (
    <Section aria-labelledby="sitter-ratings-title">
      <SectionTitle id="sitter-ratings-title">Sitter ratings</SectionTitle>
      {error ? (
        <ErrorBox title={TOASTS.loadFailed.title} message={failureText(error)} onRetry={() => void mutate()} />
      ) : !data ? (
        <Spinner label="Loading ratings..." />
      ) : data.items.length === 0 ? (
        <EmptyState title="No sitters yet" />
      ) : (
        <PlainList aria-label="Ratings per sitter">
          {data.items.map((sitter) => (
            <li key={sitter.sitterId}>
              <Row>
                <span>{sitter.name}</span>
                {sitter.average === null ? (
                  <Muted>No ratings yet</Muted>
                ) : (
                  <strong>{`${sitter.average.toFixed(1)} of 5 · ${sitter.count} ${sitter.count === 1 ? 'rating' : 'ratings'}`}</strong>
                )}
              </Row>
            </li>
          ))}
        </PlainList>
      )}
    </Section>
  );
}
