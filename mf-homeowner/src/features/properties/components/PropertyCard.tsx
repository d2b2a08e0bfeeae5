import type { PropertySummary } from '@housesit/shared-contracts';
import { Card, formatDate } from '@housesit/shell/kit';
import styled from 'styled-components';
import { Facts } from '@housesit/shell/kit/areas';
import { AccessDetailsEditor } from './AccessDetailsEditor';

const Title = styled.h2`
  margin: 0 0 0.75rem;
  font-size: 1rem;
  overflow-wrap: anywhere;
`;

const Instructions = styled.dd`
  white-space: pre-wrap;
`;

interface Props {
  property: PropertySummary;
  index: number;
}

/** One address booked: how the sitter gets in, and its visits. */
export function PropertyCard({ property, index }: Props) {
  const titleId = `property-${index}-title`;
  return (
    <Card as="article" aria-labelledby={titleId}>
      <Title id={titleId}>{property.address}</Title>
      <Facts>
        <dt>Access</dt>
        <Instructions>{property.accessInstructions?.trim() || 'No access instructions given'}</Instructions>
        <dt>Visits</dt>
        <dd>{property.visitCount}</dd>
        <dt>Last visit</dt>
        <dd>{property.lastVisitAt ? <time dateTime={property.lastVisitAt}>{formatDate(property.lastVisitAt)}</time> : 'None yet'}</dd>
        <dt>Next visit</dt>
        <dd>{property.nextVisitAt ? <time dateTime={property.nextVisitAt}>{formatDate(property.nextVisitAt)}</time> : 'None scheduled'}</dd>
      </Facts>
      <AccessDetailsEditor address={property.address} />
    </Card>
  );
}
