import { Form, useField } from 'react-final-form';
import { PASSWORD_RESET_TEXT, type PasswordResetRequest } from '@housesit/shared-contracts';
import { Button, Stack, formTextField } from '@housesit/shell/kit';
import { validateResetRequest, type ResetRequestValues } from '../lib/formValidation';
import type { SubmissionErrors } from '../hooks/useAuthActions';

const FormTextField = formTextField(useField);

export interface ResetRequestFormProps {
  onSubmit(payload: PasswordResetRequest): Promise<SubmissionErrors>;
}

/** 'Forgot password?': the account's email address, nothing else. */
export function ResetRequestForm({ onSubmit }: ResetRequestFormProps) {
  return (
    <Form<ResetRequestValues>
      onSubmit={(values) => onSubmit({ email: (values.email ?? '').trim() })}
      validate={validateResetRequest}
      render={({ handleSubmit, submitting }) => (
        <form onSubmit={(event) => void handleSubmit(event)} noValidate aria-label={PASSWORD_RESET_TEXT.requestTitle}>
          <Stack gap={4}>
            <FormTextField name="email" id="reset-email" label="Email" type="email" autoComplete="email" />
            <Button type="submit" fullWidth disabled={submitting}>
              {submitting ? PASSWORD_RESET_TEXT.requesting : PASSWORD_RESET_TEXT.requestButton}
            </Button>
          </Stack>
        </form>
      )}
    />
  );
}
