import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { EMPTY_STATES, TOASTS, VISITS_PAGE_MAX, type RemoteScreenProps, type Visit, failureText } from '@housesit/shared-contracts';
import { Button, EmptyState, ErrorBox, PageHeader, Spinner, VisuallyHidden } from '@housesit/shell/kit';
import { CardList, Muted, Page, Row } from '@housesit/shell/kit/areas';
import { useJobsPage } from '../api/useJobsPage';
import { JOB_FILTERS, type JobFilter } from '../jobFilters';
import { JobCard } from './JobCard';
import { JobDetailsDialog } from './JobDetailsDialog';
import { JobFilters } from './JobFilters';
import { IS_DEV_BUILD } from '../../../env';
import { JobsDebugPanel } from './JobsDebugPanel';

const Pager = styled(Row)`
  justify-content: flex-end;
`;

/** /jobs (and /admin/job-queue): the admin job queue with the visit lifecycle actions. */
export default function JobQueueScreen(_props: RemoteScreenProps) {
  const [filter, setFilter] = useState<JobFilter>(JOB_FILTERS[0]!);
  const [offset, setOffset] = useState(0);
  const [selected, setSelected] = useState<Visit | null>(null);
  const { data, error, isLoading, mutate } = useJobsPage(filter.status, offset);

  const chooseFilter = (next: JobFilter) => {
    setFilter(next);
    setOffset(0);
  };

  // A card checks its record itself (a missing id or status shows 'Missing required data').
  const items: Partial<Visit>[] = data?.items ?? [];
  const total = data?.total ?? 0;

  // The open dialog follows the refetched list, so a change made elsewhere shows up in it too.
  useEffect(() => {
    setSelected((open) => (open ? (data?.items.find((j) => j.id === open.id) ?? open) : open));
  }, [data]);

  return (
    <Page>
      <PageHeader title="Job Queue" subtitle="Every visit, filtered by status" />
      <JobFilters value={filter.id} onChange={chooseFilter} />
      {error ? (
        <ErrorBox title={TOASTS.loadFailed.title} message={failureText(error)} onRetry={() => void mutate()} />
      ) : isLoading || !data ? (
        <Spinner label="Loading jobs..." />
      ) : items.length === 0 ? (
        <EmptyState
          title={EMPTY_STATES.jobs}
          description={filter.status ? `There are no ${filter.label.toLowerCase()} jobs.` : 'Jobs appear here once customers book visits.'}
        />
      ) : (
        <>
          {/* The cards' titles are h3: this keeps the heading levels in sequence for screen readers. */}
          <VisuallyHidden as="h2">{filter.status ? `${filter.label} jobs` : 'All jobs'}</VisuallyHidden>
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
              <Button
                variant="secondary"
                disabled={offset === 0}
                onClick={() => setOffset(Math.max(0, offset - VISITS_PAGE_MAX))}
              >
                Previous page
              </Button>
              <Button
                variant="secondary"
                disabled={data.nextOffset === null}
                onClick={() => data.nextOffset !== null && setOffset(data.nextOffset)}
              >
                Next page
              </Button>
            </Pager>
          ) : null}
        </>
      )}
      {IS_DEV_BUILD && data ? <JobsDebugPanel data={data} /> : null}
      <JobDetailsDialog job={selected} onClose={() => setSelected(null)} onJobChange={setSelected} />
    </Page>
  );
}
