import { useMemo, useState } from 'react';
import { TOASTS, type RemoteScreenProps } from '@housesit/shared-contracts';
import { ErrorBox, PageHeader, Spinner, Stack, Tabs, tabId, tabPanelId } from '@housesit/shell/kit';
import { Page } from '../../../layout';
import { useAccounts } from '../../accounts/api/useAccounts';
import { StaffAccounts } from '../../accounts/components/StaffAccounts';
import { useAllJobs } from '../../jobs/api/useAllJobs';
import { errorMessage } from '../../jobs/errorMessage';
import { groupUsers, summarizeUsers, withContacts } from '../groupUsers';
import { HomeownerList } from './HomeownerList';
import { UsersOverviewCards } from './UsersOverviewCards';

const TABS = [
  { id: 'homeowners', label: 'Homeowners' },
  { id: 'staff', label: 'Staff accounts' },
] as const;
type TabId = (typeof TABS)[number]['id'];
const TAB_PREFIX = 'users';

/** /users (and /admin/users): homeowners derived from their jobs, and the staff accounts. */
export default function UsersScreen(_props: RemoteScreenProps) {
  const [tab, setTab] = useState<TabId>('homeowners');
  const { data: jobs, error, isLoading, mutate } = useAllJobs();
  // Contact details (email for Message, phone, address); the cards work without them meanwhile.
  const homeowners = useAccounts('homeowner');
  const users = useMemo(
    () => (jobs ? withContacts(groupUsers(jobs, new Date()), homeowners.data?.items ?? []) : []),
    [jobs, homeowners.data],
  );
  const overview = useMemo(() => summarizeUsers(users), [users]);

  return (
    <Page>
      <PageHeader title="User Management" subtitle="Homeowners, their visits, and staff accounts" />
      <Tabs label="User groups" items={[...TABS]} value={tab} onChange={(id) => setTab(id as TabId)} idPrefix={TAB_PREFIX} />
      <div role="tabpanel" id={tabPanelId(TAB_PREFIX, tab)} aria-labelledby={tabId(TAB_PREFIX, tab)}>
        {tab === 'staff' ? (
          <StaffAccounts />
        ) : error ? (
          <ErrorBox title={TOASTS.loadFailed.title} message={errorMessage(error)} onRetry={() => void mutate()} />
        ) : isLoading || !jobs ? (
          <Spinner label="Loading users..." />
        ) : (
          <Stack gap={5}>
            <UsersOverviewCards overview={overview} />
            <HomeownerList users={users} contactsLoading={homeowners.isLoading} />
          </Stack>
        )}
      </div>
    </Page>
  );
}
