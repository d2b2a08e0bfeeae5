import { useState } from 'react';
import styled from 'styled-components';
import { SITTER_ALIAS, normalizeRole, visitTitle } from '@housesit/shared-contracts';
import {
  Button,
  Card,
  EmptyState,
  ErrorBox,
  PageHeader,
  Spinner,
  Stack,
  VisitStatusBadge,
  formatDate,
  formatTime,
  theme,
  useSession,
  useVisitsData,
} from '@housesit/shell/kit';

const ROLE_CHOICES = ['admin', 'homeowner', SITTER_ALIAS, 'guest'] as const;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
  li {
    display: flex;
    flex-wrap: wrap;
    gap: 8px 16px;
    align-items: center;
    justify-content: space-between;
  }
  small {
    color: ${theme.colors.textMuted};
  }
`;
const Select = styled.select`
  min-height: 44px;
  padding: 8px 12px;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
`;

function defaultRole(role: string | undefined): string {
  const known = normalizeRole(role);
  return known === 'housesitter' ? SITTER_ALIAS : (known ?? 'homeowner');
}

/**
 * Developer page (development builds only): runs the kit's useVisitsData with a chosen role,
 * showing the data, the loading state or the spec's error messages (a role other than one's
 * own gives 'Role mismatch', 'guest' gives 'Invalid role').
 */
export function TestVisitsDataPage() {
  const { user } = useSession();
  const [role, setRole] = useState(() => defaultRole(user?.role));
  const { data, error, isLoading, mutate } = useVisitsData(role, { limit: 20 });

  return (
    <Stack gap={5}>
      <PageHeader title="Visits data test" subtitle="useVisitsData against the real API for a chosen role." />
      <Card>
        <Stack direction="row" gap={3} wrap align="flex-end">
          <Stack gap={1}>
            <label htmlFor="visits-role">Role asked for</label>
            <Select id="visits-role" value={role} onChange={(event) => setRole(event.target.value)}>
              {ROLE_CHOICES.map((choice) => (
                <option key={choice} value={choice}>
                  {choice}
                </option>
              ))}
            </Select>
          </Stack>
          <Button variant="secondary" onClick={() => void mutate()}>
            Refetch
          </Button>
        </Stack>
      </Card>
      <section aria-label="Result">
        {isLoading ? <Spinner label="Loading visits..." /> : null}
        {error ? <ErrorBox title="useVisitsData error" message={error.message} /> : null}
        {data ? (
          data.items.length === 0 ? (
            <EmptyState title="No visits" description={`The API answered an empty list (total ${data.total}).`} />
          ) : (
            <Card>
              <p>
                {data.items.length} of {data.total} visits
              </p>
              <List>
                {data.items.map((visit) => (
                  <li key={visit.id}>
                    <span>
                      Visit #{visit.id} · {visitTitle(visit)}
                      <br />
                      <small>
                        {formatDate(visit.scheduledDate)} {formatTime(visit.scheduledDate)} · ${visit.totalAmount}
                      </small>
                    </span>
                    <VisitStatusBadge status={visit.status} />
                  </li>
                ))}
              </List>
            </Card>
          )
        ) : null}
      </section>
    </Stack>
  );
}

export default TestVisitsDataPage;
