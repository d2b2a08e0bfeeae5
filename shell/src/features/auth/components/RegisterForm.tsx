import { Form } from 'react-final-form';
import styled from 'styled-components';
import { AUTH_TEXT, type RegisterPayload } from '@housesit/shared-contracts';
import { Button, Stack, theme, usePrerendering } from '@housesit/shell/kit';
import { registerPayload, validateRegister, type RegisterValues } from '../lib/formValidation';
import type { SubmissionErrors } from '../hooks/useAuthActions';
import { AdoptServerValues } from './AdoptServerValues';
import { FormTextField } from './FormTextField';

const NameRow = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: 16px;
  @media ${theme.breakpoints.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;

/** The fields whose text typed into the server's HTML is kept at the take-over. */
const REGISTER_FIELDS: readonly (keyof RegisterValues & string)[] = ['firstName', 'lastName', 'email', 'username', 'password'];

export interface RegisterFormProps {
  onSubmit(payload: RegisterPayload): Promise<SubmissionErrors>;
}

/** platform.md §2: first name, last name, email, username and password; role defaults to homeowner. */
export function RegisterForm({ onSubmit }: RegisterFormProps) {
  const prerendering = usePrerendering();
  return (
    <Form<RegisterValues>
      onSubmit={(values) => onSubmit(registerPayload(values))}
      validate={validateRegister}
      render={({ handleSubmit, submitting, form }) => (
        <form onSubmit={(event) => void handleSubmit(event)} noValidate aria-label={AUTH_TEXT.registerTab}>
          <Stack gap={4}>
            <AdoptServerValues form={form} names={REGISTER_FIELDS} />
            <NameRow>
              <FormTextField name="firstName" id="register-first-name" label="First name" autoComplete="given-name" />
              <FormTextField name="lastName" id="register-last-name" label="Last name" autoComplete="family-name" />
            </NameRow>
            <FormTextField name="email" id="register-email" label="Email" type="email" autoComplete="email" />
            <FormTextField name="username" id="register-username" label="Username" autoComplete="username" />
            <FormTextField name="password" id="register-password" label="Password" type="password" autoComplete="new-password" />
            <Button type="submit" fullWidth disabled={submitting || prerendering}>
              {submitting ? AUTH_TEXT.creatingAccount : 'Create account'}
            </Button>
          </Stack>
        </form>
      )}
    />
  );
}
