import { Card, EmptyState, formatDate, formatTime } from '@housesit/shell/kit';
import { Muted, PlainList, Section, SectionTitle } from '@housesit/shell/kit/areas';
import type { ActivityItem } from '../dayOverview';

export function RecentActivity({ items }: { items: readonly ActivityItem[] }) {
  return (
    <Section aria-labelledby="recent-activity-title">
      <SectionTitle id="recent-activity-title">Recent Activity</SectionTitle>
      {items.length === 0 ? (
        <EmptyState title="No activity yet" description="Visits you start and complete appear here." />
      ) : (
        <Card>
          <PlainList aria-label="Recent activity">
            {items.map((item) => (
              <li key={item.key}>
                <strong>
                  {item.kind === 'completed' ? 'Completed' : 'Started'} visit at {item.visit.propertyAddress}
                </strong>
                <Muted>
                  {formatDate(item.at)} at {formatTime(item.at)}
                </Muted>
              </li>
            ))}
          </PlainList>
        </Card>
      )}
    </Section>
  );
}
