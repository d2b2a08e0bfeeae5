import { useState } from 'react';
import {
  LOCATION_REQUEST_STATUS_LABELS,
  LOCATION_REQUESTS_PAGE_SIZE,
  SERVICE_AREA,
  type LocationRequest,
} from '@housesit/shared-contracts';
import { Badge, Button, Card, EmptyState, Loaded, formatDate } from '@housesit/shell/kit';
import { CardList, CardTitle, DetailList, Muted, Section, SectionTitle } from '@housesit/shell/kit/areas';
import { mailtoHref, telHref } from '../../../shared/contactLinks';
import { PageItems } from '../../../shared/PageItems';
import { useLocationRequests } from '../api/useLocationRequests';
import { RequestFollowUp } from './RequestFollowUp';

function RequestCard({ request: listed }: { request: LocationRequest }) {
  // The list is not fetched again after a save: the card keeps the server's answer.
  const [request, setRequest] = useState(listed);
  const where = request.variant === 'address' ? request.homeAddress : request.requestedCity;
  return (
    <Card>
      <CardTitle>{request.fullName}</CardTitle>
      <Badge tone={request.status === 'new' ? 'warning' : 'neutral'}>{LOCATION_REQUEST_STATUS_LABELS[request.status]}</Badge>
      <DetailList>
        <dt>Email</dt>
        <dd>
          {/* Typed by anyone on the public form: encoded, so '?bcc=…&body=…' cannot add headers. */}
          <a href={mailtoHref(request.email)}>{request.email}</a>
        </dd>
        <dt>Phone</dt>
        <dd>
          <a href={telHref(request.phone)}>{request.phone}</a>
        </dd>
        <dt>{request.variant === 'address' ? 'Home address' : 'Requested city'}</dt>
        <dd>{where ?? '—'}</dd>
        <dt>Requested on</dt>
        <dd>{formatDate(request.createdAt)}</dd>
      </DetailList>
      <RequestFollowUp request={request} onSaved={setRequest} />
    </Card>
  );
}

/** One page of requests (LOCATION_REQUESTS_PAGE_SIZE of them) as list items. */
function RequestPageItems({ offset }: { offset: number }) {
  return (
    <PageItems page={useLocationRequests(offset)} loadingLabel="Loading more requests...">
      {(request) => (
        <li key={request.id}>
          <RequestCard request={request} />
        </li>
      )}
    </PageItems>
  );
}

/** People outside the service area asking for it (both request dialogs), newest first, a page at a time. */
export function LocationRequests() {
  const [pages, setPages] = useState(1);
  const first = useLocationRequests(0);
  return (
    <Section aria-labelledby="location-requests-title">
      <SectionTitle id="location-requests-title">Service-area requests</SectionTitle>
      <Loaded
        query={first}
        loading="Loading service-area requests..."
        empty={
          <Card>
            <EmptyState title="No service-area requests yet" description={`Requests from outside ${SERVICE_AREA.label} appear here.`} />
          </Card>
        }
      >
        {(data) => (
          <>
            <Muted>Newest first. Reply by email or phone when the service reaches their town.</Muted>
            <CardList aria-label="Service-area requests" $min={260}>
              {Array.from({ length: pages }, (_, page) => (
                <RequestPageItems key={page} offset={page * LOCATION_REQUESTS_PAGE_SIZE} />
              ))}
            </CardList>
            {pages * LOCATION_REQUESTS_PAGE_SIZE < data.total ? (
              <Button variant="secondary" onClick={() => setPages(pages + 1)}>
                Show more requests
              </Button>
            ) : null}
          </>
        )}
      </Loaded>
    </Section>
  );
}
