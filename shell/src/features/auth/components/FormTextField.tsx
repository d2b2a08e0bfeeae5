import { useField } from 'react-final-form';
import { Field, Input } from '@housesit/shell/kit';

interface FormTextFieldProps {
  name: string;
  label: string;
  /** Unique id for the input (the login and register forms both have a username). */
  id: string;
  type?: 'text' | 'password' | 'email';
  autoComplete?: string;
  /** A line under the label that says what the field wants (read with the field). */
  hint?: string;
  /** For the browser's own check of a form sent without scripts (decision 020); the app checks with final-form. */
  required?: boolean;
  minLength?: number;
}

/** A final-form text field with the kit's label and error (validation or server field error). */
export function FormTextField({ name, label, id, type = 'text', autoComplete, hint, required, minLength }: FormTextFieldProps) {
  const { input, meta } = useField<string>(name, {
    subscription: { value: true, error: true, submitFailed: true, submitError: true, dirtySinceLastSubmit: true },
  });
  // Errors show from the first submit on, not on blur: an error appearing on blur pushes the
  // submit button down under the pointer that is about to click it.
  const validationError = meta.submitFailed ? (meta.error as string | undefined) : undefined;
  const serverError = !meta.dirtySinceLastSubmit ? (meta.submitError as string | undefined) : undefined;
  const error = validationError ?? serverError;
  // {...input} carries the value: final-form's default format gives an empty field '', never undefined.
  return (
    <Field label={label} htmlFor={id} error={error} hint={hint}>
      <Input
        {...input}
        id={id}
        type={type}
        autoComplete={autoComplete}
        invalid={Boolean(error)}
        required={required}
        minLength={minLength}
      />
    </Field>
  );
}
