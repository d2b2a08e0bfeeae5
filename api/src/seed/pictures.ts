/**
 * Small, real PNG "photos" for the demo reports, drawn in code: a house front under a sky, in
 * a few palettes so each report's photos look different.
 */
import { encodePng, type Rgb } from '../media/png.js';

interface Palette {
  skyTop: Rgb;
  skyBottom: Rgb;
  ground: Rgb;
  wall: Rgb;
  roof: Rgb;
  door: Rgb;
  window: Rgb;
}

const PALETTES: Palette[] = [
  {
    skyTop: [86, 148, 214],
    skyBottom: [190, 222, 247],
    ground: [88, 150, 78],
    wall: [236, 229, 212],
    roof: [120, 62, 52],
    door: [28, 66, 112],
    window: [250, 236, 170],
  },
  {
    skyTop: [242, 160, 110],
    skyBottom: [252, 214, 170],
    ground: [104, 132, 80],
    wall: [196, 208, 220],
    roof: [58, 64, 82],
    door: [150, 40, 40],
    window: [255, 244, 200],
  },
  {
    skyTop: [120, 170, 200],
    skyBottom: [214, 232, 240],
    ground: [70, 120, 90],
    wall: [244, 240, 236],
    roof: [40, 90, 70],
    door: [210, 170, 60],
    window: [200, 230, 250],
  },
  {
    skyTop: [60, 90, 150],
    skyBottom: [150, 180, 220],
    ground: [120, 140, 100],
    wall: [170, 110, 90],
    roof: [70, 50, 45],
    door: [240, 240, 230],
    window: [255, 220, 130],
  },
];

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  Math.round(a[0] + (b[0] - a[0]) * t),
  Math.round(a[1] + (b[1] - a[1]) * t),
  Math.round(a[2] + (b[2] - a[2]) * t),
];

export const DEMO_PHOTO_WIDTH = 160;
export const DEMO_PHOTO_HEIGHT = 120;

/** A 160×120 PNG; `variant` picks the palette and shifts the house. */
export function demoPhoto(variant: number): Buffer {
  const palette = PALETTES[variant % PALETTES.length] as Palette;
  const w = DEMO_PHOTO_WIDTH;
  const h = DEMO_PHOTO_HEIGHT;
  const horizon = 86;
  const houseLeft = 40 + (variant % 3) * 12;
  const houseRight = houseLeft + 70;
  const wallTop = 50;
  const roofPeak = 22;
  const centre = (houseLeft + houseRight) / 2;
  return encodePng(w, h, (x, y) => {
    const inWall = x >= houseLeft && x < houseRight && y >= wallTop && y < horizon + 6;
    const roofHalf = ((y - roofPeak) / (wallTop - roofPeak)) * ((houseRight - houseLeft) / 2 + 8);
    const inRoof = y >= roofPeak && y < wallTop && Math.abs(x - centre) <= roofHalf;
    const inDoor = x >= centre - 7 && x < centre + 7 && y >= horizon - 18 && y < horizon + 6;
    const inWindow =
      y >= wallTop + 8 && y < wallTop + 22 && ((x >= houseLeft + 8 && x < houseLeft + 22) || (x >= houseRight - 22 && x < houseRight - 8));
    const windowBar = inWindow && (x === houseLeft + 15 || x === houseRight - 15 || y === wallTop + 15);
    if (inDoor) return palette.door;
    if (windowBar) return palette.wall;
    if (inWindow) return palette.window;
    if (inWall) return palette.wall;
    if (inRoof) return palette.roof;
    if (y >= horizon) return mix(palette.ground, [40, 60, 40], (y - horizon) / (h - horizon) / 2);
    return mix(palette.skyTop, palette.skyBottom, y / horizon);
  });
}
