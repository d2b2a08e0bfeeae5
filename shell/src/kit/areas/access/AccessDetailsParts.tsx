import { Fragment } from 'react';
import styled from 'styled-components';
import {
  ACCESS_FIELD_LABELS,
  ACCESS_FIELDS,
  ACCESS_MESSAGES,
  ACCESS_TEXT_FIELDS,
  KEY_HOLDER_LABELS,
  KEY_HOLDERS,
  type AccessDetails,
  type AccessField,
  type AccessTextField,
  type KeyHolder,
} from '@housesit/shared-contracts';
import { Field, Input, TextArea } from '@housesit/shell/kit';
import { DetailList, Muted, Select } from '../layout';

const Value = styled.dd`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

/** A field's value as a person reads it; null when it is not saved. */
function shownValue(details: AccessDetails, field: AccessField): string | null {
  const value = details[field];
  if (value === undefined || value === null || value === '') return null;
  return field === 'keyHolder' ? KEY_HOLDER_LABELS[value as KeyHolder] : value;
}

/**
 * A home's access details as the server opened them (decision 024), field by field, for the
 * visit's sitter and for an admin; the server's words when none are saved.
 */
export function OpenedAccessDetails({ details }: { details: AccessDetails | null }) {
  const rows = details
    ? ACCESS_FIELDS.flatMap((field) => {
        const value = shownValue(details, field);
        return value === null ? [] : [{ field, value }];
      })
    : [];
  if (rows.length === 0) return <Muted>{ACCESS_MESSAGES.noneSaved}</Muted>;
  return (
    <DetailList aria-label="Access details">
      {rows.map(({ field, value }) => (
        <Fragment key={field}>
          <dt>{ACCESS_FIELD_LABELS[field]}</dt>
          <Value>{value}</Value>
        </Fragment>
      ))}
    </DetailList>
  );
}

export type AccessDrafts = Partial<Record<AccessTextField, string>>;

/**
 * What a save sends: only the fields typed in (trimmed) and the key holder when one is chosen;
 * the API keeps every saved field the body leaves out.
 */
export function accessDetailsToSave(drafts: AccessDrafts, keyHolder: KeyHolder | ''): AccessDetails {
  const details: AccessDetails = {};
  for (const field of ACCESS_TEXT_FIELDS) {
    const value = drafts[field]?.trim();
    if (value) details[field] = value;
  }
  if (keyHolder) details.keyHolder = keyHolder;
  return details;
}

export interface AccessTextInputsProps {
  /** Prefix of the inputs' ids (useId of the form). */
  idPrefix: string;
  drafts: AccessDrafts;
  onChange(drafts: AccessDrafts): void;
  /** Whether the key number is asked for (Housesit holds a key, or one is saved). */
  showKeyNumber: boolean;
  /** A line under a field's label, e.g. that a saved value is kept when left blank. */
  hint?(field: AccessTextField): string | undefined;
}

/** The text fields of a home's access details, as the owner and an admin fill them in. */
export function AccessTextInputs({ idPrefix, drafts, onChange, showKeyNumber, hint }: AccessTextInputsProps) {
  return (
    <>
      {ACCESS_TEXT_FIELDS.map((field) => {
        if (field === 'keyNumber' && !showKeyNumber) return null;
        const id = `${idPrefix}-${field}`;
        const change = (value: string) => onChange({ ...drafts, [field]: value });
        return (
          <Field key={field} label={ACCESS_FIELD_LABELS[field]} htmlFor={id} hint={hint?.(field)}>
            {field === 'notes' ? (
              <TextArea id={id} value={drafts[field] ?? ''} onChange={(event) => change(event.target.value)} />
            ) : (
              <Input id={id} autoComplete="off" value={drafts[field] ?? ''} onChange={(event) => change(event.target.value)} />
            )}
          </Field>
        );
      })}
    </>
  );
}

export interface KeyHolderFieldProps {
  idPrefix: string;
  value: KeyHolder | '';
  onChange: (holder: KeyHolder | '') => void;
  /** What the empty choice means here: 'Keep as saved', or 'Not set' when nothing is saved. */
  emptyLabel: string;
  hint?: string | undefined;
}

/** Who holds a key, as the owner's and the office's access forms both ask it. */
export function KeyHolderField({ idPrefix, value, onChange, emptyLabel, hint }: KeyHolderFieldProps) {
  return (
    <Field label={ACCESS_FIELD_LABELS.keyHolder} htmlFor={`${idPrefix}-keyHolder`} hint={hint}>
      <Select id={`${idPrefix}-keyHolder`} value={value} onChange={(event) => onChange(event.target.value as KeyHolder | '')}>
        <option value="">{emptyLabel}</option>
        {KEY_HOLDERS.map((holder) => (
          <option key={holder} value={holder}>
            {KEY_HOLDER_LABELS[holder]}
          </option>
        ))}
      </Select>
    </Field>
  );
}
