import { useMemo, useState } from 'react';
import { VISIT_ERRORS, type RemoteScreenProps, failureText } from '@housesit/shared-contracts';
import { EmptyState, Field, Input, Loaded, PageHeader, Tabs, VisuallyHidden, tabId, tabPanelId } from '@housesit/shell/kit';
import { CardList, Page, Section } from '@housesit/shell/kit/areas';
import { OutboxPanel } from '../../offline';
import { VisitDetailsDialog, useSitterVisits } from '../../visits';
import { JOB_TABS, jobsByTab, type JobTabId } from '../jobTabs';
import { SitterJobCard } from './SitterJobCard';

const ID_PREFIX = 'sitter-jobs';

const EMPTY_TEXT: Record<JobTabId, string> = {
  upcoming: 'No upcoming jobs',
  active: 'No active jobs',
  completed: 'No completed jobs',
};

/** /housesitter/jobs: the sitter's assigned visits by status; a job opens its details and workflow. */
export default function SitterJobsScreen(_props: RemoteScreenProps) {
  const query = useSitterVisits();
  const visits = query.data;
  const [search, setSearch] = useState('');
  const [tab, setTab] = useState<JobTabId>('upcoming');
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const tabs = useMemo(() => jobsByTab(visits ?? [], search), [visits, search]);
  const shown = tabs[tab];
  // Looked up in the latest fetch, so the open visit follows every start, tick, photo and completion.
  const selected = visits?.find((v) => v.id === selectedId) ?? null;

  return (
    <Page>
      <PageHeader title="Job Queue" subtitle="Your assigned visits" />
      <OutboxPanel headingLevel={2} />
      <Field label="Search jobs" htmlFor="sitter-job-search" hint="Homeowner first name, last name or address">
        <Input
          id="sitter-job-search"
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          autoComplete="off"
          enterKeyHint="search"
        />
      </Field>
      <Loaded
        query={query}
        loading="Loading jobs..."
        errorTitle={null}
        errorText={(error) => VISIT_ERRORS.loadJobsFailed(failureText(error))}
      >
        {() => (
          <>
            <Tabs
              label="Jobs by status"
              idPrefix={ID_PREFIX}
              items={JOB_TABS.map((t) => ({ id: t.id, label: t.label, count: tabs[t.id].length }))}
              value={tab}
              onChange={(id) => setTab(id as JobTabId)}
            />
            <Section role="tabpanel" tabIndex={0} id={tabPanelId(ID_PREFIX, tab)} aria-labelledby={tabId(ID_PREFIX, tab)}>
              {shown.length === 0 ? (
                <EmptyState title={EMPTY_TEXT[tab]} description={search.trim() ? `Nothing matches "${search.trim()}".` : undefined} />
              ) : (
                <>
                  {/* The cards' titles are h3: the list needs its own heading under the page's h1. */}
                  <VisuallyHidden as="h2">{JOB_TABS.find((t) => t.id === tab)?.label} jobs</VisuallyHidden>
                  <CardList aria-label="Jobs" $min={300}>
                    {shown.map((visit) => (
                      <li key={visit.id}>
                        <SitterJobCard visit={visit} onOpen={(v) => setSelectedId(v.id)} />
                      </li>
                    ))}
                  </CardList>
                </>
              )}
            </Section>
          </>
        )}
      </Loaded>
      <VisitDetailsDialog visit={selected} onClose={() => setSelectedId(null)} />
    </Page>
  );
}
