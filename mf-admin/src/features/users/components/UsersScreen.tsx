import { useState } from 'react';
import type { RemoteScreenProps } from '@housesit/shared-contracts';
import { PageHeader, Tabs, tabId, tabPanelId } from '@housesit/shell/kit';
import { Page } from '@housesit/shell/kit/areas';
import { StaffAccounts } from '../../accounts';
import { LocationRequests } from '../../location-requests';
import { HomeownersTab } from './HomeownersTab';

const TABS = [
  { id: 'homeowners', label: 'Homeowners' },
  { id: 'staff', label: 'Staff accounts' },
] as const;
type TabId = (typeof TABS)[number]['id'];
const TAB_PREFIX = 'users';

/** /users (and /admin/users): homeowners grouped from their jobs by the API, and the staff accounts. */
export default function UsersScreen(_props: RemoteScreenProps) {
  const [tab, setTab] = useState<TabId>('homeowners');

  return (
    <Page>
      <PageHeader title="User Management" subtitle="Homeowners, their visits, and staff accounts" />
      <Tabs label="User groups" items={[...TABS]} value={tab} onChange={(id) => setTab(id as TabId)} idPrefix={TAB_PREFIX} />
      <div role="tabpanel" id={tabPanelId(TAB_PREFIX, tab)} aria-labelledby={tabId(TAB_PREFIX, tab)}>
        {tab === 'staff' ? <StaffAccounts /> : <HomeownersTab />}
      </div>
      <LocationRequests />
    </Page>
  );
}
