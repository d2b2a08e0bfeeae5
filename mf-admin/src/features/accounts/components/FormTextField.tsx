import { useField } from 'react-final-form';
import { Field, Input } from '@housesit/shell/kit';

interface FormTextFieldProps {
  name: string;
  label: string;
  id: string;
  type?: 'text' | 'password' | 'email' | 'tel';
  autoComplete?: string;
  hint?: string;
}

/** A final-form text field with the kit's label and error (validation or server field error). */
export function FormTextField({ name, label, id, type = 'text', autoComplete, hint }: FormTextFieldProps) {
  const { input, meta } = useField<string>(name, {
    subscription: { value: true, error: true, submitFailed: true, submitError: true, dirtySinceLastSubmit: true },
  });
  // Errors show from the first submit on, like the shell's sign-in forms.
  const validationError = meta.submitFailed ? (meta.error as string | undefined) : undefined;
  const serverError = !meta.dirtySinceLastSubmit ? (meta.submitError as string | undefined) : undefined;
  const error = validationError ?? serverError;
  return (
    <Field label={label} htmlFor={id} error={error} hint={hint}>
      <Input {...input} id={id} type={type} autoComplete={autoComplete} invalid={Boolean(error)} value={input.value} />
    </Field>
  );
}
