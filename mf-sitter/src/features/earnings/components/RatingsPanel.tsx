import { Card, EmptyState, Loaded, StatCard, VisuallyHidden, formatDate } from '@housesit/shell/kit';
import type { SitterRatings } from '@housesit/shared-contracts';
import { CardTitle, Muted, PlainList, Row } from '@housesit/shell/kit/areas';
import { useMyRatings } from '../api/useMyRatings';

const stars = (count: number) => `${'★'.repeat(count)}${'☆'.repeat(5 - count)}`;

/** How customers rated the sitter's completed visits: the average and the latest, with comments. */
export function RatingsPanel() {
  return (
    <Loaded
      query={useMyRatings()}
      loading="Loading ratings..."
      isEmpty={(data) => data.count === 0}
      empty={
        <EmptyState title="No ratings yet" description="Customers can rate a visit once it is completed; their ratings appear here." />
      }
    >
      {(data) => <Ratings data={data} />}
    </Loaded>
  );
}

function Ratings({ data }: { data: SitterRatings }) {
  return (
    <>
      <StatCard
        label="Average rating"
        value={`${data.average?.toFixed(1) ?? '–'} of 5`}
        hint={`${data.count} ${data.count === 1 ? 'rating' : 'ratings'}`}
      />
      <PlainList aria-label="Latest ratings">
        {data.recent.map((rating) => (
          <li key={rating.visitId}>
            <Card>
              <Row>
                <CardTitle>
                  <span aria-hidden="true">{stars(rating.stars)}</span>
                  <VisuallyHidden>{`${rating.stars} of 5 stars`}</VisuallyHidden>
                </CardTitle>
                <Muted>
                  Visit #{rating.visitId} · {formatDate(rating.ratedAt)}
                </Muted>
              </Row>
              {rating.comment ? <p>{rating.comment}</p> : null}
            </Card>
          </li>
        ))}
      </PlainList>
    </>
  );
}
