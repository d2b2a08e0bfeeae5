import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { EMPTY_STATES, VISITS_PAGE_MAX, type RemoteScreenProps, type Visit } from '@housesit/shared-contracts';
import { Button, EmptyState, Loaded, PageHeader, VisuallyHidden } from '@housesit/shell/kit';
import { CardList, Muted, Page, Row } from '@housesit/shell/kit/areas';
import { useJobsPage } from '../api/useJobsPage';
import type { JobFilter } from '../jobFilters';
import { OPEN_JOB_PARAM, openJobId, queueQuery, queueSearchParams, readQueueFilters, type QueueFilters } from '../queueFilters';
import { JobCard } from './JobCard';
import { JobDetailsDialog } from './JobDetailsDialog';
import { JobFilters } from './JobFilters';
import { QueueFilterBar } from './QueueFilterBar';
import { IS_DEV_BUILD } from '../../../env';
import { JobsDebugPanel } from './JobsDebugPanel';

const Pager = styled(Row)`
  justify-content: flex-end;
`;

/** /jobs (and /admin/job-queue): the admin job queue with the visit lifecycle actions. */
export default function JobQueueScreen(_props: RemoteScreenProps) {
  // The filters are the URL's (queueFilters.ts): a link opens the queue filtered, Back undoes a filter.
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readQueueFilters(params), [params]);
  const [offset, setOffset] = useState(0);
  const [selected, setSelected] = useState<Visit | null>(null);
  const { data, error, isLoading, mutate } = useJobsPage(queueQuery(filters), offset);

  const changeFilters = useCallback(
    (next: QueueFilters) => {
      // A From the admin did not choose stays out of the URL: its default follows the status.
      const fromChosen = params.has('from') || next.from !== filters.from;
      const { from: _defaultFrom, ...rest } = next;
      setParams(queueSearchParams(fromChosen ? next : rest));
      setOffset(0);
    },
    [params, filters.from, setParams],
  );
  const chooseFilter = (next: JobFilter) => changeFilters({ ...filters, status: next.status });
  const filtered = Boolean(filters.status || filters.sitter !== undefined || filters.search || filters.to);

  // A card checks its record itself (a missing id or status shows 'Missing required data').
  const items: Partial<Visit>[] = data?.items ?? [];
  const total = data?.total ?? 0;

  // The open dialog follows the refetched list, so a change made elsewhere shows up in it too.
  useEffect(() => {
    setSelected((open) => (open ? (data?.items.find((j) => j.id === open.id) ?? open) : open));
  }, [data]);

  // A link to one job (a notification's, jobDetailsLink) opens its details once the list has it.
  const linkedId = openJobId(params);
  useEffect(() => {
    const linked = linkedId === null ? undefined : data?.items.find((j) => j.id === linkedId);
    if (linked) setSelected((open) => open ?? linked);
  }, [data, linkedId]);
  const closeDetails = () => {
    setSelected(null);
    // Closed: the link's job is not opened again when the list refetches.
    if (linkedId !== null) {
      const next = new URLSearchParams(params);
      next.delete(OPEN_JOB_PARAM);
      setParams(next, { replace: true });
    }
  };

  return (
    <Page>
      <PageHeader title="Job Queue" subtitle="Today's visits first, then what comes next" />
      <QueueFilterBar value={filters} onChange={changeFilters} />
      <JobFilters value={filters.status ?? 'all'} onChange={chooseFilter} />
      <Loaded
        query={{ data, error, isLoading, mutate }}
        loading="Loading jobs..."
        empty={
          <EmptyState
            title={EMPTY_STATES.jobs}
            description={filtered || filters.from ? 'No jobs match these filters.' : 'Jobs appear here once customers book visits.'}
          />
        }
      >
        {(page) => (
          <>
            {/* The cards' titles are h3: this keeps the heading levels in sequence for screen readers. */}
            <VisuallyHidden as="h2">Jobs</VisuallyHidden>
            <CardList aria-label="Jobs">
              {items.map((job, i) => (
                <li key={job.id ?? `missing-${i}`}>
                  <JobCard job={job} onOpenDetails={setSelected} />
                </li>
              ))}
            </CardList>
            {total > VISITS_PAGE_MAX ? (
              <Pager>
                <Muted aria-live="polite">
                  Showing {offset + 1}–{offset + items.length} of {total}
                </Muted>
                <Button variant="secondary" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - VISITS_PAGE_MAX))}>
                  Previous page
                </Button>
                <Button
                  variant="secondary"
                  disabled={page.nextOffset === null}
                  onClick={() => page.nextOffset !== null && setOffset(page.nextOffset)}
                >
                  Next page
                </Button>
              </Pager>
            ) : null}
          </>
        )}
      </Loaded>
      {IS_DEV_BUILD && data ? <JobsDebugPanel data={data} /> : null}
      <JobDetailsDialog job={selected} onClose={closeDetails} onJobChange={setSelected} />
    </Page>
  );
}
