import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIFECYCLE_MESSAGES, PHOTO_MAX_BYTES } from '@housesit/shared-contracts';
import { PhotoFileError, areImageFiles, hasImageContent, isImageFile, photoDataUrl } from './photoFile';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='), (c) =>
  c.charCodeAt(0),
);

describe('photo files', () => {
  it('takes image files only', () => {
    expect(isImageFile(new File([PNG], 'a.png', { type: 'image/png' }))).toBe(true);
    expect(isImageFile(new File([PNG], 'a.heic', { type: 'image/heic' }))).toBe(true);
    expect(isImageFile(new File(['x'], 'a.pdf', { type: 'application/pdf' }))).toBe(false);
    expect(isImageFile(new File(['x'], 'no-type'))).toBe(false);
  });

  it('tells an image by its first bytes, not by its name (a text file named .png)', async () => {
    expect(await hasImageContent(new File([PNG], 'a.png', { type: 'image/png' }))).toBe(true);
    expect(await hasImageContent(new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])], 'a.jpg'))).toBe(true);
    expect(await hasImageContent(new File(['GIF89a....'], 'a.gif'))).toBe(true);
    expect(await hasImageContent(new File(['RIFF\0\0\0\0WEBPVP8 '], 'a.webp'))).toBe(true);
    expect(await hasImageContent(new File(['\0\0\0\x18ftypheic'], 'a.heic'))).toBe(true);
    expect(await hasImageContent(new File(['just some notes'], 'a.png', { type: 'image/png' }))).toBe(false);
    expect(await hasImageContent(new File([], 'empty.png', { type: 'image/png' }))).toBe(false);
    expect(
      await areImageFiles([new File([PNG], 'a.png', { type: 'image/png' }), new File(['notes'], 'b.png', { type: 'image/png' })]),
    ).toBe(false);
    expect(await areImageFiles([new File([PNG], 'a.png', { type: 'image/png' })])).toBe(true);
  });

  it('sends a small photo exactly as taken, as a base64 data URL', async () => {
    const url = await photoDataUrl(new File([PNG], 'a.png', { type: 'image/png' }));
    expect(url).toBe(`data:image/png;base64,${btoa(String.fromCharCode(...PNG))}`);
  });

  it('scales a large photo down to a JPEG of at most 2560 px', async () => {
    const close = vi.fn();
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => ({ width: 8000, height: 6000, close })),
    );
    const drawImage = vi.fn();
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({ drawImage } as unknown as CanvasRenderingContext2D);
    const toDataURL = vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/jpeg;base64,AAAA');

    const big = new File([new Uint8Array(3 * 1024 * 1024)], 'camera.jpg', { type: 'image/jpeg' });
    expect(await photoDataUrl(big)).toBe('data:image/jpeg;base64,AAAA');
    expect(drawImage).toHaveBeenCalledWith(expect.anything(), 0, 0, 2560, 1920);
    expect(toDataURL).toHaveBeenCalledWith('image/jpeg', 0.85);
    expect(close).toHaveBeenCalled();
  });

  it('refuses a photo over the size limit that this browser cannot scale', async () => {
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => Promise.reject(new Error('cannot decode'))),
    );
    const huge = new File([new Uint8Array(PHOTO_MAX_BYTES + 1)], 'huge.jpg', { type: 'image/jpeg' });
    await expect(photoDataUrl(huge)).rejects.toEqual(new PhotoFileError(LIFECYCLE_MESSAGES.imageTooLarge));
  });
});
