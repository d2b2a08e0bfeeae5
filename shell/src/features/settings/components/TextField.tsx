import { useField } from 'react-final-form';
import { Field, Input, TextArea } from '@housesit/shell/kit';

interface TextFieldProps {
  name: string;
  label: string;
  id: string;
  type?: 'text' | 'password' | 'tel';
  autoComplete?: string;
  multiline?: boolean;
  hint?: string;
}

/** A final-form field with the kit's label, hint and error (validation or the server's). */
export function TextField({ name, label, id, type = 'text', autoComplete, multiline = false, hint }: TextFieldProps) {
  const { input, meta } = useField<string>(name, {
    subscription: { value: true, error: true, submitFailed: true, submitError: true, dirtySinceLastSubmit: true },
  });
  // Shown from the first submit on, like the sign-in forms: errors do not jump in on blur.
  const validationError = meta.submitFailed ? (meta.error as string | undefined) : undefined;
  const serverError = !meta.dirtySinceLastSubmit ? (meta.submitError as string | undefined) : undefined;
  const error = validationError ?? serverError;
  // {...input} carries the value: final-form's default format gives an empty field '', never undefined.
  return (
    <Field label={label} htmlFor={id} error={error} hint={hint}>
      {multiline ? (
        <TextArea {...input} id={id} rows={2} autoComplete={autoComplete} invalid={Boolean(error)} />
      ) : (
        <Input {...input} id={id} type={type} autoComplete={autoComplete} invalid={Boolean(error)} />
      )}
    </Field>
  );
}
