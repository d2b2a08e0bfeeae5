import { EMPTY_STATES, type Visit } from '@housesit/shared-contracts';
import { EmptyState } from '@housesit/shell/kit';
import { PlainList, Section, SectionTitle } from '@housesit/shell/kit/areas';
import { UpcomingVisitCard } from './UpcomingVisitCard';

export function UpcomingVisits({ visits }: { visits: readonly Visit[] }) {
  return (
    <Section aria-labelledby="upcoming-visits-title">
      <SectionTitle id="upcoming-visits-title">Upcoming Visits</SectionTitle>
      {visits.length === 0 ? (
        <EmptyState title={EMPTY_STATES.upcomingVisits} />
      ) : (
        <PlainList>
          {visits.map((visit) => (
            <li key={visit.id}>
              <UpcomingVisitCard visit={visit} />
            </li>
          ))}
        </PlainList>
      )}
    </Section>
  );
}
