import { useMemo, useState } from 'react';
import type { RemoteScreenProps } from '@housesit/shared-contracts';
import { Loaded, PageHeader, Tabs, tabId, tabPanelId } from '@housesit/shell/kit';
import { Page, Section } from '@housesit/shell/kit/areas';
import { useMyPayouts } from '../api/useMyPayouts';
import { useSitterEarnings } from '../api/useSitterEarnings';
import { weeklyChartPoints } from '../earningsFormat';
import { OverviewPanel } from './OverviewPanel';
import { PayoutsPanel } from './PayoutsPanel';
import { RatingsPanel } from './RatingsPanel';
import { VisitHistoryPanel } from './VisitHistoryPanel';

const TABS = [
  { id: 'overview', label: 'Overview' },
  { id: 'payouts', label: 'Payouts' },
  { id: 'history', label: 'Visit History' },
  { id: 'ratings', label: 'Ratings' },
] as const;
type TabId = (typeof TABS)[number]['id'];
const ID_PREFIX = 'earnings';

/** /housesitter/earnings: the sitter's pay, as GET /api/sitter/earnings computes it. */
export default function EarningsScreen(_props: RemoteScreenProps) {
  const query = useSitterEarnings();
  const earnings = query.data;
  const [tab, setTab] = useState<TabId>('overview');
  const payouts = useMyPayouts();
  const paid = useMemo(
    () => (payouts.data ? new Map(payouts.data.items.map((payout) => [payout.weekStart, payout])) : undefined),
    [payouts.data],
  );
  // "Now" for the chart's current week, taken again with every fetch of the figures.
  const { now, weeks } = useMemo(() => {
    const at = new Date();
    return { now: at, weeks: earnings ? weeklyChartPoints(earnings.weekly, at) : [] };
  }, [earnings]);

  return (
    <Page>
      <PageHeader title="Earnings" subtitle="Your pay for completed visits" />
      <Loaded query={query} loading="Loading earnings...">
        {(earnings) => (
          <>
            <Tabs
              label="Earnings views"
              idPrefix={ID_PREFIX}
              items={TABS.map((t) => ({ ...t }))}
              value={tab}
              onChange={(id) => setTab(id as TabId)}
            />
            <Section role="tabpanel" tabIndex={0} id={tabPanelId(ID_PREFIX, tab)} aria-labelledby={tabId(ID_PREFIX, tab)}>
              {tab === 'overview' ? <OverviewPanel earnings={earnings} weeks={weeks} now={now} /> : null}
              {tab === 'payouts' ? <PayoutsPanel nextPayoutDate={earnings.nextPayoutDate} weekly={earnings.weekly} paid={paid} /> : null}
              {tab === 'history' ? <VisitHistoryPanel history={earnings.history} /> : null}
              {tab === 'ratings' ? <RatingsPanel /> : null}
            </Section>
          </>
        )}
      </Loaded>
    </Page>
  );
}
