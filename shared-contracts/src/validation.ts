import { define, optional, StructError, validate, type Struct } from 'superstruct';
import { EMAIL_PATTERN } from './constants.js';

/** A string that is present and not blank; otherwise `message`. */
export function requiredText(message: string, max: number, tooLong = `Must be at most ${max} characters`) {
  return define<string>('requiredText', (value) => {
    if (typeof value !== 'string' || value.trim().length === 0) return message;
    return value.length <= max || tooLong;
  });
}

/** A string of at least `min` characters (after trimming); otherwise `message`. */
export function minText(min: number, message: string, max: number, tooLong = `Must be at most ${max} characters`) {
  return define<string>('minText', (value) => {
    if (typeof value !== 'string' || value.trim().length < min) return message;
    return value.length <= max || tooLong;
  });
}

export function emailText(message: string, max: number) {
  return define<string>('email', (value) => {
    if (typeof value !== 'string' || !EMAIL_PATTERN.test(value)) return message;
    return value.length <= max || message;
  });
}

/** Digits a phone number may have: E.164 allows 15; fewer than 7 is no reachable number. */
const PHONE_DIGITS = { min: 7, max: 15 } as const;
/** How people type a number: digits with spaces, dashes, dots, parentheses, and a leading +. */
const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/;

/** Why `value` is not a phone number people could call, or true; a blank is left to the caller. */
function phoneProblem(value: string, invalid: string, max: number): string | true {
  const trimmed = value.trim();
  if (value.length > max || !PHONE_CHARACTERS.test(trimmed)) return invalid;
  const digits = trimmed.replace(/\D/g, '').length;
  return (digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max) || invalid;
}

/** An optional phone number as people type it ('(781) 555-0142', '+1 781 555 0142'); a blank means none. */
export function optionalPhone(invalid: string, max: number) {
  return optional(
    define<string>('phone', (value) => {
      if (typeof value !== 'string') return invalid;
      return value.trim() === '' || phoneProblem(value, invalid, max);
    }),
  );
}

/** A phone number that must be given. */
export function requiredPhone(required: string, invalid: string, max: number) {
  return define<string>('phone', (value) => {
    if (typeof value !== 'string' || value.trim() === '') return required;
    return phoneProblem(value, invalid, max);
  });
}

/** A string up to `max` characters, empty allowed. */
export function boundedText(max: number, label = 'Text') {
  return define<string>('text', (value) =>
    typeof value !== 'string' ? `${label} must be text` : value.length <= max || `${label} must be at most ${max} characters`,
  );
}

/** Optional free text: a string up to `max` characters, or absent. */
export function optionalText(max: number, label = 'Text') {
  return optional(boundedText(max, label));
}

export type FieldErrors = Record<string, string>;

export type ValidationResult<T> = { ok: true; value: T } | { ok: false; message: string; fieldErrors: FieldErrors };

/**
 * Validates and reports every failing field with the spec's message. A key the schema does not
 * know is reported under its own name, so extra fields are refused rather than stored.
 */
export function check<T, S>(struct: Struct<T, S>, value: unknown): ValidationResult<T> {
  const [error, result] = validate(value, struct, { coerce: true });
  if (!error) return { ok: true, value: result as T };
  return { ok: false, ...describe(error) };
}

function describe(error: StructError): { message: string; fieldErrors: FieldErrors } {
  const fieldErrors: FieldErrors = {};
  for (const failure of error.failures()) {
    const field = failure.path.length > 0 ? failure.path.join('.') : '_';
    if (fieldErrors[field]) continue;
    fieldErrors[field] =
      failure.type === 'never'
        ? `Unknown field: ${field}`
        : failure.refinement || isCustom(failure.message)
          ? failure.message
          : friendly(field, failure.message);
  }
  const first = Object.values(fieldErrors)[0] ?? 'Invalid request';
  return { message: first, fieldErrors };
}

/** Superstruct's own messages start with 'Expected'; ours never do. */
function isCustom(message: string): boolean {
  return !message.startsWith('Expected');
}

function friendly(field: string, message: string): string {
  if (field === '_') return 'The request body must be a JSON object';
  return `Invalid value for ${field}: ${message.replace(/^Expected /, 'expected ')}`;
}
