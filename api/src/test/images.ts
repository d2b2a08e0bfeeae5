/** Image bytes for upload tests: a real PNG, and headers of each format declaring any size. */
import { encodePng, PNG_SIGNATURE } from '../media/png.js';

export const smallPng = (width = 4, height = 3) => encodePng(width, height, (x, y) => [x * 40, y * 60, 120]);

/** A PNG whose IHDR declares width × height (the pixel data is absent: only the header matters). */
export function pngHeader(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(25);
  ihdr.writeUInt32BE(13, 0);
  ihdr.write('IHDR', 4, 'latin1');
  ihdr.writeUInt32BE(width, 8);
  ihdr.writeUInt32BE(height, 12);
  ihdr.set([8, 2, 0, 0, 0], 16);
  return Buffer.concat([PNG_SIGNATURE, ihdr]);
}

/** SOI, an APP0 (JFIF) segment, then a baseline start-of-frame with the size. */
export function jpegHeader(width: number, height: number, sof = 0xc0): Buffer {
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]);
  const frame = Buffer.alloc(19);
  frame.set([0xff, sof, 0x00, 0x11, 0x08]);
  frame.writeUInt16BE(height, 5);
  frame.writeUInt16BE(width, 7);
  frame.set([0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01], 9);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, frame, Buffer.from([0xff, 0xd9])]);
}

export function gifHeader(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.write('GIF89a', 0, 'latin1');
  header.writeUInt16LE(width, 6);
  header.writeUInt16LE(height, 8);
  return Buffer.concat([header, Buffer.from([0x3b])]);
}

/**
 * A GIF with a global colour table, a graphic control extension and one frame of the given size
 * (its image data a single cleared pixel run), like a 35-byte file an attacker once sent.
 */
export function gifWithFrame(
  screenWidth: number,
  screenHeight: number,
  frameWidth: number,
  frameHeight: number,
  at = { left: 0, top: 0 },
): Buffer {
  const screen = Buffer.alloc(13);
  screen.write('GIF89a', 0, 'latin1');
  screen.writeUInt16LE(screenWidth, 6);
  screen.writeUInt16LE(screenHeight, 8);
  screen[10] = 0x80; // a global colour table of 2 entries
  const palette = Buffer.from([0, 0, 0, 255, 255, 255]);
  const control = Buffer.from([0x21, 0xf9, 0x04, 0x00, 0x00, 0x00, 0x00, 0x00]);
  const descriptor = Buffer.alloc(10);
  descriptor[0] = 0x2c;
  descriptor.writeUInt16LE(at.left, 1);
  descriptor.writeUInt16LE(at.top, 3);
  descriptor.writeUInt16LE(frameWidth, 5);
  descriptor.writeUInt16LE(frameHeight, 7);
  const data = Buffer.from([0x02, 0x02, 0x44, 0x01, 0x00]);
  return Buffer.concat([screen, palette, control, descriptor, data, Buffer.from([0x3b])]);
}

function riff(chunk: string, data: Buffer): Buffer {
  const head = Buffer.alloc(20);
  head.write('RIFF', 0, 'latin1');
  head.writeUInt32LE(12 + data.length, 4);
  head.write('WEBP', 8, 'latin1');
  head.write(chunk, 12, 'latin1');
  head.writeUInt32LE(data.length, 16);
  return Buffer.concat([head, data]);
}

export function webpHeader(kind: 'VP8 ' | 'VP8L' | 'VP8X', width: number, height: number): Buffer {
  const data = Buffer.alloc(16);
  if (kind === 'VP8X') {
    data.writeUIntLE(width - 1, 4, 3);
    data.writeUIntLE(height - 1, 7, 3);
  } else if (kind === 'VP8 ') {
    data.set([0x9d, 0x01, 0x2a], 3);
    data.writeUInt16LE(width, 6);
    data.writeUInt16LE(height, 8);
  } else {
    data[0] = 0x2f;
    data.writeUInt32LE(((width - 1) & 0x3fff) | (((height - 1) & 0x3fff) << 14), 1);
  }
  return riff(kind, data);
}

export const dataUrl = (bytes: Uint8Array, claimedType = 'image/png') =>
  `data:${claimedType};base64,${Buffer.from(bytes).toString('base64')}`;
