import { Form, useField } from 'react-final-form';
import styled from 'styled-components';
import { AUTH_TEXT, STAFF_ACCOUNT_TEXT, type User } from '@housesit/shared-contracts';
import { Button, Stack, theme, formTextField } from '@housesit/shell/kit';
import { createAccountPayload, validateCreateAccount, type CreateAccountValues } from '../createAccount';
import { useCreateAccount } from '../hooks/useCreateAccount';
import { RoleChoice } from './RoleChoice';

const FormTextField = formTextField(useField);

const Pair = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: 16px;
  @media ${theme.breakpoints.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;

const FormError = styled.p`
  margin: 0;
  color: ${theme.colors.danger};
`;

const INITIAL: CreateAccountValues = { role: 'housesitter' };

export interface CreateAccountFormProps {
  onCreated: (user: User) => void;
  onCancel?: () => void;
}

/**
 * Create account: a sitter or admin account (docs/product/platform.md §5 rules, CreateStaffUserStruct). No
 * password: the person is emailed an invitation to set their own (decision 017).
 */
export function CreateAccountForm({ onCreated, onCancel }: CreateAccountFormProps) {
  const createAccount = useCreateAccount();
  return (
    <Form<CreateAccountValues>
      initialValues={INITIAL}
      validate={validateCreateAccount}
      onSubmit={async (values) => {
        const result = await createAccount(createAccountPayload(values));
        if (!result.ok) return result.errors;
        onCreated(result.user);
        return undefined;
      }}
      render={({ handleSubmit, submitting, submitError, dirtySinceLastSubmit }) => (
        <form onSubmit={(event) => void handleSubmit(event)} noValidate aria-label="Create account">
          <Stack gap={4}>
            <RoleChoice />
            <Pair>
              <FormTextField name="firstName" id="staff-first-name" label="First name" autoComplete="off" />
              <FormTextField name="lastName" id="staff-last-name" label="Last name" autoComplete="off" />
            </Pair>
            <FormTextField name="email" id="staff-email" label="Email" type="email" autoComplete="off" />
            <FormTextField name="phone" id="staff-phone" label="Phone" type="tel" autoComplete="off" hint="Optional" />
            <FormTextField
              name="username"
              id="staff-username"
              label="Username"
              autoComplete="off"
              hint={STAFF_ACCOUNT_TEXT.invitationHint}
            />
            {submitError && !dirtySinceLastSubmit ? <FormError role="alert">{String(submitError)}</FormError> : null}
            <Stack direction="row" gap={2} wrap justify="flex-end">
              {onCancel ? (
                <Button variant="secondary" onClick={onCancel}>
                  Cancel
                </Button>
              ) : null}
              <Button type="submit" disabled={submitting} aria-busy={submitting || undefined}>
                {submitting ? AUTH_TEXT.creatingAccount : 'Create account'}
              </Button>
            </Stack>
          </Stack>
        </form>
      )}
    />
  );
}
