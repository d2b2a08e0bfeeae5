import { useId, useRef, type ChangeEvent } from 'react';
import { Button, type ButtonProps } from '@housesit/shell/kit';

export interface PhotoPickerProps {
  /** The button's text ('Upload Photos', 'Add Photo'). */
  label: string;
  /** What the photos are for ('Visit #12'): completes the accessible names. */
  context: string;
  multiple: boolean;
  busy: boolean;
  busyLabel: string;
  disabled?: boolean;
  onFiles: (files: File[]) => void;
  variant?: ButtonProps['variant'];
  fullWidth?: boolean;
  /** On a phone, open the back camera rather than the gallery (the sitter at the door). */
  capture?: boolean;
}

/**
 * A button that opens the file chooser (images only). The native input stays in the page but
 * out of sight and out of the tab order: the button is the one control people use.
 */
export function PhotoPicker({
  label,
  context,
  multiple,
  busy,
  busyLabel,
  disabled,
  onFiles,
  variant = 'secondary',
  fullWidth,
  capture = false,
}: PhotoPickerProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Cleared so choosing the same file again still reports a change.
    event.target.value = '';
    if (files.length > 0) onFiles(files);
  };

  return (
    <>
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept="image/*"
        multiple={multiple}
        capture={capture ? 'environment' : undefined}
        aria-label={`${multiple ? 'Photo files' : 'Photo file'} for ${context}`}
        tabIndex={-1}
        onChange={onChange}
        disabled={disabled || busy}
        style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
      />
      <Button
        variant={variant}
        size="lg"
        fullWidth={fullWidth}
        disabled={disabled || busy}
        aria-busy={busy || undefined}
        aria-controls={id}
        aria-label={`${busy ? busyLabel : label} for ${context}`}
        onClick={() => inputRef.current?.click()}
      >
        {busy ? busyLabel : label}
      </Button>
    </>
  );
}
