import { useCallback } from 'react';
import { Form, useField } from 'react-final-form';
import type { FormApi } from 'final-form';
import { ACCOUNT_TEXT, type ChangePassword, type User } from '@housesit/shared-contracts';
import { Button, Stack, formTextField } from '@housesit/shell/kit';
import { passwordPayload, validatePassword, type PasswordValues } from '../lib/validation';
import type { SubmissionErrors } from '../hooks/useSettingsActions';

const FormTextField = formTextField(useField);

export interface PasswordFormProps {
  /** The signed-in user: their username, names and email are words the new password may not be built on. */
  user: User;
  onSubmit(payload: ChangePassword): Promise<SubmissionErrors>;
}

/** Current password, new password (registration's rules) and its confirmation. */
export function PasswordForm({ user, onSubmit }: PasswordFormProps) {
  // One function per user: a new one on every render would make the form validate again each time.
  const validate = useCallback((values: PasswordValues) => validatePassword(values, user), [user]);
  const submit = async (values: PasswordValues, form: FormApi<PasswordValues>) => {
    const errors = await onSubmit(passwordPayload(values));
    // Passwords are not kept on screen once they have done their job.
    if (!errors) window.setTimeout(() => form.restart());
    return errors;
  };
  return (
    <Form<PasswordValues>
      onSubmit={submit}
      validate={validate}
      render={({ handleSubmit, submitting }) => (
        <form onSubmit={(event) => void handleSubmit(event)} noValidate aria-label={ACCOUNT_TEXT.passwordTitle}>
          <Stack gap={4}>
            <FormTextField
              name="currentPassword"
              id="settings-current-password"
              label="Current password"
              type="password"
              autoComplete="current-password"
            />
            <FormTextField name="newPassword" id="settings-new-password" label="New password" type="password" autoComplete="new-password" />
            <FormTextField
              name="confirmPassword"
              id="settings-confirm-password"
              label="Repeat the new password"
              type="password"
              autoComplete="new-password"
            />
            <div>
              <Button type="submit" disabled={submitting}>
                {submitting ? 'Changing...' : ACCOUNT_TEXT.passwordTitle}
              </Button>
            </div>
          </Stack>
        </form>
      )}
    />
  );
}
