import type { PropertySummary } from '@housesit/shared-contracts';
import { Card, formatDate } from '@housesit/shell/kit';
import styled from 'styled-components';
import { Facts } from '@housesit/shell/kit/areas';
import { AccessDetailsEditor } from './AccessDetailsEditor';
import { AccessReveals } from './AccessReveals';

const Title = styled.h2`
  margin: 0 0 0.75rem;
  font-size: 1rem;
  overflow-wrap: anywhere;
`;

const Access = styled.div`
  display: grid;
  gap: 0.75rem;
  margin-top: 0.75rem;
  min-width: 0;
  > button {
    justify-self: start;
  }
`;

interface Props {
  property: PropertySummary;
  index: number;
}

/** One address booked: its visits, and its sealed access details (which fields are saved, never their values). */
export function PropertyCard({ property, index }: Props) {
  const titleId = `property-${index}-title`;
  return (
    <Card as="article" aria-labelledby={titleId}>
      <Title id={titleId}>{property.address}</Title>
      <Facts>
        <dt>Visits</dt>
        <dd>{property.visitCount}</dd>
        <dt>Last visit</dt>
        <dd>{property.lastVisitAt ? <time dateTime={property.lastVisitAt}>{formatDate(property.lastVisitAt)}</time> : 'None yet'}</dd>
        <dt>Next visit</dt>
        <dd>{property.nextVisitAt ? <time dateTime={property.nextVisitAt}>{formatDate(property.nextVisitAt)}</time> : 'None scheduled'}</dd>
      </Facts>
      <Access>
        <AccessDetailsEditor address={property.address} />
        <AccessReveals address={property.address} />
      </Access>
    </Card>
  );
}
