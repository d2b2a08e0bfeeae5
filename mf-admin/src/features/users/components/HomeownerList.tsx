import { useState } from 'react';
import styled from 'styled-components';
import { HOMEOWNER_PAGE_SIZE, type HomeownerSummary, type HomeownerSummaryPage } from '@housesit/shared-contracts';
import { Button, EmptyState, Loaded, VisuallyHidden } from '@housesit/shell/kit';
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
  return (
    <Loaded
      query={page}
      loading="Loading users..."
      isEmpty={(data) => data.total === 0}
      empty={
        search ? (
          <EmptyState title="No matching users" description={`No homeowner matches "${search}".`} />
        ) : (
          <EmptyState title="No users yet" description="Homeowners appear here once they book a visit." />
        )
      }
    >
      {(data) => (
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
      )}
    </Loaded>
  );
}
