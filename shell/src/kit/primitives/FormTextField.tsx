import type { FieldRenderProps, UseFieldConfig } from 'react-final-form';
import { Field } from './Field';
import { Input, TextArea } from './Input';

/** The parts of react-final-form's useField this field calls. */
export type UseFormField = (name: string, config: UseFieldConfig) => Pick<FieldRenderProps<string>, 'input' | 'meta'>;

export interface FormTextFieldProps {
  name: string;
  label: string;
  /** Unique on the page (two forms may both have a username). */
  id: string;
  type?: 'text' | 'password' | 'email' | 'tel';
  autoComplete?: string;
  /** A line under the label that says what the field wants (read with the field). */
  hint?: string;
  /** A two-line text area instead of a one-line input. */
  multiline?: boolean;
  /** For the browser's own check of a form sent without scripts (decision 020); the app checks with final-form. */
  required?: boolean;
  minLength?: number;
}

const SUBSCRIPTION = { value: true, error: true, submitFailed: true, submitError: true, dirtySinceLastSubmit: true };

/**
 * A final-form text field with the kit's label, hint and error (validation or the server's),
 * which Field ties to the control (aria-describedby, aria-invalid, role=alert).
 *
 * Made from the form's own `useField`: react-final-form is not a shared singleton, so an area's
 * <Form> and a field built on the shell's copy would not see each other. Call it once per module:
 * `const FormTextField = formTextField(useField);`.
 */
export function formTextField(useField: UseFormField) {
  return function FormTextField({
    name,
    label,
    id,
    type = 'text',
    autoComplete,
    hint,
    multiline = false,
    required,
    minLength,
  }: FormTextFieldProps) {
    const { input, meta } = useField(name, { subscription: SUBSCRIPTION });
    // Errors show from the first submit on, not on blur: an error appearing on blur pushes the
    // submit button down under the pointer that is about to click it.
    const validationError = meta.submitFailed ? (meta.error as string | undefined) : undefined;
    const serverError = !meta.dirtySinceLastSubmit ? (meta.submitError as string | undefined) : undefined;
    const error = validationError ?? serverError;
    // {...input} carries the value: final-form's default format gives an empty field '', never undefined.
    return (
      <Field label={label} htmlFor={id} error={error} hint={hint}>
        {multiline ? (
          <TextArea
            {...input}
            id={id}
            rows={2}
            autoComplete={autoComplete}
            invalid={Boolean(error)}
            required={required}
            minLength={minLength}
          />
        ) : (
          <Input
            {...input}
            id={id}
            type={type}
            autoComplete={autoComplete}
            invalid={Boolean(error)}
            required={required}
            minLength={minLength}
          />
        )}
      </Field>
    );
  };
}
