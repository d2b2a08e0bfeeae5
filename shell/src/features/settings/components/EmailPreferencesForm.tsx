import { useState } from 'react';
import styled from 'styled-components';
import { EMAIL_CATEGORIES, EMAIL_TEXT, type EmailPreferences } from '@housesit/shared-contracts';
import { Button, Stack, theme } from '@housesit/shell/kit';

const Choice = styled.label`
  display: flex;
  align-items: flex-start;
  gap: 12px;
  padding: 12px;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  cursor: pointer;
  input {
    width: 20px;
    height: 20px;
    margin: 2px 0 0;
    flex: none;
  }
  span {
    display: block;
  }
  small {
    color: ${theme.colors.textMuted};
  }
`;
const Intro = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
`;

export interface EmailPreferencesFormProps {
  preferences: EmailPreferences;
  /** Resolves true once saved. */
  onSave(preferences: EmailPreferences): Promise<boolean>;
}

/** A checkbox per optional email category (receipts always go), saved together. */
export function EmailPreferencesForm({ preferences, onSave }: EmailPreferencesFormProps) {
  // Keyed by the stored choices, so a save (or another tab's) starts the form from them.
  return <Choices key={JSON.stringify(preferences)} initial={preferences} onSave={onSave} />;
}

function Choices({ initial, onSave }: { initial: EmailPreferences; onSave: EmailPreferencesFormProps['onSave'] }) {
  const [values, setValues] = useState(initial);
  const [saving, setSaving] = useState(false);
  const changed = EMAIL_CATEGORIES.some((category) => values[category] !== initial[category]);
  const save = async () => {
    setSaving(true);
    try {
      await onSave(values);
    } finally {
      setSaving(false);
    }
  };
  return (
    <form
      aria-label={EMAIL_TEXT.sectionTitle}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Stack gap={3}>
        <Intro>{EMAIL_TEXT.intro}</Intro>
        {EMAIL_CATEGORIES.map((category) => {
          const text = EMAIL_TEXT.categories[category];
          const hintId = `email-pref-${category}-hint`;
          const labelId = `email-pref-${category}-label`;
          return (
            <Choice key={category}>
              <input
                type="checkbox"
                checked={values[category]}
                aria-labelledby={labelId}
                aria-describedby={hintId}
                onChange={(event) => setValues({ ...values, [category]: event.target.checked })}
              />
              <span>
                <span id={labelId}>{text.label}</span>
                <small id={hintId}>{text.hint}</small>
              </span>
            </Choice>
          );
        })}
        <div>
          <Button type="submit" disabled={saving || !changed}>
            {saving ? 'Saving...' : EMAIL_TEXT.save}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
