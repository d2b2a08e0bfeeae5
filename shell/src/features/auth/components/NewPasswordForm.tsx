import { Form, useField } from 'react-final-form';
import { PASSWORD_MIN_LENGTH, PASSWORD_RESET_TEXT } from '@housesit/shared-contracts';
import { Button, Stack, formTextField } from '@housesit/shell/kit';
import { validateNewPassword, type NewPasswordValues } from '../lib/formValidation';
import type { SubmissionErrors } from '../hooks/useAuthActions';

const FormTextField = formTextField(useField);

export interface NewPasswordFormProps {
  onSubmit(password: string): Promise<SubmissionErrors>;
  /** The form's name for screen readers and its button: a reset's by default. */
  label?: string;
  submitLabel?: string;
}

/** The new password by the password rule (docs/product/DECISIONS.md 'Passwords') and its repeat. */
export function NewPasswordForm({
  onSubmit,
  label = PASSWORD_RESET_TEXT.chooseTitle,
  submitLabel = PASSWORD_RESET_TEXT.chooseButton,
}: NewPasswordFormProps) {
  return (
    <Form<NewPasswordValues>
      onSubmit={(values) => onSubmit(values.password ?? '')}
      validate={validateNewPassword}
      render={({ handleSubmit, submitting }) => (
        <form onSubmit={(event) => void handleSubmit(event)} noValidate aria-label={label}>
          <Stack gap={4}>
            <FormTextField
              name="password"
              id="reset-new-password"
              label="New password"
              type="password"
              autoComplete="new-password"
              hint={`At least ${PASSWORD_MIN_LENGTH} characters, not built on your name, username or email, and not a common password.`}
            />
            <FormTextField
              name="confirmPassword"
              id="reset-confirm-password"
              label="Repeat the new password"
              type="password"
              autoComplete="new-password"
            />
            <Button type="submit" fullWidth disabled={submitting}>
              {submitting ? PASSWORD_RESET_TEXT.choosing : submitLabel}
            </Button>
          </Stack>
        </form>
      )}
    />
  );
}
