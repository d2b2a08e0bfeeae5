import { Form, useField } from 'react-final-form';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { AUTH_TEXT, PASSWORD_RESET_TEXT, type LoginPayload } from '@housesit/shared-contracts';
import { Button, Stack, theme, formTextField } from '@housesit/shell/kit';
import { validateLogin, type LoginValues } from '../lib/formValidation';
import type { SubmissionErrors } from '../hooks/useAuthActions';
import { AdoptServerValues } from './AdoptServerValues';

const FormTextField = formTextField(useField);

const ForgotLink = styled(Link)`
  align-self: flex-end;
  color: ${theme.colors.primary};
  font-size: ${theme.fontSizes.sm};
  /* A target a thumb can hit (WCAG 2.5.8). */
  padding: 4px 0;
`;

/** The fields whose text typed into the server's HTML is kept at the take-over. */
const LOGIN_FIELDS: readonly (keyof LoginValues & string)[] = ['username', 'password'];

export interface LoginFormProps {
  onSubmit(payload: LoginPayload): Promise<SubmissionErrors>;
}

/**
 * The sign-in form. With scripts final-form sends it through the typed client (its submit handler
 * prevents the browser's). In the server's HTML (decision 020) the browser posts it itself,
 * form-encoded, to the page's own address (no action: `?next=` and `?plan=` come along), which
 * the API answers as a sign-in (api routes/formSignIn.ts); `method="post"` keeps the password out
 * of any URL.
 */
export function LoginForm({ onSubmit }: LoginFormProps) {
  return (
    <Form<LoginValues>
      onSubmit={(values) => onSubmit(values as LoginPayload)}
      validate={validateLogin}
      render={({ handleSubmit, submitting, form }) => (
        <form method="post" onSubmit={(event) => void handleSubmit(event)} noValidate aria-label={AUTH_TEXT.loginTab}>
          <Stack gap={4}>
            <AdoptServerValues form={form} names={LOGIN_FIELDS} />
            <FormTextField name="username" id="login-username" label="Username" autoComplete="username" />
            <FormTextField name="password" id="login-password" label="Password" type="password" autoComplete="current-password" />
            <ForgotLink to="/reset-password">{PASSWORD_RESET_TEXT.forgotLink}</ForgotLink>
            <Button type="submit" fullWidth disabled={submitting}>
              {submitting ? AUTH_TEXT.signingIn : 'Sign in'}
            </Button>
          </Stack>
        </form>
      )}
    />
  );
}
