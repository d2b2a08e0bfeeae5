import { ButtonLink, Card, EmptyState, formatDate } from '@housesit/shell/kit';
import { SITTER_PATHS, timeWindowText, type Visit } from '@housesit/shared-contracts';
import { Muted, PlainList, Section, SectionTitle } from '@housesit/shell/kit/areas';
import { homeownerName } from '../../visits';

export function UpcomingVisits({ visits }: { visits: readonly Visit[] }) {
  return (
    <Section aria-labelledby="upcoming-visits-title">
      <SectionTitle id="upcoming-visits-title">Upcoming Visits</SectionTitle>
      {visits.length === 0 ? (
        <EmptyState title="No upcoming visits" description="New visits appear here when they are assigned to you." />
      ) : (
        <Card>
          <PlainList aria-label="Upcoming visits">
            {visits.map((visit) => (
              <li key={visit.id}>
                <strong>
                  {formatDate(visit.scheduledDate)} · {timeWindowText(visit.timeWindow)}
                </strong>
                <Muted>
                  {homeownerName(visit)} · {visit.propertyAddress}
                </Muted>
              </li>
            ))}
          </PlainList>
        </Card>
      )}
      <ButtonLink to={SITTER_PATHS.jobs} variant="secondary" size="lg" fullWidth>
        See all jobs
      </ButtonLink>
    </Section>
  );
}
