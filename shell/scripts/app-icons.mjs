// Draws the installed app's icons (the web app manifest, public/manifest.webmanifest): the logo
// mark of public/page.cjs (a white house outline on the brand green) as PNGs at 192 and 512 px,
// plus a maskable 512 px one whose mark sits inside the safe circle (the launcher crops the rest).
// Run once when the brand changes and commit the PNGs. Usage (from shell/): node scripts/app-icons.mjs
import { writeFile, mkdir } from 'node:fs/promises';
import { crc32, deflateSync } from 'node:zlib';

const BRAND = [0x1f, 0x6f, 0x5c];
const WHITE = [0xff, 0xff, 0xff];

/** Distance from point p to segment a–b. */
function toSegment([px, py], [ax, ay], [bx, by]) {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - ax - t * dx, py - ay - t * dy);
}

// The mark's strokes on its 48-unit grid (page.cjs: M10 24 24 12l14 12M14 22v14h20V22, width 3.5).
const STROKES = [
  [
    [10, 24],
    [24, 12],
  ],
  [
    [24, 12],
    [38, 24],
  ],
  [
    [14, 22],
    [14, 36],
  ],
  [
    [14, 36],
    [34, 36],
  ],
  [
    [34, 36],
    [34, 22],
  ],
];

/** RGBA pixels: `inset` is the share of the icon the 48-unit mark spans; `rounded` cuts the corners. */
function draw(size, { inset, rounded }) {
  const pixels = Buffer.alloc(size * size * 4);
  const unit = (size * inset) / 48;
  const offset = (size - 48 * unit) / 2;
  const radius = rounded ? size * 0.25 : 0;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const i = (y * size + x) * 4;
      const cx = Math.max(radius - x - 0.5, 0, x + 0.5 - (size - radius));
      const cy = Math.max(radius - y - 0.5, 0, y + 0.5 - (size - radius));
      const inside = !rounded || Math.hypot(cx, cy) <= radius;
      if (!inside) continue;
      const point = [(x + 0.5 - offset) / unit, (y + 0.5 - offset) / unit];
      const onMark = STROKES.some(([a, b]) => toSegment(point, a, b) <= 1.75);
      const [r, g, b] = onMark ? WHITE : BRAND;
      pixels.set([r, g, b, 255], i);
    }
  }
  return pixels;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function png(size, pixels) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) pixels.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(rows, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

const out = new URL('../public/icons/', import.meta.url);
await mkdir(out, { recursive: true });
for (const size of [192, 512]) {
  await writeFile(new URL(`icon-${size}.png`, out), png(size, draw(size, { inset: 1, rounded: true })));
}
// Maskable: full bleed; the mark within the middle 60 %, well inside the 80 % safe circle.
await writeFile(new URL('icon-maskable-512.png', out), png(512, draw(512, { inset: 0.75, rounded: false })));
