import { useMemo, useState } from 'react';
import { TOASTS, type RemoteScreenProps } from '@housesit/shared-contracts';
import { ErrorBox, PageHeader, Spinner, Tabs, tabId, tabPanelId } from '@housesit/shell/kit';
import { Page, Section } from '../../../layout';
import { useSitterVisits } from '../../visits/api/useSitterVisits';
import { completedVisits, earningsOverview, nextPayoutDate, weeklyPayouts, weeklySeries } from '../earnings';
import { errorMessage } from '../../visits/errorMessage';
import { OverviewPanel } from './OverviewPanel';
import { PayoutsPanel } from './PayoutsPanel';
import { VisitHistoryPanel } from './VisitHistoryPanel';

const TABS = [
  { id: 'overview', label: 'Overview' },
  { id: 'payouts', label: 'Payouts' },
  { id: 'history', label: 'Visit History' },
] as const;
type TabId = (typeof TABS)[number]['id'];
const ID_PREFIX = 'earnings';

/** /housesitter/earnings: pay from the sitter's completed visits at the pricing module's rates. */
export default function EarningsScreen(_props: RemoteScreenProps) {
  const { data: visits, error, isLoading, mutate } = useSitterVisits();
  const [tab, setTab] = useState<TabId>('overview');
  const figures = useMemo(() => {
    if (!visits) return null;
    const now = new Date();
    return {
      overview: earningsOverview(visits, now),
      weeks: weeklySeries(visits, now),
      payouts: weeklyPayouts(visits),
      nextPayout: nextPayoutDate(now),
      completed: completedVisits(visits),
    };
  }, [visits]);

  return (
    <Page>
      <PageHeader title="Earnings" subtitle="Your pay for completed visits" />
      {error ? (
        <ErrorBox title={TOASTS.loadFailed.title} message={errorMessage(error)} onRetry={() => void mutate()} />
      ) : isLoading || !figures ? (
        <Spinner label="Loading earnings..." />
      ) : (
        <>
          <Tabs
            label="Earnings views"
            idPrefix={ID_PREFIX}
            items={TABS.map((t) => ({ ...t }))}
            value={tab}
            onChange={(id) => setTab(id as TabId)}
          />
          <Section role="tabpanel" tabIndex={0} id={tabPanelId(ID_PREFIX, tab)} aria-labelledby={tabId(ID_PREFIX, tab)}>
            {tab === 'overview' ? <OverviewPanel overview={figures.overview} weeks={figures.weeks} /> : null}
            {tab === 'payouts' ? <PayoutsPanel payouts={figures.payouts} nextPayout={figures.nextPayout} /> : null}
            {tab === 'history' ? <VisitHistoryPanel visits={figures.completed} /> : null}
          </Section>
        </>
      )}
    </Page>
  );
}
