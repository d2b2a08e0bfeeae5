import { useMemo, useState } from 'react';
import styled from 'styled-components';
import type { RemoteScreenProps } from '@housesit/shared-contracts';
import { Loaded, PageHeader, StatCard, useSession } from '@housesit/shell/kit';
import { CardGrid, Page } from '@housesit/shell/kit/areas';
import { OutboxPanel } from '../../offline';
import { VisitDetailsDialog, useSitterVisits } from '../../visits';
import { dayOverview } from '../dayOverview';
import { RecentActivity } from './RecentActivity';
import { SitterNotifications } from './SitterNotifications';
import { TodaysSchedule } from './TodaysSchedule';
import { UpcomingVisits } from './UpcomingVisits';
import { WeekEarningsCard } from './WeekEarningsCard';

const Columns = styled.div`
  display: grid;
  gap: 24px;

  @media (min-width: 900px) {
    grid-template-columns: 3fr 2fr;
    align-items: start;
  }
`;

const Side = styled.div`
  display: grid;
  gap: 24px;
`;

/**
 * /sitter/dashboard and /housesitter (the shell passes the matched path; both show the same
 * dashboard): the sitter's day from their assigned visits.
 */
export default function SitterDashboardScreen(_props: RemoteScreenProps) {
  const { user } = useSession();
  const query = useSitterVisits();
  const visits = query.data;
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const day = useMemo(() => (visits ? dayOverview(visits, new Date()) : null), [visits]);
  // Looked up in the latest fetch, so the open visit follows every action.
  const selected = visits?.find((v) => v.id === selectedId) ?? null;

  return (
    <Page>
      <PageHeader
        title={user ? `Welcome back, ${user.firstName}!` : 'Welcome back!'}
        subtitle="Your visits for today and what is coming up"
      />
      <OutboxPanel headingLevel={2} />
      <Loaded query={{ ...query, data: day ?? undefined }} loading="Loading your visits...">
        {(day) => (
          <>
            <CardGrid $min={150} role="group" aria-label="Your day in numbers">
              <StatCard label="Active Jobs" value={day.activeJobs} />
              <StatCard label="Completed Today" value={day.completedToday} />
              <WeekEarningsCard />
              <StatCard label="Upcoming Visits" value={day.upcomingCount} />
            </CardGrid>
            <Columns>
              <TodaysSchedule visits={day.todaysSchedule} onOpen={(v) => setSelectedId(v.id)} />
              <Side>
                <SitterNotifications />
                <UpcomingVisits visits={day.upcoming} />
                <RecentActivity items={day.recentActivity} />
              </Side>
            </Columns>
          </>
        )}
      </Loaded>
      <VisitDetailsDialog visit={selected} onClose={() => setSelectedId(null)} />
    </Page>
  );
}
