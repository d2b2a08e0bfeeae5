/**
 * Checks an uploaded photo (a base64 data URL) before anything is stored: the bytes must be a
 * JPEG, PNG, WebP or GIF by their magic numbers (the data URL's claimed type is ignored), at most
 * PHOTO_MAX_BYTES decoded, and at most PHOTO_MAX_PIXELS as declared by the image header, so a
 * tiny file cannot announce a picture that would take gigabytes to decode (pixel flood). A
 * header we cannot read is refused.
 */
import { LIFECYCLE_MESSAGES, PHOTO_MAX_BYTES, PHOTO_MAX_PIXELS, type PHOTO_TYPES } from '@housesit/shared-contracts';

export type PhotoType = (typeof PHOTO_TYPES)[number];

export interface CheckedImage {
  bytes: Buffer;
  contentType: PhotoType;
  extension: 'jpg' | 'png' | 'webp' | 'gif';
  width: number;
  height: number;
}

export type ImageCheckResult = { ok: true; image: CheckedImage } | { ok: false; message: string };

/** Base64 text of a data URL (RFC 2397): any media type and parameters, then ';base64,'. */
const DATA_URL = /^data:[^,]*;base64,/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The largest base64 text that can decode to PHOTO_MAX_BYTES (for the route's body limit). */
export const PHOTO_MAX_BASE64_CHARS = Math.ceil(PHOTO_MAX_BYTES / 3) * 4;

export function checkImageDataUrl(dataUrl: string): ImageCheckResult {
  const prefix = DATA_URL.exec(dataUrl);
  if (!prefix) return refuse(LIFECYCLE_MESSAGES.notAnImage);
  // Line breaks are allowed inside base64 (MIME style); nothing else is.
  const text = dataUrl.slice(prefix[0].length).replace(/[\r\n]/g, '');
  if (text.length % 4 === 1 || !BASE64.test(text)) return refuse(LIFECYCLE_MESSAGES.notAnImage);
  // Size from the text length, before decoding anything.
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  if (Math.floor((text.length * 3) / 4) - padding > PHOTO_MAX_BYTES) return refuse(LIFECYCLE_MESSAGES.imageTooLarge);
  return checkImageBytes(Buffer.from(text, 'base64'));
}

export function checkImageBytes(bytes: Buffer): ImageCheckResult {
  if (bytes.length > PHOTO_MAX_BYTES) return refuse(LIFECYCLE_MESSAGES.imageTooLarge);
  const kind = sniff(bytes);
  if (!kind) return refuse(LIFECYCLE_MESSAGES.notAnImage);
  const size = kind.dimensions(bytes);
  if (!size || size.width < 1 || size.height < 1) return refuse(LIFECYCLE_MESSAGES.notAnImage);
  if (size.width * size.height > PHOTO_MAX_PIXELS) return refuse(LIFECYCLE_MESSAGES.imageTooManyPixels);
  return { ok: true, image: { bytes, contentType: kind.contentType, extension: kind.extension, ...size } };
}

function refuse(message: string): ImageCheckResult {
  return { ok: false, message };
}

interface Size {
  width: number;
  height: number;
}

interface ImageKind {
  contentType: PhotoType;
  extension: CheckedImage['extension'];
  dimensions(bytes: Buffer): Size | null;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const startsWith = (bytes: Buffer, prefix: Buffer | string, at = 0) => {
  const expected = typeof prefix === 'string' ? Buffer.from(prefix, 'latin1') : prefix;
  return bytes.length >= at + expected.length && bytes.subarray(at, at + expected.length).equals(expected);
};

function sniff(bytes: Buffer): ImageKind | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return { contentType: 'image/png', extension: 'png', dimensions: pngSize };
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return { contentType: 'image/jpeg', extension: 'jpg', dimensions: jpegSize };
  }
  if (startsWith(bytes, 'GIF87a') || startsWith(bytes, 'GIF89a'))
    return { contentType: 'image/gif', extension: 'gif', dimensions: gifSize };
  if (startsWith(bytes, 'RIFF') && startsWith(bytes, 'WEBP', 8))
    return { contentType: 'image/webp', extension: 'webp', dimensions: webpSize };
  return null;
}

/** The IHDR chunk must come first: width and height as 32-bit big-endian numbers. */
function pngSize(bytes: Buffer): Size | null {
  if (bytes.length < 24 || !startsWith(bytes, 'IHDR', 12)) return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Bytes of a colour table whose flag is bit 7 of `packed` (3 × 2^(n+1) entries), else 0. */
const gifColourTable = (packed: number) => (packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0);

/** Skips data sub-blocks (a length byte, that many bytes, ... a 0) from `at`; null when cut off. */
function skipGifSubBlocks(bytes: Buffer, at: number): number | null {
  let i = at;
  while (i < bytes.length) {
    const size = bytes[i] as number;
    i += 1;
    if (size === 0) return i;
    i += size;
  }
  return null;
}

/**
 * The canvas a decoder needs: the logical screen (16-bit little-endian) grown to every frame's
 * extent. Decoders allocate each frame at its own size, so a 16000 × 16000 frame under a 1 × 1
 * screen is a pixel flood too: every image descriptor is read. A frame cut off
 * before its size is refused; a stream that ends without its trailer keeps what was read.
 */
function gifSize(bytes: Buffer): Size | null {
  if (bytes.length < 13) return null;
  let width = bytes.readUInt16LE(6);
  let height = bytes.readUInt16LE(8);
  let at: number | null = 13 + gifColourTable(bytes[10] as number);
  while (at !== null && at < bytes.length) {
    const block: number = bytes[at] as number;
    if (block === 0x3b) break; // trailer
    if (block === 0x21) {
      // Extension: introducer, label, then sub-blocks.
      at = skipGifSubBlocks(bytes, at + 2);
    } else if (block === 0x2c) {
      // Image descriptor: left, top, width, height (16-bit LE), packed; then its colour table,
      // the LZW code size and the image data's sub-blocks.
      if (at + 10 > bytes.length) return null;
      width = Math.max(width, bytes.readUInt16LE(at + 1) + bytes.readUInt16LE(at + 5));
      height = Math.max(height, bytes.readUInt16LE(at + 3) + bytes.readUInt16LE(at + 7));
      at = skipGifSubBlocks(bytes, at + 10 + gifColourTable(bytes[at + 9] as number) + 1);
    } else {
      return null;
    }
  }
  return { width, height };
}

/** The first chunk after 'WEBP' says which of the three encodings follows. */
function webpSize(bytes: Buffer): Size | null {
  if (bytes.length < 30) return null;
  const chunk = bytes.toString('latin1', 12, 16);
  if (chunk === 'VP8X') {
    // Extended: canvas width − 1 and height − 1 as 24-bit little-endian numbers.
    return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
  }
  if (chunk === 'VP8 ') {
    // Lossy: 3-byte frame tag, start code 9d 01 2a, then 14-bit width and height.
    if (bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return null;
    return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  }
  if (chunk === 'VP8L') {
    // Lossless: signature 0x2f, then width − 1 and height − 1 in 14 bits each.
    if (bytes[20] !== 0x2f) return null;
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  return null;
}

/** Start-of-frame markers carry the size; C4 (DHT), C8 (JPG) and CC (DAC) share the range but do not. */
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** Walks the marker segments up to the first start-of-frame (height, then width, big-endian). */
function jpegSize(bytes: Buffer): Size | null {
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] as number;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    // Markers without a length: TEM and RST0–7.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    // Start of scan or end of image before any frame header: no size to read.
    if (marker === 0xda || marker === 0xd9) return null;
    const length = bytes.readUInt16BE(at + 2);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      if (at + 9 > bytes.length || length < 7) return null;
      return { width: bytes.readUInt16BE(at + 7), height: bytes.readUInt16BE(at + 5) };
    }
    at += 2 + length;
  }
  return null;
}
