import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { ROLE_LABEL, SITTER_PATHS, decideAccess, findRoute, normalizeRole } from '@housesit/shared-contracts';
import { Button, Card, ErrorBox, PageHeader, Stack, VisuallyHidden, theme, useSession, useVisitsData } from '@housesit/shell/kit';
import { IS_DEV_BUILD } from '../../../env';

const DASHBOARDS = ['/dashboard', SITTER_PATHS.dashboard, SITTER_PATHS.base, '/admin/dashboard', '/reports'] as const;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    text-align: left;
    padding: 8px;
    border-bottom: 1px solid ${theme.colors.border};
    vertical-align: middle;
  }
  @media (max-width: 480px) {
    font-size: ${theme.fontSizes.sm};
    th,
    td {
      padding: 6px 4px;
    }
  }
`;

function expectation(path: string, user: { role: string } | null): string {
  const route = findRoute(path);
  if (!route) return 'not a route';
  const decision = decideAccess(route.access, user, { isDevBuild: IS_DEV_BUILD, path });
  return decision.kind === 'allow' ? 'opens' : `redirects to ${decision.to}`;
}

/**
 * Developer page (development builds only): buttons to each dashboard with what the guard is
 * expected to do for the signed-in role, and the admin data source used by a non-admin, which
 * must be rejected.
 */
export function TestSessionGuardsPage() {
  const { user } = useSession();
  const navigate = useNavigate();
  const role = user ? normalizeRole(user.role) : null;
  const adminSource = useVisitsData('admin', { limit: 1 });

  return (
    <Stack gap={5}>
      <PageHeader
        title="Session guards test"
        subtitle={user ? `Signed in as ${user.username} (${role ? ROLE_LABEL[role] : user.role}).` : 'Not signed in.'}
      />
      <Card>
        <Table>
          <thead>
            <tr>
              <th scope="col">Page</th>
              <th scope="col">Expected</th>
              <th scope="col">
                <VisuallyHidden>Open</VisuallyHidden>
              </th>
            </tr>
          </thead>
          <tbody>
            {DASHBOARDS.map((path) => (
              <tr key={path}>
                <td>{path}</td>
                <td>{expectation(path, user)}</td>
                <td>
                  <Button size="sm" variant="secondary" onClick={() => void navigate(path)}>
                    Open {path}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Card>
      <Card>
        <h2>Admin data source</h2>
        {role === 'admin' ? (
          <p>{adminSource.data ? `Admin jobs readable: ${adminSource.data.total} in total.` : 'Loading admin jobs...'}</p>
        ) : adminSource.error ? (
          <ErrorBox title="Rejected as expected" message={adminSource.error.message} />
        ) : (
          <p>Checking...</p>
        )}
      </Card>
    </Stack>
  );
}

export default TestSessionGuardsPage;
