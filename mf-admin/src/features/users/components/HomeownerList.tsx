import { useState } from 'react';
import styled from 'styled-components';
import { HOMEOWNER_PAGE_SIZE, TOASTS, type HomeownerSummary, type HomeownerSummaryPage, failureText } from '@housesit/shared-contracts';
import { Button, EmptyState, ErrorBox, Spinner, VisuallyHidden } from '@housesit/shell/kit';
import { CardList, Muted, Row } from '@housesit/shell/kit/areas';
import { UserCard } from './UserCard';
import { UserDetailsDialog } from './UserDetailsDialog';

const Pager = styled(Row)`
  justify-content: flex-end;
`;

export interface HomeownerListProps {
  /** The search as sent to the API (empty for everyone). */
  search: string;
  offset: number;
  onOffsetChange: (offset: number) => void;
  page: { data?: HomeownerSummaryPage; error?: Error; isLoading: boolean; mutate(): Promise<unknown> };
}

/** One page of homeowners from the API, its pager, and the View Details dialog. */
export function HomeownerList({ search, offset, onOffsetChange, page }: HomeownerListProps) {
  const [viewing, setViewing] = useState<HomeownerSummary | null>(null);
  const { data, error, isLoading, mutate } = page;

  if (error) return <ErrorBox title={TOASTS.loadFailed.title} message={failureText(error)} onRetry={() => void mutate()} />;
  if (isLoading || !data) return <Spinner label="Loading users..." />;
  if (data.total === 0) {
    return search ? (
      <EmptyState title="No matching users" description={`No homeowner matches "${search}".`} />
    ) : (
      <EmptyState title="No users yet" description="Homeowners appear here once they book a visit." />
    );
  }
  return (
    <>
      <Muted aria-live="polite">
        Showing {offset + 1}–{offset + data.items.length} of {data.total} users
      </Muted>
      {/* The cards' titles are h3: keeps the heading levels in sequence. */}
      <VisuallyHidden as="h2">Homeowners</VisuallyHidden>
      <CardList aria-label="Users" $min={300}>
        {data.items.map((user) => (
          <li key={user.homeownerId}>
            <UserCard user={user} onViewDetails={setViewing} />
          </li>
        ))}
      </CardList>
      {data.total > HOMEOWNER_PAGE_SIZE ? (
        <Pager>
          <Button variant="secondary" disabled={offset === 0} onClick={() => onOffsetChange(Math.max(0, offset - HOMEOWNER_PAGE_SIZE))}>
            Previous page
          </Button>
          <Button
            variant="secondary"
            disabled={data.nextOffset === null}
            onClick={() => data.nextOffset !== null && onOffsetChange(data.nextOffset)}
          >
            Next page
          </Button>
        </Pager>
      ) : null}
      <UserDetailsDialog user={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
