import styled from 'styled-components';
import { formatCents, type RemoteScreenProps } from '@housesit/shared-contracts';
import { Loaded, PageHeader, StatCard } from '@housesit/shell/kit';
import { CardGrid, Page } from '@housesit/shell/kit/areas';
import { ACTIVE_USERS_HINT } from '../../../shared/activeUsers';
import { useRevenueReport } from '../api/useRevenueReport';
import { PayoutsSection, SitterRatingsSection } from '../../payouts';
import { RecentPayments } from './RecentPayments';
import { RevenueChart } from './RevenueChart';
import { TopServices } from './TopServices';

const Columns = styled.div`
  display: grid;
  gap: 24px;

  @media (min-width: 900px) {
    grid-template-columns: 1fr 1fr;
    align-items: start;
  }
`;

const count = (n: number, word: string) => `${n} ${n === 1 ? word : `${word}s`}`;

/** /revenue (and /admin/revenue): figures of GET /api/admin/revenue, from paid bookings. */
export default function RevenueScreen(_props: RemoteScreenProps) {
  const revenue = useRevenueReport();

  return (
    <Page>
      <PageHeader title="Revenue Analytics" subtitle="Paid bookings, month by month" />
      <Loaded query={revenue} loading="Loading revenue...">
        {(report) => (
          <>
            <CardGrid $min={160} role="group" aria-label="Revenue totals">
              <StatCard
                label="Total Revenue"
                value={formatCents(report.totalRevenueCents)}
                // Net: what customers paid less what went back to them, both shown.
                hint={`${formatCents(report.grossRevenueCents)} paid − ${formatCents(report.refundedCents)} refunded · ${count(report.paidBookings, 'paid booking')}`}
              />
              <StatCard label="Monthly Revenue" value={formatCents(report.monthlyRevenueCents)} hint="This calendar month" />
              <StatCard
                label="Avg Visit Value"
                value={formatCents(report.avgVisitValueCents)}
                hint={`${count(report.visitsBought, 'visit')} bought`}
              />
              <StatCard label="Active Users" value={report.activeUsers} hint={ACTIVE_USERS_HINT} />
              {/* Passed on in full to the sitters: not revenue, so apart from the figures above. */}
              <StatCard
                label="Tips to sitters"
                value={formatCents(report.tips.totalCents)}
                hint={`${count(report.tips.count, 'tip')} · ${formatCents(report.tips.monthCents)} this month · not revenue`}
              />
            </CardGrid>
            <RevenueChart months={report.months} />
            <Columns>
              <TopServices topServices={report.topServices} customTasks={report.customTasks} paidBookings={report.paidBookings} />
              <RecentPayments payments={report.recentPayments} />
            </Columns>
            <Columns>
              <PayoutsSection />
              <SitterRatingsSection />
            </Columns>
          </>
        )}
      </Loaded>
    </Page>
  );
}
