import { BOOK_LABEL, type Visit } from '@housesit/shared-contracts';
import { Button, ButtonLink, EmptyState, Loaded, PageHeader, Stack, Tabs, tabId, tabPanelId } from '@housesit/shell/kit';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Muted, Page, PlainList } from '@housesit/shell/kit/areas';
import { MY_VISITS_PAGE_SIZE, useMyVisits } from '../api/useMyVisits';
import { useCancelVisit } from '../api/useCancelVisit';
import { CancelVisitDialog } from './CancelVisitDialog';
import { RescheduleVisitDialog } from './RescheduleVisitDialog';
import { MyVisitCard } from './MyVisitCard';

type Show = 'upcoming' | 'past';
const TABS_ID = 'my-visits';
const TAB_ITEMS = [
  { id: 'upcoming', label: 'Upcoming' },
  { id: 'past', label: 'Past' },
];

/** Which list and page are shown lives in the address (`?show=past&page=2`), so Back works. */
function useListPosition() {
  const [params, setParams] = useSearchParams();
  const show: Show = params.get('show') === 'past' ? 'past' : 'upcoming';
  const pageParam = Number(params.get('page') ?? '1');
  const page = Number.isInteger(pageParam) && pageParam > 0 ? pageParam : 1;
  // `?visit=<id>`: a link to one visit (a dashboard card); it opens on the list that holds it.
  const openedParam = Number(params.get('visit'));
  const opened = Number.isInteger(openedParam) && openedParam > 0 ? openedParam : null;
  const go = (next: { show?: Show; page?: number }) => {
    const p = new URLSearchParams();
    const nextShow = next.show ?? show;
    const nextPage = next.page ?? 1;
    if (nextShow === 'past') p.set('show', 'past');
    if (nextPage > 1) p.set('page', String(nextPage));
    setParams(p);
  };
  return { show, page, opened, go };
}

/** /homeowner/visits (docs/product/DECISIONS.md dropdown paths): all own visits, upcoming and past, paged. */
export function MyVisitsScreen() {
  const { show, page, opened, go } = useListPosition();
  const offset = (page - 1) * MY_VISITS_PAGE_SIZE;
  const visits = useMyVisits(show, offset);
  const { cancel, pending } = useCancelVisit();
  const [confirming, setConfirming] = useState<Visit | null>(null);
  const [moving, setMoving] = useState<Visit | null>(null);

  const hasNext = visits.data?.nextOffset !== null && visits.data?.nextOffset !== undefined;

  return (
    <Page>
      <PageHeader
        title="My Visits"
        subtitle="All your visits. A scheduled visit can be rescheduled or cancelled up to 7 days before it takes place."
        actions={<ButtonLink to="/purchase">{BOOK_LABEL}</ButtonLink>}
      />
      <Tabs label="Which visits" items={TAB_ITEMS} value={show} onChange={(id) => go({ show: id as Show })} idPrefix={TABS_ID} />
      <div role="tabpanel" id={tabPanelId(TABS_ID, show)} aria-labelledby={tabId(TABS_ID, show)}>
        <Loaded
          query={visits}
          loading="Loading visits..."
          empty={
            page > 1 ? (
              <EmptyState title="Nothing on this page" action={<Button onClick={() => go({ page: 1 })}>First page</Button>} />
            ) : show === 'upcoming' ? (
              <EmptyState
                title="No upcoming visits"
                description="Visits you book will appear here."
                action={<ButtonLink to="/purchase">{BOOK_LABEL}</ButtonLink>}
              />
            ) : (
              <EmptyState title="No past visits" description="Visits that have taken place will appear here." />
            )
          }
        >
          {({ items, total }) => (
            <Stack gap={3}>
              <Muted aria-live="polite">{`Showing ${offset + 1}–${offset + items.length} of ${total}`}</Muted>
              <PlainList aria-label={show === 'upcoming' ? 'Upcoming visits' : 'Past visits'}>
                {items.map((visit) => (
                  <li key={visit.id}>
                    <MyVisitCard visit={visit} opened={visit.id === opened} onCancel={setConfirming} onReschedule={setMoving} />
                  </li>
                ))}
              </PlainList>
              {(page > 1 || hasNext) && (
                <nav aria-label="Pages">
                  <Stack direction="row" gap={2} justify="space-between">
                    <Button variant="secondary" disabled={page <= 1} onClick={() => go({ page: page - 1 })}>
                      Previous page
                    </Button>
                    <Button variant="secondary" disabled={!hasNext} onClick={() => go({ page: page + 1 })}>
                      Next page
                    </Button>
                  </Stack>
                </nav>
              )}
            </Stack>
          )}
        </Loaded>
      </div>
      <RescheduleVisitDialog visit={moving} onClose={() => setMoving(null)} />
      <CancelVisitDialog
        visit={confirming}
        pending={pending}
        onClose={() => setConfirming(null)}
        onConfirm={(visit) =>
          void cancel(visit.id).then(() => {
            setConfirming(null);
          })
        }
      />
    </Page>
  );
}
