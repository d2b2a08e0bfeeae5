import { Form, useField } from 'react-final-form';
import styled from 'styled-components';
import { AUTH_TEXT, PASSWORD_MIN_LENGTH, USERNAME_MIN_LENGTH, type RegisterPayload } from '@housesit/shared-contracts';
import { Button, Stack, theme, usePrerendering, formTextField } from '@housesit/shell/kit';
import { registerPayload, validateRegister, type RegisterValues } from '../lib/formValidation';
import type { SubmissionErrors } from '../hooks/useAuthActions';
import { AdoptServerValues } from './AdoptServerValues';

const FormTextField = formTextField(useField);

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

/**
 * docs/product/platform.md §2: first name, last name, email, username and password; role defaults to homeowner.
 * With scripts final-form checks and sends it through the typed client. In the server's HTML
 * (decision 020) the browser checks each field itself (required, email, the password's length:
 * `noValidate` only once the app runs) and posts it, form-encoded, to the page's own address
 * (`/login?tab=register`, `?plan=` along), which the API answers as a sign-up (api routes/formSignIn.ts).
 */
export function RegisterForm({ onSubmit }: RegisterFormProps) {
  const prerendering = usePrerendering();
  return (
    <Form<RegisterValues>
      onSubmit={(values) => onSubmit(registerPayload(values))}
      validate={validateRegister}
      render={({ handleSubmit, submitting, form }) => (
        <form method="post" onSubmit={(event) => void handleSubmit(event)} noValidate={!prerendering} aria-label={AUTH_TEXT.registerTab}>
          <Stack gap={4}>
            <AdoptServerValues form={form} names={REGISTER_FIELDS} />
            <NameRow>
              <FormTextField name="firstName" id="register-first-name" label="First name" autoComplete="given-name" required />
              <FormTextField name="lastName" id="register-last-name" label="Last name" autoComplete="family-name" required />
            </NameRow>
            <FormTextField name="email" id="register-email" label="Email" type="email" autoComplete="email" required />
            <FormTextField
              name="username"
              id="register-username"
              label="Username"
              autoComplete="username"
              required
              minLength={USERNAME_MIN_LENGTH}
            />
            <FormTextField
              name="password"
              id="register-password"
              label="Password"
              type="password"
              autoComplete="new-password"
              required
              minLength={PASSWORD_MIN_LENGTH}
            />
            <Button type="submit" fullWidth disabled={submitting}>
              {submitting ? AUTH_TEXT.creatingAccount : 'Create account'}
            </Button>
          </Stack>
        </form>
      )}
    />
  );
}
