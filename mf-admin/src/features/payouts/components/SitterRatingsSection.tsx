import { EmptyState, Loaded } from '@housesit/shell/kit';
import { ItemList, Muted, Row, Section, SectionTitle } from '@housesit/shell/kit/areas';
import { useSitterRatings } from '../api/usePayouts';

/** Every sitter's average rating from customers, best first; sitters without ratings last. */
export function SitterRatingsSection() {
  const ratings = useSitterRatings();
  return (
    <Section aria-labelledby="sitter-ratings-title">
      <SectionTitle id="sitter-ratings-title">Sitter ratings</SectionTitle>
      <Loaded query={ratings} loading="Loading ratings...">
        {(data) => (
          <ItemList
            label="Ratings per sitter"
            items={data.items}
            itemKey={(sitter) => sitter.sitterId}
            empty={<EmptyState title="No sitters yet" />}
          >
            {(sitter) => (
              <Row>
                <span>{sitter.name}</span>
                {sitter.average === null ? (
                  <Muted>No ratings yet</Muted>
                ) : (
                  <strong>{`${sitter.average.toFixed(1)} of 5 · ${sitter.count} ${sitter.count === 1 ? 'rating' : 'ratings'}`}</strong>
                )}
              </Row>
            )}
          </ItemList>
        )}
      </Loaded>
    </Section>
  );
}
