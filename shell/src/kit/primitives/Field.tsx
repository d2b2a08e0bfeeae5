import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '../theme/theme';

export interface FieldProps {
  label: string;
  /** id of the control inside; the label points at it and the error/hint ids derive from it. */
  htmlFor: string;
  error?: string;
  hint?: string;
  children: ReactNode;
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-width: 0;
`;
const Label = styled.label`
  font-weight: 600;
  font-size: ${theme.fontSizes.sm};
`;
const Hint = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`;
const ErrorText = styled.p`
  margin: 0;
  color: ${theme.colors.danger};
  font-size: ${theme.fontSizes.sm};
`;

export const fieldErrorId = (htmlFor: string) => `${htmlFor}-error`;
export const fieldHintId = (htmlFor: string) => `${htmlFor}-hint`;

/**
 * Label + control + hint + error. The control (the single child element) gets
 * aria-describedby for the hint and error and aria-invalid while there is an error.
 */
export function Field({ label, htmlFor, error, hint, children }: FieldProps) {
  const describedBy = [hint ? fieldHintId(htmlFor) : null, error ? fieldErrorId(htmlFor) : null].filter(Boolean).join(' ');
  const control = isValidElement(children)
    ? cloneElement(children as ReactElement<Record<string, unknown>>, {
        'aria-describedby': describedBy || undefined,
        ...(error ? { 'aria-invalid': true } : {}),
      })
    : children;
  return (
    <Wrapper>
      <Label htmlFor={htmlFor}>{label}</Label>
      {control}
      {hint ? <Hint id={fieldHintId(htmlFor)}>{hint}</Hint> : null}
      {error ? (
        <ErrorText id={fieldErrorId(htmlFor)} role="alert">
          {error}
        </ErrorText>
      ) : null}
    </Wrapper>
  );
}
