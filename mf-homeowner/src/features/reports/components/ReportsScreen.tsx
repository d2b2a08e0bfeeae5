import { BOOK_LABEL, EMPTY_STATES, TOASTS, type Report, type Visit } from '@housesit/shared-contracts';
import { Button, ButtonLink, EmptyState, ErrorBox, Loaded, PageHeader, Spinner } from '@housesit/shell/kit';
import { useState } from 'react';
import { Page, PlainList } from '@housesit/shell/kit/areas';
import { homeownerLoadError } from '../../../shared/visitText';
import { useRealtime } from '../../realtime';
import { useArchiveReport } from '../api/useArchiveReport';
import { useReportPages } from '../api/useReportPages';
import { useArchivedView } from '../hooks/useArchivedView';
import { useInfiniteScroll } from '../hooks/useInfiniteScroll';
import { PhotoGalleryDialog } from './PhotoGalleryDialog';
import { ReportDetailDialog } from './ReportDetailDialog';
import { TipReturnNotice } from './TipReturnNotice';
import { VisitReportCard } from './VisitReportCard';

type Viewing =
  | { kind: 'report'; visitId: number }
  /** fromReport: closing the gallery goes back to the report it was opened from. */
  | { kind: 'gallery'; visitId: number; index: number; fromReport: boolean };

type VisitWithReport = Visit & { report: Report };

function hasReport(visit: Visit | undefined): visit is VisitWithReport {
  return !!visit && visit.report !== null;
}

/** /reports (docs/product/customer.md §2): past visits with their reports and photos, 10 at a time. */
export function ReportsScreen() {
  const { archived, toggle } = useArchivedView();
  // Each view's list stays loaded once shown, so archiving or restoring (which refetches every
  // loaded visit list) leaves the other view current, without a reload.
  const [shown, setShown] = useState({ active: !archived, archived });
  if (!shown[archived ? 'archived' : 'active']) setShown({ ...shown, [archived ? 'archived' : 'active']: true });
  const activeReports = useReportPages(false, shown.active);
  const archivedReports = useReportPages(true, shown.archived);
  const reports = archived ? archivedReports : activeReports;
  const [viewing, setViewing] = useState<Viewing | null>(null);
  const { archive, restore, pendingId } = useArchiveReport(reports.retry);
  // Live 'Visit Completed' (docs/product/customer.md §4): the hook toasts and scrolls; this list refetches.
  useRealtime({ onVisitCompleted: reports.retry });
  const { sentinelRef, supported } = useInfiniteScroll(
    () => void reports.loadMore(),
    reports.hasMore && !reports.isLoadingMore && !reports.error,
  );

  const viewed = viewing ? reports.visits.find((v) => v.id === viewing.visitId) : undefined;

  return (
    <Page>
      <PageHeader
        title="Reports"
        subtitle={archived ? 'Archived visit reports.' : 'Your visits, their reports and photos.'}
        actions={
          <Button variant="secondary" onClick={toggle}>
            {archived ? 'Show Active' : 'Show Archived'}
          </Button>
        }
      />
      <TipReturnNotice />

      {/* A later page that fails keeps the pages already shown, with its own error below them. */}
      <Loaded
        query={{
          data: reports.isLoading ? undefined : reports.visits,
          error: reports.visits.length === 0 ? reports.error : undefined,
          isLoading: reports.isLoading,
        }}
        loading="Loading reports..."
        errorText={homeownerLoadError}
        onRetry={() => void reports.retry()}
        empty={
          archived ? (
            <EmptyState title="No archived reports" description="Reports you archive will appear here." />
          ) : (
            <EmptyState
              title={EMPTY_STATES.reportsTitle}
              description={EMPTY_STATES.reportsText}
              action={<ButtonLink to="/purchase">{BOOK_LABEL}</ButtonLink>}
            />
          )
        }
      >
        {() => (
          <>
            <PlainList aria-label={archived ? 'Archived visits' : 'Visits'}>
              {reports.visits.map((visit) => (
                <li key={visit.id}>
                  <VisitReportCard
                    visit={visit}
                    onOpenReport={(v) => setViewing({ kind: 'report', visitId: v.id })}
                    onOpenPhotos={(v) => setViewing({ kind: 'gallery', visitId: v.id, index: 0, fromReport: false })}
                    onArchive={archived ? undefined : (reportId) => void archive(reportId)}
                    onRestore={archived ? (reportId) => void restore(reportId) : undefined}
                    archiving={visit.report !== null && pendingId === visit.report.id}
                  />
                </li>
              ))}
            </PlainList>
            <div ref={sentinelRef} aria-hidden="true" />
            {reports.isLoadingMore && <Spinner label="Loading more visits..." />}
            {reports.error && (
              <ErrorBox title={TOASTS.loadFailed.title} message={homeownerLoadError(reports.error)} onRetry={() => void reports.retry()} />
            )}
            {!supported && reports.hasMore && !reports.isLoadingMore && (
              <Button variant="secondary" onClick={() => void reports.loadMore()}>
                Load more visits
              </Button>
            )}
          </>
        )}
      </Loaded>

      {viewing?.kind === 'report' && hasReport(viewed) && (
        <ReportDetailDialog
          open
          visit={viewed}
          onClose={() => setViewing(null)}
          onOpenPhoto={(index) => setViewing({ kind: 'gallery', visitId: viewed.id, index, fromReport: true })}
        />
      )}
      {viewing?.kind === 'gallery' && hasReport(viewed) && (
        <PhotoGalleryDialog
          open
          urls={viewed.report.mediaUrls}
          index={viewing.index}
          onIndexChange={(index) => setViewing({ ...viewing, index })}
          onClose={() => setViewing(viewing.fromReport ? { kind: 'report', visitId: viewing.visitId } : null)}
        />
      )}
    </Page>
  );
}
