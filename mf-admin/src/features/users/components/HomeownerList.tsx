import { useMemo, useState } from 'react';
import { EmptyState, Field, Input } from '@housesit/shell/kit';
import { CardList, Muted } from '../../../layout';
import { matchesUserSearch, type UserSummary } from '../groupUsers';
import { UserCard } from './UserCard';
import { UserDetailsDialog } from './UserDetailsDialog';

export interface HomeownerListProps {
  users: readonly UserSummary[];
  contactsLoading: boolean;
}

/** The homeowners derived from jobs: search, cards, and the View Details dialog. */
export function HomeownerList({ users, contactsLoading }: HomeownerListProps) {
  const [search, setSearch] = useState('');
  const [viewingId, setViewingId] = useState<number | null>(null);
  const shown = useMemo(() => users.filter((u) => matchesUserSearch(u, search)), [users, search]);
  // Looked up by id so the dialog picks up contact details that arrive after it opened.
  const viewing = viewingId === null ? null : (users.find((u) => u.homeownerId === viewingId) ?? null);

  return (
    <>
      <Field label="Search users" htmlFor="user-search" hint="Homeowner id, name or email">
        <Input id="user-search" type="search" value={search} onChange={(e) => setSearch(e.target.value)} autoComplete="off" />
      </Field>
      {users.length === 0 ? (
        <EmptyState title="No users yet" description="Homeowners appear here once they book a visit." />
      ) : shown.length === 0 ? (
        <EmptyState title="No matching users" description={`No homeowner matches "${search.trim()}".`} />
      ) : (
        <>
          <Muted aria-live="polite">
            Showing {shown.length} of {users.length} users
          </Muted>
          <CardList aria-label="Users" $min={300}>
            {shown.map((user) => (
              <li key={user.homeownerId}>
                <UserCard user={user} onViewDetails={(u) => setViewingId(u.homeownerId)} />
              </li>
            ))}
          </CardList>
        </>
      )}
      <UserDetailsDialog user={viewing} contactsLoading={contactsLoading} onClose={() => setViewingId(null)} />
    </>
  );
}
