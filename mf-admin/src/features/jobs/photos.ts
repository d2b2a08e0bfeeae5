import { PHOTO_MAX_BYTES } from '@housesit/shared-contracts';

/**
 * platform.md §5: image files only. The browser's claimed type is only a first filter (the API
 * checks the bytes); it spares the upload of an obvious mistake.
 */
export function isImageFile(file: File): boolean {
  return file.type.startsWith('image/');
}

/** The API refuses photos over 10 MB decoded; checking here saves sending them. */
export function isTooLarge(file: File): boolean {
  return file.size > PHOTO_MAX_BYTES;
}

/** The photo as a base64 data URL, the form PATCH /api/report/{id}/add-photo expects. */
export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('Could not read the file')));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the file'));
    reader.readAsDataURL(file);
  });
}
