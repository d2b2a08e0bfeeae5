import { LIFECYCLE_MESSAGES, PHOTO_MAX_BYTES } from '@housesit/shared-contracts';
import { describe, expect, it } from 'vitest';
import { dataUrl, gifHeader, gifWithFrame, jpegHeader, pngHeader, smallPng, webpHeader } from '../test/images.js';
import { checkImageBytes, checkImageDataUrl, PHOTO_MAX_BASE64_CHARS } from './imageCheck.js';

const accepted = (bytes: Buffer) => {
  const result = checkImageBytes(bytes);
  if (!result.ok) throw new Error(`refused: ${result.message}`);
  return { type: result.image.contentType, ext: result.image.extension, width: result.image.width, height: result.image.height };
};
const refusal = (bytes: Buffer) => {
  const result = checkImageBytes(bytes);
  return result.ok ? 'accepted' : result.message;
};

describe('checkImageBytes', () => {
  it('recognises each format by its bytes and reads the declared size', () => {
    expect(accepted(smallPng(4, 3))).toEqual({ type: 'image/png', ext: 'png', width: 4, height: 3 });
    expect(accepted(jpegHeader(640, 480))).toEqual({ type: 'image/jpeg', ext: 'jpg', width: 640, height: 480 });
    expect(accepted(jpegHeader(800, 600, 0xc2))).toMatchObject({ width: 800, height: 600 });
    expect(accepted(gifHeader(320, 200))).toEqual({ type: 'image/gif', ext: 'gif', width: 320, height: 200 });
    expect(accepted(gifWithFrame(320, 200, 320, 200))).toEqual({ type: 'image/gif', ext: 'gif', width: 320, height: 200 });
    expect(accepted(webpHeader('VP8 ', 1024, 768))).toEqual({ type: 'image/webp', ext: 'webp', width: 1024, height: 768 });
    expect(accepted(webpHeader('VP8L', 300, 16383))).toMatchObject({ width: 300, height: 16383 });
    expect(accepted(webpHeader('VP8X', 5000, 4000))).toMatchObject({ width: 5000, height: 4000 });
  });

  it('refuses bytes that are no image, whatever they are called', () => {
    expect(refusal(Buffer.from('just some text, named photo.png'))).toBe(LIFECYCLE_MESSAGES.notAnImage);
    expect(refusal(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe(LIFECYCLE_MESSAGES.notAnImage);
    expect(refusal(Buffer.alloc(0))).toBe(LIFECYCLE_MESSAGES.notAnImage);
  });

  it('refuses headers it cannot read or that declare no pixels', () => {
    expect(refusal(pngHeader(10, 10).subarray(0, 20))).toBe(LIFECYCLE_MESSAGES.notAnImage);
    expect(refusal(pngHeader(0, 10))).toBe(LIFECYCLE_MESSAGES.notAnImage);
    // A JPEG that reaches its scan without a frame header.
    expect(refusal(Buffer.from([0xff, 0xd8, 0xff, 0xda, 0x00, 0x02, 0x00]))).toBe(LIFECYCLE_MESSAGES.notAnImage);
    expect(refusal(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x40]))).toBe(LIFECYCLE_MESSAGES.notAnImage);
    expect(refusal(Buffer.concat([Buffer.from('RIFF\0\0\0\0WEBPABCD'), Buffer.alloc(20)]))).toBe(LIFECYCLE_MESSAGES.notAnImage);
  });

  it('refuses pixel floods in every format', () => {
    expect(refusal(pngHeader(100_000, 100_000))).toBe(LIFECYCLE_MESSAGES.imageTooManyPixels);
    expect(refusal(jpegHeader(65_535, 65_535))).toBe(LIFECYCLE_MESSAGES.imageTooManyPixels);
    expect(refusal(gifHeader(65_535, 65_535))).toBe(LIFECYCLE_MESSAGES.imageTooManyPixels);
    // A 16000 × 16000 frame under a 1 × 1 screen (35 bytes) passed before.
    expect(refusal(gifWithFrame(1, 1, 16_000, 16_000))).toBe(LIFECYCLE_MESSAGES.imageTooManyPixels);
    expect(refusal(gifWithFrame(1, 1, 1, 1, { left: 15_999, top: 15_999 }))).toBe(LIFECYCLE_MESSAGES.imageTooManyPixels);
    expect(refusal(webpHeader('VP8X', 16_000_000, 16_000_000))).toBe(LIFECYCLE_MESSAGES.imageTooManyPixels);
    // 40 million pixels exactly is allowed, one row more is not.
    expect(accepted(pngHeader(8000, 5000))).toMatchObject({ width: 8000 });
    expect(refusal(pngHeader(8000, 5001))).toBe(LIFECYCLE_MESSAGES.imageTooManyPixels);
  });
});

describe('checkImageDataUrl', () => {
  it('ignores the claimed media type', () => {
    const result = checkImageDataUrl(dataUrl(smallPng(), 'text/plain'));
    expect(result.ok && result.image.contentType).toBe('image/png');
    expect(checkImageDataUrl(dataUrl(Buffer.from('hello'), 'image/png'))).toEqual({ ok: false, message: LIFECYCLE_MESSAGES.notAnImage });
  });

  it('refuses what is not a base64 data URL', () => {
    for (const value of [
      '',
      'hello',
      'https://example.com/a.png',
      `data:image/png,${'%89PNG'}`,
      'data:image/png;base64,@@@@',
      'data:image/png;base64,A',
    ]) {
      expect(checkImageDataUrl(value)).toEqual({ ok: false, message: LIFECYCLE_MESSAGES.notAnImage });
    }
  });

  it('accepts line breaks inside the base64 text', () => {
    const base64 = smallPng().toString('base64');
    const wrapped = base64.replace(/(.{76})/g, '$1\r\n');
    expect(checkImageDataUrl(`data:image/png;base64,${wrapped}`).ok).toBe(true);
  });

  it('refuses more than 10 MB decoded, before decoding', () => {
    const justOver = Buffer.alloc(PHOTO_MAX_BYTES + 1);
    smallPng().copy(justOver);
    expect(checkImageDataUrl(dataUrl(justOver))).toEqual({ ok: false, message: LIFECYCLE_MESSAGES.imageTooLarge });
    const atLimit = Buffer.alloc(PHOTO_MAX_BYTES);
    smallPng().copy(atLimit);
    expect(checkImageDataUrl(dataUrl(atLimit)).ok).toBe(true);
    expect(dataUrl(atLimit).length - 'data:image/png;base64,'.length).toBeLessThanOrEqual(PHOTO_MAX_BASE64_CHARS);
  });
});
