import { useMemo, useState } from 'react';
import { TOASTS, type RemoteScreenProps } from '@housesit/shared-contracts';
import { EmptyState, ErrorBox, Field, Input, PageHeader, Spinner } from '@housesit/shell/kit';
import { CardList, Muted, Page } from '../../../layout';
import { useAllJobs } from '../../jobs/api/useAllJobs';
import { groupUsers, matchesUserSearch, summarizeUsers } from '../groupUsers';
import { UserCard } from './UserCard';
import { UsersOverviewCards } from './UsersOverviewCards';
import { errorMessage } from '../../jobs/errorMessage';

/** /users: homeowners derived from their jobs (account management comes with the admin issue). */
export default function UsersScreen(_props: RemoteScreenProps) {
  const { data: jobs, error, isLoading, mutate } = useAllJobs();
  const [search, setSearch] = useState('');
  const users = useMemo(() => (jobs ? groupUsers(jobs, new Date()) : []), [jobs]);
  const overview = useMemo(() => summarizeUsers(users), [users]);
  const shown = users.filter((u) => matchesUserSearch(u, search));

  return (
    <Page>
      <PageHeader title="User Management" subtitle="Homeowners and their visits" />
      {error ? (
        <ErrorBox title={TOASTS.loadFailed.title} message={errorMessage(error)} onRetry={() => void mutate()} />
      ) : isLoading || !jobs ? (
        <Spinner label="Loading users..." />
      ) : (
        <>
          <UsersOverviewCards overview={overview} />
          <Field label="Search users" htmlFor="user-search" hint="Homeowner id or name">
            <Input
              id="user-search"
              type="search"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              autoComplete="off"
            />
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
                    <UserCard user={user} />
                  </li>
                ))}
              </CardList>
            </>
          )}
        </>
      )}
    </Page>
  );
}
