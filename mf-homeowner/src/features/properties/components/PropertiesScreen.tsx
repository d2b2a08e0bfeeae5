import { BOOK_LABEL } from '@housesit/shared-contracts';
import { ButtonLink, EmptyState, Loaded, PageHeader } from '@housesit/shell/kit';
import { Page, PlainList } from '@housesit/shell/kit/areas';
import { useProperties } from '../api/useProperties';
import { PropertyCard } from './PropertyCard';

/** /homeowner/properties (docs/product/DECISIONS.md dropdown paths): the addresses booked. */
export function PropertiesScreen() {
  const properties = useProperties();
  return (
    <Page>
      <PageHeader title="My Properties" subtitle="The addresses you have booked visits for, and how our sitters get in." />
      <Loaded
        query={properties}
        loading="Loading properties..."
        empty={
          <EmptyState
            title="No properties yet"
            description="The addresses of your bookings will appear here."
            action={<ButtonLink to="/purchase">{BOOK_LABEL}</ButtonLink>}
          />
        }
      >
        {({ items }) => (
          <PlainList aria-label="Properties">
            {items.map((property, index) => (
              <li key={property.address}>
                <PropertyCard property={property} index={index} />
              </li>
            ))}
          </PlainList>
        )}
      </Loaded>
    </Page>
  );
}
