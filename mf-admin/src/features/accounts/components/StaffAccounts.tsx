import { useId, useState } from 'react';
import styled from 'styled-components';
import { SITTER_ROLE, STAFF_ACCOUNT_TEXT, type Role, type User } from '@housesit/shared-contracts';
import { Badge, Button, Card, Dialog, Loaded, theme, useSession } from '@housesit/shell/kit';
import { ItemList, Muted, Row, Section, SectionTitle } from '@housesit/shell/kit/areas';
import { mailtoHref } from '../../../shared/contactLinks';
import { useAccounts } from '../api/useAccounts';
import { CreateAccountForm } from './CreateAccountForm';
import { StaffCardActions } from './StaffCardActions';

const Heading = styled.h3`
  margin: 0;
  font-size: ${theme.fontSizes.md};
`;

const Person = styled.div`
  display: grid;
  gap: 2px;
  overflow-wrap: anywhere;
`;

function AccountList({ role, title, highlight }: { role: Role; title: string; highlight: number | null }) {
  const accounts = useAccounts(role);
  const { data } = accounts;
  const { user: me } = useSession();
  const id = useId();
  const items = data?.items ?? [];
  return (
    <Section aria-labelledby={id}>
      <Heading id={id}>
        {title}
        {data ? ` (${items.length})` : ''}
      </Heading>
      <Loaded query={accounts} loading={`Loading ${title.toLowerCase()}...`} errorTitle={null}>
        {() => (
          <ItemList
            labelledBy={id}
            items={items}
            itemKey={(user: User) => user.id}
            isCurrent={(user) => user.id === highlight}
            empty={<Muted>None yet.</Muted>}
            layout="cards"
            min={240}
          >
            {(user) => (
              <Card>
                <Person>
                  <strong>
                    {user.firstName} {user.lastName}{' '}
                    {user.deactivatedAt ? <Badge tone="neutral">{STAFF_ACCOUNT_TEXT.inactiveBadge}</Badge> : null}
                  </strong>
                  <Muted>@{user.username}</Muted>
                  <a href={mailtoHref(user.email)}>{user.email}</a>
                  {user.id === highlight ? <Muted>Just created</Muted> : null}
                </Person>
                <StaffCardActions user={user} isSelf={user.id === me?.id} />
              </Card>
            )}
          </ItemList>
        )}
      </Loaded>
    </Section>
  );
}

/** Staff accounts: the sitters and admins, and the Create account form (docs/product/DECISIONS.md: admin creates them). */
export function StaffAccounts() {
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<number | null>(null);
  const titleId = useId();
  return (
    <Section aria-labelledby={titleId}>
      <Row>
        <SectionTitle id={titleId}>Staff accounts</SectionTitle>
        <Button onClick={() => setCreating(true)}>Create account</Button>
      </Row>
      <AccountList role={SITTER_ROLE} title="Sitters" highlight={created} />
      <AccountList role="admin" title="Admins" highlight={created} />
      <Dialog
        open={creating}
        onClose={() => setCreating(false)}
        title="Create account"
        description="A sitter or admin account. Homeowners register themselves."
      >
        <CreateAccountForm
          onCancel={() => setCreating(false)}
          onCreated={(user) => {
            setCreated(user.id);
            setCreating(false);
          }}
        />
      </Dialog>
    </Section>
  );
}
