import { Form } from 'react-final-form';
import { AUTH_TEXT, type LoginPayload } from '@housesit/shared-contracts';
import { Button, Stack } from '@housesit/shell/kit';
import { validateLogin, type LoginValues } from '../lib/formValidation';
import type { SubmissionErrors } from '../hooks/useAuthActions';
import { FormTextField } from './FormTextField';

export interface LoginFormProps {
  onSubmit(payload: LoginPayload): Promise<SubmissionErrors>;
}

export function LoginForm({ onSubmit }: LoginFormProps) {
  return (
    <Form<LoginValues>
      onSubmit={(values) => onSubmit(values as LoginPayload)}
      validate={validateLogin}
      render={({ handleSubmit, submitting }) => (
        <form onSubmit={(event) => void handleSubmit(event)} noValidate aria-label={AUTH_TEXT.loginTab}>
          <Stack gap={4}>
            <FormTextField name="username" id="login-username" label="Username" autoComplete="username" />
            <FormTextField name="password" id="login-password" label="Password" type="password" autoComplete="current-password" />
            <Button type="submit" fullWidth disabled={submitting}>
              {submitting ? AUTH_TEXT.signingIn : 'Sign in'}
            </Button>
          </Stack>
        </form>
      )}
    />
  );
}
