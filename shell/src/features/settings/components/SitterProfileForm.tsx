import { useId, useState } from 'react';
import styled from 'styled-components';
import {
  SITTER_PROFILE_MAX,
  SITTER_PROFILE_TEXT,
  sitterProfileRefusal,
  type SitterProfile,
  type UpdateSitterProfile,
} from '@housesit/shared-contracts';
import { Button, Field, Stack, TextArea, theme } from '@housesit/shell/kit';
import { PhotoFileError, isImageFile, photoDataUrl } from '@housesit/shell/kit/areas';
import type { SitterProfileErrors } from '../hooks/useSitterProfile';

const Intro = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
`;
const PhotoRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 16px;
`;
const Photo = styled.img`
  width: 96px;
  height: 96px;
  border-radius: 50%;
  object-fit: cover;
  border: 1px solid ${theme.colors.border};
`;
const Muted = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
`;

export interface SitterProfileFormProps {
  firstName: string;
  profile: SitterProfile;
  /** Resolves undefined once saved, or the refused fields. */
  onSave(payload: UpdateSitterProfile): Promise<SitterProfileErrors>;
}

/** What customers see of a sitter beside their first name: a short text and a photo. */
export function SitterProfileForm(props: SitterProfileFormProps) {
  // Keyed by what is stored, so a save starts the form again from it.
  return <ProfileFields key={`${props.profile.profile ?? ''}|${props.profile.photoUrl ?? ''}`} {...props} />;
}

function ProfileFields({ firstName, profile, onSave }: SitterProfileFormProps) {
  const id = useId();
  const [text, setText] = useState(profile.profile ?? '');
  const [photo, setPhoto] = useState<{ dataUrl: string } | 'remove' | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const textError = sitterProfileRefusal(text) ?? errors.profile;
  const preview = photo === 'remove' ? null : (photo?.dataUrl ?? profile.photoUrl);
  const changed = text !== (profile.profile ?? '') || photo !== null;

  const choosePhoto = async (file: File | undefined) => {
    if (!file) return;
    if (!isImageFile(file)) {
      setErrors({ photo: 'Please select an image file' });
      return;
    }
    try {
      setPhoto({ dataUrl: await photoDataUrl(file) });
      setErrors({});
    } catch (error) {
      setErrors({ photo: error instanceof PhotoFileError ? error.message : 'The photo could not be read.' });
    }
  };

  const save = async () => {
    if (sitterProfileRefusal(text)) return;
    setSaving(true);
    try {
      const refused = await onSave({
        profile: text,
        ...(photo === 'remove' ? { removePhoto: true } : photo ? { photo: photo.dataUrl } : {}),
      });
      setErrors(refused ?? {});
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      aria-label={SITTER_PROFILE_TEXT.sectionTitle}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Stack gap={4}>
        <Intro>{SITTER_PROFILE_TEXT.intro}</Intro>
        <Field label={SITTER_PROFILE_TEXT.photoLabel} htmlFor={`${id}-photo`} error={errors.photo}>
          <input id={`${id}-photo`} type="file" accept="image/*" onChange={(event) => void choosePhoto(event.target.files?.[0])} />
        </Field>
        <PhotoRow>
          {preview ? <Photo src={preview} alt={SITTER_PROFILE_TEXT.photoAlt(firstName)} /> : <Muted>{SITTER_PROFILE_TEXT.noPhoto}</Muted>}
          {preview ? (
            <Button type="button" size="sm" variant="secondary" onClick={() => setPhoto('remove')}>
              {SITTER_PROFILE_TEXT.removePhoto}
            </Button>
          ) : null}
        </PhotoRow>
        <Field
          label={SITTER_PROFILE_TEXT.profileLabel}
          htmlFor={`${id}-text`}
          error={textError ?? undefined}
          hint={SITTER_PROFILE_TEXT.charactersLeft(Math.max(0, SITTER_PROFILE_MAX - text.trim().length))}
        >
          <TextArea
            id={`${id}-text`}
            value={text}
            rows={4}
            invalid={Boolean(textError)}
            onChange={(event) => setText(event.target.value)}
          />
        </Field>
        <div>
          <Button type="submit" disabled={saving || !changed || Boolean(sitterProfileRefusal(text))}>
            {saving ? 'Saving...' : SITTER_PROFILE_TEXT.save}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
