import { forwardRef, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';
import { theme } from '../theme/theme';

const control = css<{ $invalid: boolean }>`
  display: block;
  width: 100%;
  min-height: 44px;
  padding: 8px 12px;
  border: 1px solid ${(p) => (p.$invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  &::placeholder {
    color: ${theme.colors.textMuted};
  }
  &:disabled {
    background: ${theme.colors.surfaceMuted};
    cursor: not-allowed;
  }
  &[readonly] {
    background: ${theme.colors.surfaceMuted};
  }
`;

const StyledInput = styled.input<{ $invalid: boolean }>`
  ${control}
`;
const StyledTextArea = styled.textarea<{ $invalid: boolean }>`
  ${control}
  min-height: 96px;
  resize: vertical;
`;

export type InputProps = InputHTMLAttributes<HTMLInputElement> & { invalid?: boolean };
export type TextAreaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & { invalid?: boolean };

export const Input = forwardRef<HTMLInputElement, InputProps>(function Input({ invalid = false, ...rest }, ref) {
  return <StyledInput ref={ref} $invalid={invalid} aria-invalid={invalid || undefined} {...rest} />;
});

export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea({ invalid = false, ...rest }, ref) {
  return <StyledTextArea ref={ref} $invalid={invalid} aria-invalid={invalid || undefined} {...rest} />;
});
