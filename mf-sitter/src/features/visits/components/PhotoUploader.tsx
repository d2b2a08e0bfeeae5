import { useId, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { Spinner, theme } from '@housesit/shell/kit';
import { Muted } from '@housesit/shell/kit/areas';

const Wrap = styled.div`
  display: grid;
  gap: 8px;
`;

// Kept in the page (not display:none) so it stays reachable by keyboard; the label is the button.
const FileInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  border: 0;
  opacity: 0;

  &:focus-visible + label {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

const PickButton = styled.label<{ $disabled: boolean }>`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  width: 100%;
  min-height: 52px;
  padding: 12px 24px;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font-size: ${theme.fontSizes.lg};
  font-weight: 600;
  cursor: ${(p) => (p.$disabled ? 'not-allowed' : 'pointer')};
  opacity: ${(p) => (p.$disabled ? 0.6 : 1)};

  &:hover {
    background: ${theme.colors.surfaceMuted};
  }
`;

export interface PhotoUploaderProps {
  busy: boolean;
  disabled?: boolean;
  onFiles: (files: File[]) => void;
}

/**
 * The photo picker: on a phone it opens the back camera (capture="environment"); several photos
 * can be picked at once where the device allows it.
 */
export function PhotoUploader({ busy, disabled = false, onFiles }: PhotoUploaderProps) {
  const id = useId();
  const off = busy || disabled;

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    // Cleared so that picking the same photo again (after a failure) fires a change again.
    event.target.value = '';
    if (files.length > 0) onFiles(files);
  }

  return (
    <Wrap>
      <FileInput id={id} type="file" accept="image/*" capture="environment" multiple disabled={off} onChange={onChange} />
      <PickButton htmlFor={id} $disabled={off}>
        Add photos
      </PickButton>
      {busy ? <Spinner label="Uploading photos..." /> : <Muted>On a phone this opens the camera. Photos are added to the visit report.</Muted>}
    </Wrap>
  );
}
