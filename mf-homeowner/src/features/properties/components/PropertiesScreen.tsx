import { BOOK_LABEL, TOASTS, failureText } from '@housesit/shared-contracts';
import { ButtonLink, EmptyState, ErrorBox, PageHeader, Spinner } from '@housesit/shell/kit';
import { Page, PlainList } from '../../../shared/layout';
import { useProperties } from '../api/useProperties';
import { PropertyCard } from './PropertyCard';

/** /homeowner/properties (DECISIONS.md dropdown paths): the addresses booked. */
export function PropertiesScreen() {
  const properties = useProperties();
  const items = properties.data?.items ?? [];
  return (
    <Page>
      <PageHeader title="My Properties" subtitle="The addresses you have booked visits for, and how our sitters get in." />
      {properties.isLoading || (!properties.data && !properties.error) ? (
        <Spinner label="Loading properties..." />
      ) : properties.error ? (
        <ErrorBox title={TOASTS.loadFailed.title} message={failureText(properties.error)} onRetry={() => void properties.mutate()} />
      ) : items.length === 0 ? (
        <EmptyState
          title="No properties yet"
          description="The addresses of your bookings will appear here."
          action={<ButtonLink to="/purchase">{BOOK_LABEL}</ButtonLink>}
        />
      ) : (
        <PlainList aria-label="Properties">
          {items.map((property, index) => (
            <li key={property.address}>
              <PropertyCard property={property} index={index} />
            </li>
          ))}
        </PlainList>
      )}
    </Page>
  );
}
