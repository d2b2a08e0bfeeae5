import { LIFECYCLE_MESSAGES, PHOTO_MAX_BYTES, PHOTO_TYPES } from '@housesit/shared-contracts';

/** A photo this device cannot send; its message is shown to the person adding it. */
export class PhotoFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PhotoFileError';
  }
}

/** Photos up to this size in a format the API stores are sent exactly as taken. */
const SEND_AS_IS_MAX_BYTES = 2 * 1024 * 1024;
/** Longest edge of a photo scaled down before sending: plenty for a visit report. */
const MAX_EDGE_PX = 2560;
const JPEG_QUALITY = 0.85;

/** docs/product/platform.md §5: image files only. The API checks the content again; this spares the upload. */
export function isImageFile(file: File): boolean {
  return file.type.startsWith('image/');
}

function firstBytes(file: Blob, count: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsArrayBuffer(file.slice(0, count));
  });
}

const ascii = (bytes: Uint8Array, from: number, text: string) => [...text].every((char, i) => bytes[from + i] === char.charCodeAt(0));

/**
 * Whether the file's first bytes are an image's (JPEG, PNG, GIF, WebP, BMP, or HEIC/AVIF from a
 * phone camera). The browser types a file by its name, so a text file renamed .png passes
 * isImageFile; this tells it as 'Invalid File' before anything is sent.
 */
export async function hasImageContent(file: Blob): Promise<boolean> {
  let bytes: Uint8Array;
  try {
    bytes = await firstBytes(file, 16);
  } catch {
    return false;
  }
  const [b0, b1, b2] = bytes;
  if (b0 === 0xff && b1 === 0xd8 && b2 === 0xff) return true;
  if (b0 === 0x89 && ascii(bytes, 1, 'PNG')) return true;
  if (ascii(bytes, 0, 'GIF8') || ascii(bytes, 0, 'BM')) return true;
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP')) return true;
  return ascii(bytes, 4, 'ftyp');
}

/** Every file is typed as an image and starts like one. */
export async function areImageFiles(files: readonly File[]): Promise<boolean> {
  if (!files.every(isImageFile)) return false;
  const contents = await Promise.all(files.map(hasImageContent));
  return contents.every(Boolean);
}

/** The API refuses photos over 10 MB decoded; checking here saves sending them. */
export function isTooLarge(file: File): boolean {
  return file.size > PHOTO_MAX_BYTES;
}

/** The file as a base64 data URL, the form PATCH /api/report/{id}/add-photo takes. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The photo could not be read.'));
    reader.readAsDataURL(file);
  });
}

/**
 * Redraws a photo as a JPEG of at most MAX_EDGE_PX, or null where the browser cannot (no
 * createImageBitmap, or a format it cannot decode). Phone cameras take 12–50 megapixel photos
 * of several MB; on mobile data a scaled copy uploads in seconds, stays under the API's size and
 * pixel limits, and drops the location metadata of the original.
 */
async function scaledJpeg(file: File): Promise<string | null> {
  if (typeof createImageBitmap !== 'function') return null;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return null;
  }
  try {
    const scale = Math.min(1, MAX_EDGE_PX / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    const url = canvas.toDataURL('image/jpeg', JPEG_QUALITY);
    return url.startsWith('data:image/jpeg') ? url : null;
  } finally {
    bitmap.close();
  }
}

/** The photo as the base64 data URL that PATCH /api/report/{reportId}/add-photo takes. */
export async function photoDataUrl(file: File): Promise<string> {
  const storable = (PHOTO_TYPES as readonly string[]).includes(file.type);
  if (storable && file.size <= SEND_AS_IS_MAX_BYTES) return readAsDataUrl(file);
  const scaled = await scaledJpeg(file);
  if (scaled) return scaled;
  if (file.size > PHOTO_MAX_BYTES) throw new PhotoFileError(LIFECYCLE_MESSAGES.imageTooLarge);
  // Not decodable here (a format only the server knows?): send it and let the API decide.
  return readAsDataUrl(file);
}
