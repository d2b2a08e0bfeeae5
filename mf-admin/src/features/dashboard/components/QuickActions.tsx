import { ButtonLink } from '@housesit/shell/kit';
import { Section, SectionTitle } from '@housesit/shell/kit/areas';
import styled from 'styled-components';

const Actions = styled.div`
  display: grid;
  gap: 12px;
`;

/** docs/product/DECISIONS.md: the Quick Actions go to /users, /jobs and /revenue. */
export function QuickActions() {
  return (
    <Section aria-labelledby="quick-actions-title">
      <SectionTitle id="quick-actions-title">Quick Actions</SectionTitle>
      <Actions>
        <ButtonLink to="/users" variant="secondary" size="lg" fullWidth>
          Manage Users
        </ButtonLink>
        <ButtonLink to="/jobs" variant="secondary" size="lg" fullWidth>
          View Schedule
        </ButtonLink>
        <ButtonLink to="/revenue" variant="secondary" size="lg" fullWidth>
          Revenue Reports
        </ButtonLink>
      </Actions>
    </Section>
  );
}
