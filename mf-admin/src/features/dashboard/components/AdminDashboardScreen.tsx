import styled from 'styled-components';
import type { RemoteScreenProps } from '@housesit/shared-contracts';
import { PageHeader } from '@housesit/shell/kit';
import { Page } from '@housesit/shell/kit/areas';
import { NeedsAttention } from './NeedsAttention';
import { QuickActions } from './QuickActions';
import { StatsCards } from './StatsCards';
import { TodaysJobs } from './TodaysJobs';

const Columns = styled.div`
  display: grid;
  gap: 24px;

  @media (min-width: 900px) {
    grid-template-columns: 2fr 1fr;
    align-items: start;
  }
`;

/** /admin/dashboard: what needs attention, the four cards, today's jobs and the quick actions. */
export default function AdminDashboardScreen(_props: RemoteScreenProps) {
  return (
    <Page>
      <PageHeader title="Admin Dashboard" subtitle="Today's visits, reviews and revenue at a glance" />
      <NeedsAttention />
      <StatsCards />
      <Columns>
        <TodaysJobs />
        <QuickActions />
      </Columns>
    </Page>
  );
}
