import { useMemo } from 'react';
import styled from 'styled-components';
import { TOASTS, formatAmount, formatCents, type RemoteScreenProps } from '@housesit/shared-contracts';
import { ErrorBox, PageHeader, Spinner, StatCard } from '@housesit/shell/kit';
import { CardGrid, Page } from '../../../layout';
import { useAdminStats } from '../../dashboard/api/useAdminStats';
import { useAllJobs } from '../../jobs/api/useAllJobs';
import { deriveRevenue } from '../deriveRevenue';
import { RecentPayments } from './RecentPayments';
import { RevenueChart } from './RevenueChart';
import { TopServices } from './TopServices';
import { errorMessage } from '../../jobs/errorMessage';

const Columns = styled.div`
  display: grid;
  gap: 24px;

  @media (min-width: 900px) {
    grid-template-columns: 1fr 1fr;
    align-items: start;
  }
`;

/** /revenue: revenue analytics computed from the jobs list and the stats endpoint. */
export default function RevenueScreen(_props: RemoteScreenProps) {
  const jobs = useAllJobs();
  const stats = useAdminStats();
  const figures = useMemo(() => (jobs.data ? deriveRevenue(jobs.data, new Date()) : null), [jobs.data]);
  const error = jobs.error ?? stats.error;

  return (
    <Page>
      <PageHeader title="Revenue Analytics" subtitle="Paid bookings, month by month" />
      {error ? (
        <ErrorBox
          title={TOASTS.loadFailed.title}
          message={errorMessage(error)}
          onRetry={() => {
            void jobs.mutate();
            void stats.mutate();
          }}
        />
      ) : !figures || !stats.data ? (
        <Spinner label="Loading revenue..." />
      ) : (
        <>
          <CardGrid $min={160} role="group" aria-label="Revenue totals">
            <StatCard label="Total Revenue" value={formatCents(figures.totalRevenueCents)} hint={`${figures.paidVisits} paid visits`} />
            <StatCard label="Monthly Revenue" value={formatAmount(stats.data.monthlyRevenue)} hint="This calendar month" />
            <StatCard label="Avg Visit Value" value={formatCents(figures.avgVisitValueCents)} />
            <StatCard label="Active Users" value={figures.activeUsers} hint="Visited in the last 30 days" />
          </CardGrid>
          <RevenueChart months={figures.months} />
          <Columns>
            <TopServices services={figures.topServices} categories={figures.taskCategories} />
            <RecentPayments payments={figures.recentPayments} />
          </Columns>
        </>
      )}
    </Page>
  );
}
