import { SERVICE_AREA, TOASTS, type LocationRequest } from '@housesit/shared-contracts';
import { Card, EmptyState, ErrorBox, Spinner, formatDate } from '@housesit/shell/kit';
import { CardList, CardTitle, DetailList, Muted, Section, SectionTitle } from '../../../layout';
import { errorMessage } from '../../jobs/errorMessage';
import { useLocationRequests } from '../api/useLocationRequests';

function RequestCard({ request }: { request: LocationRequest }) {
  const where = request.variant === 'address' ? request.homeAddress : request.requestedCity;
  return (
    <Card>
      <CardTitle>{request.fullName}</CardTitle>
      <DetailList>
        <dt>Email</dt>
        <dd>
          <a href={`mailto:${request.email}`}>{request.email}</a>
        </dd>
        <dt>Phone</dt>
        <dd>
          <a href={`tel:${request.phone.replace(/[^\d+]/g, '')}`}>{request.phone}</a>
        </dd>
        <dt>{request.variant === 'address' ? 'Home address' : 'Requested city'}</dt>
        <dd>{where ?? '—'}</dd>
        <dt>Requested on</dt>
        <dd>{formatDate(request.createdAt)}</dd>
      </DetailList>
    </Card>
  );
}

/** People outside the service area asking for it (both request dialogs), newest first. */
export function LocationRequests() {
  const { data, error, mutate } = useLocationRequests();
  return (
    <Section aria-labelledby="location-requests-title">
      <SectionTitle id="location-requests-title">Service-area requests</SectionTitle>
      {error ? (
        <ErrorBox title={TOASTS.loadFailed.title} message={errorMessage(error)} onRetry={() => void mutate()} />
      ) : !data ? (
        <Spinner label="Loading service-area requests..." />
      ) : data.items.length === 0 ? (
        <Card>
          <EmptyState title="No service-area requests yet" description={`Requests from outside ${SERVICE_AREA.label} appear here.`} />
        </Card>
      ) : (
        <>
          <Muted>Newest first. Reply by email or phone when the service reaches their town.</Muted>
          <CardList aria-label="Service-area requests" $min={260}>
            {data.items.map((request) => (
              <li key={request.id}>
                <RequestCard request={request} />
              </li>
            ))}
          </CardList>
        </>
      )}
    </Section>
  );
}
