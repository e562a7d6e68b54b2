/**
 * Placeholder product art for seeded listings: an 800x600 two-colour gradient in the
 * category's colours, a few soft bokeh circles, a white badge with a drop shadow and a simple
 * category icon (tee, laptop, mug, star sticker, to-go cup, pill). Drawn with signed distance
 * functions so edges are antialiased; varied per item by a seed.
 */
import type { Category } from '@swagdrop/model';
import type { RgbImage } from './png';
import { rng } from './random';

type Rgb = readonly [number, number, number];
type Vec = readonly [number, number];

const PALETTES: Record<Category, { from: Rgb; to: Rgb; ink: Rgb; accent: Rgb }> = {
  shirts: { from: [79, 70, 229], to: [168, 85, 247], ink: [55, 48, 163], accent: [196, 181, 253] },
  tech: { from: [2, 132, 199], to: [34, 211, 238], ink: [12, 74, 110], accent: [125, 211, 252] },
  lifestyle: {
    from: [245, 158, 11],
    to: [244, 63, 94],
    ink: [154, 52, 18],
    accent: [253, 186, 116],
  },
  stickers: {
    from: [236, 72, 153],
    to: [249, 115, 22],
    ink: [190, 24, 93],
    accent: [253, 224, 71],
  },
  food_drink: {
    from: [22, 163, 74],
    to: [163, 230, 53],
    ink: [20, 83, 45],
    accent: [187, 247, 208],
  },
  health_beauty: {
    from: [219, 39, 119],
    to: [249, 168, 212],
    ink: [157, 23, 77],
    accent: [94, 234, 212],
  },
};

const len = (x: number, y: number) => Math.sqrt(x * x + y * y);
const clamp01 = (v: number) => (v < 0 ? 0 : v > 1 ? 1 : v);

// Shapes take plain numbers (no tuples): they run for every badge pixel of every image.
function box(x: number, y: number, cx: number, cy: number, hw: number, hh: number, r: number) {
  const qx = Math.abs(x - cx) - hw + r;
  const qy = Math.abs(y - cy) - hh + r;
  return len(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - r;
}

/** Distance to the segment (-70,70)-(70,-70): the pill's axis. */
function pillAxis(x: number, y: number): number {
  const px = x + 70;
  const py = y - 70;
  const h = clamp01((px * 140 - py * 140) / (2 * 140 * 140));
  return len(px - 140 * h, py + 140 * h);
}

/** Inigo Quilez's five-pointed star, y flipped for image coordinates. */
function star(x: number, y: number, r: number, rf: number): number {
  const k1x = 0.809016994375;
  const k1y = -0.587785252292;
  let px = Math.abs(x);
  let py = -y;
  let d = 2 * Math.max(k1x * px + k1y * py, 0);
  px -= d * k1x;
  py -= d * k1y;
  d = 2 * Math.max(-k1x * px + k1y * py, 0);
  px -= d * -k1x;
  py -= d * k1y;
  px = Math.abs(px);
  py -= r;
  const bax = rf * -k1y;
  const bay = rf * k1x - 1;
  const h = Math.min(Math.max((px * bax + py * bay) / (bax * bax + bay * bay), 0), r);
  return len(px - bax * h, py - bay * h) * Math.sign(py * bax - px * bay);
}

type Shape = (x: number, y: number) => number;

/** Icon as two layers (distance < 0 is inside): the main shape and an accent drawn on top. */
const ICONS: Record<Category, { main: Shape; accent: Shape }> = {
  shirts: {
    main: (x, y) =>
      Math.max(
        Math.min(box(x, y, 0, 25, 72, 100, 12), box(x, y, 0, -52, 132, 34, 14)),
        34 - len(x, y + 88),
      ),
    accent: (x, y) => box(x, y, 40, -10, 16, 10, 3),
  },
  tech: {
    main: (x, y) => Math.min(box(x, y, 0, -18, 118, 78, 12), box(x, y, 0, 72, 150, 11, 6)),
    accent: (x, y) => box(x, y, 0, -18, 102, 62, 4),
  },
  lifestyle: {
    main: (x, y) =>
      Math.min(box(x, y, -20, 10, 74, 92, 16), Math.abs(len(x - 58, y + 2) - 44) - 14),
    accent: (x, y) => box(x, y, -20, 10, 74, 18, 0),
  },
  stickers: {
    main: (x, y) => star(x, y, 130, 0.48) - 8,
    accent: (x, y) => len(x, y) - 34,
  },
  food_drink: {
    main: (x, y) => Math.min(box(x, y, 0, 22, 66, 92, 14), box(x, y, 0, -78, 84, 16, 8)),
    accent: (x, y) => box(x, y, 0, 28, 66, 30, 0),
  },
  health_beauty: {
    main: (x, y) => pillAxis(x, y) - 52,
    // The half of the capsule on the upper-right side of its middle.
    accent: (x, y) => Math.max(pillAxis(x, y) - 52, (y - x) / Math.SQRT2),
  },
};

const mix = (a: number, b: number, t: number) => a + (b - a) * t;
const WHITE: Rgb = [255, 255, 255];
const SHADOW: Rgb = [15, 23, 42];

/** Draws the artwork for one item; the same seed always gives the same picture. */
export function drawArtwork(category: Category, seed: number, width = 800, height = 600): RgbImage {
  const random = rng(seed);
  const { from, to, ink, accent } = PALETTES[category];
  const angle = random() * Math.PI * 2;
  const dir: Vec = [Math.cos(angle), Math.sin(angle)];
  const bokeh = Array.from({ length: 5 }, () => ({
    c: [random() * width, random() * height] as Vec,
    r: 40 + random() * 120,
    a: 0.06 + random() * 0.1,
  }));
  const cx = width / 2 + (random() - 0.5) * 120;
  const cy = height / 2 + (random() - 0.5) * 40;
  const badgeR = 200;
  const icon = ICONS[category];
  const pixels = new Uint8Array(width * height * 3);
  const half = Math.hypot(width, height) / 2;

  const reach = badgeR + 45; // badge, shadow and its blur all fit in this square
  const rgb = [0, 0, 0];
  const paint = (col: Rgb, alpha: number) => {
    rgb[0] = mix(rgb[0] ?? 0, col[0], alpha);
    rgb[1] = mix(rgb[1] ?? 0, col[1], alpha);
    rgb[2] = mix(rgb[2] ?? 0, col[2], alpha);
  };

  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const t = clamp01(0.5 + ((x - width / 2) * dir[0] + (y - height / 2) * dir[1]) / (2 * half));
      rgb[0] = mix(from[0], to[0], t);
      rgb[1] = mix(from[1], to[1], t);
      rgb[2] = mix(from[2], to[2], t);
      for (let k = 0; k < bokeh.length; k += 1) {
        const o = bokeh[k] as (typeof bokeh)[number];
        if (Math.abs(x - o.c[0]) > o.r + 1 || Math.abs(y - o.c[1]) > o.r + 1) continue;
        const cover = clamp01(0.5 - (len(x - o.c[0], y - o.c[1]) - o.r));
        if (cover > 0) paint(WHITE, o.a * cover);
      }
      if (Math.abs(x - cx) < reach && Math.abs(y - cy - 14) < reach) {
        const shadow = len(x - cx, y - cy - 14) - badgeR;
        if (shadow < 30) paint(SHADOW, 0.28 * clamp01((30 - shadow) / 40));
        const dBadge = len(x - cx, y - cy) - badgeR;
        if (dBadge < 1) {
          paint(WHITE, 0.95 * clamp01(0.5 - dBadge));
          const inside = clamp01(0.5 - icon.main(x - cx, y - cy));
          if (inside > 0) {
            paint(ink, inside);
            paint(accent, clamp01(0.5 - icon.accent(x - cx, y - cy)) * inside);
          }
        }
      }
      const i = (y * width + x) * 3;
      pixels[i] = Math.round(rgb[0] ?? 0);
      pixels[i + 1] = Math.round(rgb[1] ?? 0);
      pixels[i + 2] = Math.round(rgb[2] ?? 0);
    }
  }
  return { width, height, pixels };
}
