/**
 * Demo illustrations rendered locally (no network): `/media/generated/<name>.webp` is drawn as a flat SVG and converted
 * to WebP with sharp on first request (server/media.ts caches the file).
 *
 * Name: `<kind>-<colour>-<variant>[-<label>].webp`
 * - kind: one of GENERATED_IMAGE_KINDS (balloon, foil-number, costume, …, banner, post, store, event, video, …)
 * - colour: a palette key (gold, silver, rosegold, red, pink, …, mix) or `h<0-359>` for a hue
 * - variant: 1–9, picks the layout / accessory of the kind
 * - label: optional 1–2 characters [0-9a-z] drawn by kinds that show a digit or a letter (foil-number, candle)
 * Product kinds are 800×800; banner 1200×400, popup 800×500, popup-mobile 600×800, post/event/video/service 1200×675,
 * store 1200×800. Anything else → null (404).
 */

/** Small deterministic PRNG (mulberry32 seeded by an FNV-1a hash of the name): the same name draws the same picture. */
interface Rng {
  next(): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  sample<T>(items: readonly T[], k: number): T[];
}

function createRng(seedText: string): Rng {
  let state = 0x811c9dc5;
  for (let i = 0; i < seedText.length; i++) state = Math.imul(state ^ seedText.charCodeAt(i), 0x01000193) >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)]!,
    sample: (items, k) => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      }
      return copy.slice(0, k);
    },
  };
}

const PRODUCT_IMAGE_KINDS = [
  'balloon',
  'foil',
  'foil-number',
  'balloon-set',
  'tank',
  'costume',
  'mask',
  'wig',
  'hat',
  'candle',
  'fountain',
  'gift',
  'bag',
  'mug',
  'card',
  'decoration',
  'garland',
  'confetti',
  'tableware',
  'topper',
  'lantern',
  'pumpkin',
  'ornament',
  'pinata',
  'glasses',
  'game',
  'sash',
  'makeup',
  'sparkler',
  'glow',
  'props',
  'book',
] as const;
const SCENE_IMAGE_KINDS = ['banner', 'popup', 'popup-mobile', 'post', 'event', 'video', 'service', 'store'] as const;
const GENERATED_IMAGE_KINDS = [...PRODUCT_IMAGE_KINDS, ...SCENE_IMAGE_KINDS] as const;
export type GeneratedImageKind = (typeof GENERATED_IMAGE_KINDS)[number];

interface Paint {
  h: number;
  s: number;
  l: number;
  metallic?: boolean;
}

export const IMAGE_PALETTE: Record<string, Paint> = {
  gold: { h: 43, s: 78, l: 52, metallic: true },
  silver: { h: 215, s: 10, l: 70, metallic: true },
  rosegold: { h: 12, s: 55, l: 68, metallic: true },
  red: { h: 354, s: 78, l: 52 },
  pink: { h: 330, s: 78, l: 66 },
  rose: { h: 345, s: 70, l: 80 },
  orange: { h: 24, s: 90, l: 55 },
  yellow: { h: 48, s: 95, l: 56 },
  lime: { h: 85, s: 62, l: 50 },
  green: { h: 140, s: 52, l: 40 },
  mint: { h: 160, s: 48, l: 68 },
  teal: { h: 192, s: 100, l: 42 },
  sky: { h: 200, s: 80, l: 70 },
  blue: { h: 210, s: 82, l: 50 },
  navy: { h: 226, s: 58, l: 30 },
  purple: { h: 275, s: 55, l: 50 },
  lilac: { h: 270, s: 55, l: 76 },
  white: { h: 40, s: 30, l: 96 },
  black: { h: 230, s: 14, l: 18 },
  brown: { h: 25, s: 45, l: 36 },
  mix: { h: 330, s: 78, l: 60 },
};

const SIZES: Partial<Record<GeneratedImageKind, [number, number]>> = {
  banner: [1200, 400],
  popup: [800, 500],
  'popup-mobile': [600, 800],
  post: [1200, 675],
  event: [1200, 675],
  video: [1200, 675],
  service: [1200, 675],
  store: [1200, 800],
};

const escapeForRegex = (s: string) => s.replace(/[-]/g, '\\-');
const NAME_RE = new RegExp(
  `^(${[...GENERATED_IMAGE_KINDS]
    .sort((a, b) => b.length - a.length)
    .map(escapeForRegex)
    .join('|')})-(${Object.keys(IMAGE_PALETTE).join(
    '|',
  )}|h(?:[0-9]|[1-9][0-9]|[12][0-9]{2}|3[0-5][0-9]))-([1-9])(?:-([0-9a-z]{1,2}))?\\.webp$`,
);

export interface GeneratedImageName {
  kind: GeneratedImageKind;
  color: string;
  variant: number;
  label?: string;
}

export function parseGeneratedImageName(name: string): GeneratedImageName | null {
  const m = NAME_RE.exec(name);
  if (!m) return null;
  return { kind: m[1] as GeneratedImageKind, color: m[2]!, variant: Number(m[3]), ...(m[4] ? { label: m[4] } : {}) };
}

/** Builds a file name (without checking the parts; parse it back to validate). */
export function generatedImageName(kind: GeneratedImageKind, color: string, variant: number, label?: string): string {
  return `${kind}-${color}-${variant}${label ? `-${label}` : ''}.webp`;
}

function generatedImageSize(kind: GeneratedImageKind): [number, number] {
  return SIZES[kind] ?? [800, 800];
}

// ---------------------------------------------------------------------------------------------------------------------
// colour helpers

const clamp = (v: number, lo = 0, hi = 100) => Math.max(lo, Math.min(hi, v));
const hsl = (p: Paint, dl = 0, ds = 0) => `hsl(${Math.round(p.h) % 360},${clamp(p.s + ds)}%,${clamp(p.l + dl)}%)`;
const shift = (p: Paint, dh: number, dl = 0): Paint => ({ ...p, h: (p.h + dh + 360) % 360, l: clamp(p.l + dl, 25, 85) });

function paintOf(color: string): Paint {
  if (color.startsWith('h')) return { h: Number(color.slice(1)), s: 72, l: 56 };
  return IMAGE_PALETTE[color] ?? IMAGE_PALETTE.pink!;
}

const MIX_HUES = [354, 45, 200, 140, 280, 24, 330];

/** Holds the <defs> of one image; gradients are created on demand and referenced by url(#id). */
class Svg {
  private defs: string[] = [];
  private count = 0;
  constructor(
    readonly w: number,
    readonly h: number,
  ) {}

  /** glossy radial fill (balloons, baubles) */
  radial(p: Paint): string {
    const id = `r${this.count++}`;
    const hi = p.metallic ? 'hsl(0,0%,100%)' : hsl(p, 18);
    this.defs.push(
      `<radialGradient id="${id}" cx="0.35" cy="0.3" r="0.8"><stop offset="0" stop-color="${hi}"/><stop offset="0.35" stop-color="${hsl(p, p.metallic ? 6 : 4)}"/><stop offset="1" stop-color="${hsl(p, p.metallic ? -22 : -14)}"/></radialGradient>`,
    );
    return `url(#${id})`;
  }

  /** linear fill; metallic paints get bands of light */
  linear(p: Paint, x1 = 0, y1 = 0, x2 = 1, y2 = 1, units: 'objectBoundingBox' | 'userSpaceOnUse' = 'objectBoundingBox'): string {
    const id = `l${this.count++}`;
    const stops = p.metallic
      ? `<stop offset="0" stop-color="${hsl(p, 18)}"/><stop offset="0.3" stop-color="${hsl(p, -8)}"/><stop offset="0.5" stop-color="${hsl(p, 24)}"/><stop offset="0.75" stop-color="${hsl(p, -14)}"/><stop offset="1" stop-color="${hsl(p, 8)}"/>`
      : `<stop offset="0" stop-color="${hsl(p, 10)}"/><stop offset="1" stop-color="${hsl(p, -8)}"/>`;
    this.defs.push(
      `<linearGradient id="${id}" gradientUnits="${units}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** clip path from a shape element; returns the attribute value */
  clip(shape: string): string {
    const id = `c${this.count++}`;
    this.defs.push(`<clipPath id="${id}">${shape}</clipPath>`);
    return `url(#${id})`;
  }

  render(body: string): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}"><defs>${this.defs.join('')}</defs>${body}</svg>`;
  }
}

// ---------------------------------------------------------------------------------------------------------------------
// building blocks

function background(svg: Svg, p: Paint, rng: Rng, dots = 26): string {
  const { w, h } = svg;
  const tint: Paint = p.s < 20 ? { h: 200, s: 35, l: 95 } : { h: p.h, s: 70, l: 95 };
  let out = `<rect width="${w}" height="${h}" fill="${hsl(tint)}"/>`;
  out += `<circle cx="${w * 0.5}" cy="${h * 0.46}" r="${Math.min(w, h) * 0.38}" fill="${hsl(tint, -4)}"/>`;
  for (let i = 0; i < dots; i++) {
    const x = rng.int(10, w - 10);
    const y = rng.int(10, h - 10);
    if (Math.abs(x - w / 2) < w * 0.3 && Math.abs(y - h / 2) < h * 0.34) continue;
    const c = hsl({ h: rng.pick(MIX_HUES), s: 75, l: 62 });
    const kind = rng.int(0, 2);
    if (kind === 0) out += `<circle cx="${x}" cy="${y}" r="${rng.int(4, 9)}" fill="${c}" opacity="0.7"/>`;
    else if (kind === 1)
      out += `<rect x="${x}" y="${y}" width="${rng.int(8, 16)}" height="${rng.int(4, 7)}" rx="2" fill="${c}" opacity="0.7" transform="rotate(${rng.int(0, 179)} ${x} ${y})"/>`;
    else out += `<path d="M${x} ${y}q6 -8 12 0t12 0" stroke="${c}" stroke-width="4" fill="none" stroke-linecap="round" opacity="0.7"/>`;
  }
  return out;
}

const floorShadow = (cx: number, cy: number, rx: number) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${Math.round(rx * 0.14)}" fill="#000" opacity="0.08"/>`;

function balloon(svg: Svg, p: Paint, cx: number, cy: number, r: number, stringTo?: [number, number]): string {
  const ry = r * 1.18;
  const fill = svg.radial(p);
  const knotY = cy + ry;
  const [sx, sy] = stringTo ?? [cx, knotY + r * 1.6];
  return (
    `<path d="M${cx} ${knotY + 12} C${cx - 30} ${knotY + 60} ${sx + 30} ${sy - 60} ${sx} ${sy}" stroke="#9aa1ab" stroke-width="3" fill="none"/>` +
    `<ellipse cx="${cx}" cy="${cy}" rx="${r}" ry="${ry}" fill="${fill}"/>` +
    `<path d="M${cx - 13} ${knotY + 14}L${cx + 13} ${knotY + 14}L${cx} ${knotY - 4}Z" fill="${hsl(p, -16)}"/>` +
    `<ellipse cx="${cx - r * 0.38}" cy="${cy - ry * 0.38}" rx="${r * 0.16}" ry="${r * 0.3}" fill="#fff" opacity="0.45" transform="rotate(28 ${cx - r * 0.38} ${cy - ry * 0.38})"/>`
  );
}

/** Stroke glyphs in a 100×160 box (foil numbers, number candles). */
const GLYPHS: Record<string, string> = {
  '0': 'M50 10C92 10 92 150 50 150C8 150 8 10 50 10Z',
  '1': 'M28 38L56 10L56 150',
  '2': 'M16 46C16 0 86 0 86 46C86 82 16 110 16 150L88 150',
  '3': 'M16 28C30 0 86 4 82 44C80 70 52 78 40 78C62 78 90 88 86 118C80 160 20 160 12 130',
  '4': 'M66 150L66 10L12 110L90 110',
  '5': 'M82 10L26 10L18 72C40 56 88 58 86 106C84 156 26 160 12 132',
  '6': 'M76 16C40 0 12 40 15 100C18 160 86 160 86 106C86 60 26 60 17 100',
  '7': 'M12 10L88 10L40 150',
  '8': 'M50 78C10 70 15 10 50 10C85 10 90 70 50 78C6 86 10 150 50 150C90 150 94 86 50 78Z',
  '9': 'M84 60C76 100 15 100 15 56C15 0 86 0 86 62C86 120 62 156 24 146',
  a: 'M10 150L50 10L90 150M26 100L74 100',
  b: 'M20 150L20 10L55 10C88 10 88 76 55 78L20 78M55 78C96 80 96 150 55 150L20 150',
  c: 'M86 36C70 4 14 6 14 80C14 154 70 156 86 124',
  d: 'M20 10L20 150L45 150C96 150 96 10 45 10Z',
  e: 'M84 10L20 10L20 150L84 150M20 80L70 80',
  f: 'M84 10L20 10L20 150M20 80L70 80',
  g: 'M86 36C70 4 14 6 14 80C14 156 86 160 86 100L56 100',
  h: 'M16 10L16 150M84 10L84 150M16 80L84 80',
  i: 'M50 10L50 150',
  j: 'M74 10L74 110C74 160 16 160 18 118',
  k: 'M20 10L20 150M84 10L20 96M42 76L88 150',
  l: 'M22 10L22 150L84 150',
  m: 'M10 150L16 10L50 100L84 10L90 150',
  n: 'M16 150L16 10L84 150L84 10',
  o: 'M50 10C98 10 98 150 50 150C2 150 2 10 50 10Z',
  p: 'M20 150L20 10L55 10C96 10 96 86 55 86L20 86',
  q: 'M50 10C98 10 98 150 50 150C2 150 2 10 50 10ZM60 116L90 154',
  r: 'M20 150L20 10L55 10C96 10 96 86 55 86L20 86M50 86L88 150',
  s: 'M82 30C70 0 16 4 18 42C22 80 86 74 86 114C86 160 20 158 12 128',
  t: 'M10 10L90 10M50 10L50 150',
  u: 'M16 10L16 100C16 160 84 160 84 100L84 10',
  v: 'M10 10L50 150L90 10',
  w: 'M5 10L25 150L50 52L75 150L95 10',
  x: 'M12 10L88 150M88 10L12 150',
  y: 'M10 10L50 80L90 10M50 80L50 150',
  z: 'M12 10L88 10L12 150L88 150',
};

function glyphStrokes(svg: Svg, p: Paint, label: string, x: number, y: number, scale: number, width: number): string {
  const chars = label.split('');
  const gap = 104;
  const totalW = chars.length * gap - 4;
  const grad = svg.linear(p, 0, 0, 100 * chars.length, 160, 'userSpaceOnUse');
  let out = `<g transform="translate(${x - (totalW * scale) / 2} ${y}) scale(${scale})" fill="none" stroke-linecap="round" stroke-linejoin="round">`;
  chars.forEach((ch, i) => {
    const d = GLYPHS[ch];
    if (!d) return;
    const t = `translate(${i * gap} 0)`;
    out += `<path d="${d}" transform="${t}" stroke="${hsl(p, -22)}" stroke-width="${width + 6}"/>`;
    out += `<path d="${d}" transform="${t}" stroke="${grad}" stroke-width="${width}"/>`;
    out += `<path d="${d}" transform="translate(${i * gap - 3} -3)" stroke="#fff" stroke-width="${Math.max(2, width / 7)}" opacity="0.45"/>`;
  });
  return `${out}</g>`;
}

function heartPath(cx: number, cy: number, s: number): string {
  return `M${cx} ${cy + s * 0.9}C${cx - s * 1.6} ${cy - s * 0.1} ${cx - s * 0.9} ${cy - s * 1.3} ${cx} ${cy - s * 0.5}C${cx + s * 0.9} ${cy - s * 1.3} ${cx + s * 1.6} ${cy - s * 0.1} ${cx} ${cy + s * 0.9}Z`;
}

function starPath(cx: number, cy: number, outer: number, inner: number, points = 5): string {
  let d = '';
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = (Math.PI / points) * i - Math.PI / 2;
    d += `${i === 0 ? 'M' : 'L'}${(cx + r * Math.cos(a)).toFixed(1)} ${(cy + r * Math.sin(a)).toFixed(1)}`;
  }
  return `${d}Z`;
}

function confettiBurst(rng: Rng, cx: number, cy: number, spread: number, n: number): string {
  let out = '';
  for (let i = 0; i < n; i++) {
    const a = rng.next() * Math.PI * 2;
    const d = spread * Math.sqrt(rng.next());
    const x = Math.round(cx + Math.cos(a) * d);
    const y = Math.round(cy + Math.sin(a) * d * 0.8);
    const c = hsl({ h: rng.pick(MIX_HUES), s: 80, l: 58 });
    out +=
      rng.next() < 0.5
        ? `<rect x="${x}" y="${y}" width="${rng.int(10, 20)}" height="${rng.int(5, 9)}" rx="2" fill="${c}" transform="rotate(${rng.int(0, 179)} ${x} ${y})"/>`
        : `<circle cx="${x}" cy="${y}" r="${rng.int(4, 9)}" fill="${c}"/>`;
  }
  return out;
}

function bunting(svg: Svg, p: Paint, x1: number, x2: number, y: number, sag: number, flags: number, size: number): string {
  const mid = (x1 + x2) / 2;
  let out = `<path d="M${x1} ${y}Q${mid} ${y + sag * 2} ${x2} ${y}" stroke="#8b6b4a" stroke-width="4" fill="none"/>`;
  for (let i = 0; i < flags; i++) {
    const t = (i + 0.5) / flags;
    const x = (1 - t) * (1 - t) * x1 + 2 * (1 - t) * t * mid + t * t * x2;
    const yy = (1 - t) * (1 - t) * y + 2 * (1 - t) * t * (y + sag * 2) + t * t * y;
    const c = i % 3 === 0 ? svg.linear(p) : i % 3 === 1 ? hsl(shift(p, 40, 8)) : hsl({ h: 0, s: 0, l: 98 });
    out += `<path d="M${x - size / 2} ${yy}L${x + size / 2} ${yy}L${x} ${yy + size * 1.15}Z" fill="${c}" stroke="${hsl(p, -20)}" stroke-width="1.5"/>`;
  }
  return out;
}

function giftBox(svg: Svg, p: Paint, x: number, y: number, w: number, h: number, ribbon: Paint): string {
  const rib = hsl(ribbon);
  return (
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="8" fill="${svg.linear(p)}"/>` +
    `<rect x="${x - 12}" y="${y - h * 0.18}" width="${w + 24}" height="${h * 0.2}" rx="8" fill="${hsl(p, 6)}"/>` +
    `<rect x="${x + w / 2 - w * 0.07}" y="${y - h * 0.18}" width="${w * 0.14}" height="${h * 1.18}" fill="${rib}"/>` +
    `<path d="M${x + w / 2} ${y - h * 0.18}C${x + w * 0.1} ${y - h * 0.6} ${x + w * 0.05} ${y - h * 0.05} ${x + w / 2} ${y - h * 0.18}Z" fill="${rib}"/>` +
    `<path d="M${x + w / 2} ${y - h * 0.18}C${x + w * 0.9} ${y - h * 0.6} ${x + w * 0.95} ${y - h * 0.05} ${x + w / 2} ${y - h * 0.18}Z" fill="${rib}"/>`
  );
}

const SKIN = ['#f5d0b0', '#e8b48f', '#c98e66', '#8d5a3b'];

function figure(svg: Svg, p: Paint, variant: number, rng: Rng, kids: boolean): string {
  const skin = SKIN[variant % SKIN.length]!;
  const cx = 400;
  const headY = kids ? 270 : 230;
  const headR = kids ? 74 : 64;
  const body = svg.linear(p, 0, 0, 1, 1);
  const dark = hsl(p, -18);
  const bottom = 690;
  let out = floorShadow(cx, 700, 190);
  // legs and arms
  out += `<rect x="${cx - 58}" y="${bottom - 90}" width="34" height="92" rx="14" fill="${hsl(p, -30, -20)}"/><rect x="${cx + 24}" y="${bottom - 90}" width="34" height="92" rx="14" fill="${hsl(p, -30, -20)}"/>`;
  out += `<path d="M${cx - 90} ${headY + 100}L${cx - 170} ${headY + 250}" stroke="${skin}" stroke-width="30" stroke-linecap="round"/><path d="M${cx + 90} ${headY + 100}L${cx + 170} ${headY + 250}" stroke="${skin}" stroke-width="30" stroke-linecap="round"/>`;
  const accessory = variant % 8;
  // cape behind the body (superhero, vampire, wizard)
  if (accessory === 3 || accessory === 6)
    out += `<path d="M${cx - 95} ${headY + 85}L${cx - 200} ${bottom}L${cx + 200} ${bottom}L${cx + 95} ${headY + 85}Z" fill="${accessory === 6 ? '#2b2540' : hsl(shift(p, 180, -5))}"/>`;
  // tunic / dress
  out += `<path d="M${cx - 95} ${headY + 85}Q${cx} ${headY + 60} ${cx + 95} ${headY + 85}L${cx + 150} ${bottom - 80}Q${cx} ${bottom - 40} ${cx - 150} ${bottom - 80}Z" fill="${body}"/>`;
  out += `<path d="M${cx - 120} ${bottom - 130}Q${cx} ${bottom - 95} ${cx + 120} ${bottom - 130}" stroke="${dark}" stroke-width="10" fill="none" opacity="0.5"/>`;
  out += `<rect x="${cx - 100}" y="${headY + 185}" width="200" height="22" rx="8" fill="${dark}"/>`;
  if (accessory === 1) out += `<rect x="${cx - 18}" y="${headY + 183}" width="36" height="26" rx="4" fill="#f2c14e"/>`;
  // head
  out += `<circle cx="${cx}" cy="${headY}" r="${headR}" fill="${skin}"/>`;
  out += `<circle cx="${cx - 22}" cy="${headY - 4}" r="7" fill="#2d2a32"/><circle cx="${cx + 22}" cy="${headY - 4}" r="7" fill="#2d2a32"/>`;
  out += `<path d="M${cx - 22} ${headY + 26}Q${cx} ${headY + 44} ${cx + 22} ${headY + 26}" stroke="#7a3b3b" stroke-width="5" fill="none" stroke-linecap="round"/>`;
  out += `<circle cx="${cx - 40}" cy="${headY + 18}" r="10" fill="#ff8a8a" opacity="0.45"/><circle cx="${cx + 40}" cy="${headY + 18}" r="10" fill="#ff8a8a" opacity="0.45"/>`;
  switch (accessory) {
    case 1: // pirate: tricorn and eye patch
      out += `<path d="M${cx - 120} ${headY - 40}Q${cx} ${headY - 170} ${cx + 120} ${headY - 40}Q${cx} ${headY - 75} ${cx - 120} ${headY - 40}Z" fill="#26232b"/>`;
      out += `<path d="M${cx - 16} ${headY - 115}l10 10m0 -10l-10 10" stroke="#fff" stroke-width="4"/>`;
      out += `<circle cx="${cx + 22}" cy="${headY - 4}" r="15" fill="#26232b"/><path d="M${cx - 60} ${headY - 30}L${cx + 64} ${headY + 8}" stroke="#26232b" stroke-width="4"/>`;
      break;
    case 2: // princess: crown
      out += `<path d="M${cx - 50} ${headY - 50}L${cx - 56} ${headY - 110}L${cx - 25} ${headY - 80}L${cx} ${headY - 120}L${cx + 25} ${headY - 80}L${cx + 56} ${headY - 110}L${cx + 50} ${headY - 50}Z" fill="${svg.linear(IMAGE_PALETTE.gold!)}"/>`;
      out += `<circle cx="${cx}" cy="${headY - 70}" r="8" fill="${hsl(shift(p, 160))}"/>`;
      out += `<path d="M${cx - headR} ${headY}Q${cx - headR - 30} ${headY + 120} ${cx - headR + 10} ${headY + 150}M${cx + headR} ${headY}Q${cx + headR + 30} ${headY + 120} ${cx + headR - 10} ${headY + 150}" stroke="#e8b84a" stroke-width="26" fill="none" stroke-linecap="round"/>`;
      break;
    case 3: // superhero: mask
      out += `<path d="M${cx - 62} ${headY - 14}Q${cx} ${headY - 34} ${cx + 62} ${headY - 14}L${cx + 58} ${headY + 10}Q${cx} ${headY - 4} ${cx - 58} ${headY + 10}Z" fill="${hsl(shift(p, 180, -5))}"/>`;
      out += `<circle cx="${cx - 22}" cy="${headY - 4}" r="7" fill="#fff"/><circle cx="${cx + 22}" cy="${headY - 4}" r="7" fill="#fff"/>`;
      out += `<path d="${starPath(cx, headY + 150, 34, 15)}" fill="#ffd34d"/>`;
      break;
    case 4: // witch / wizard hat
      out += `<path d="M${cx - 110} ${headY - 45}L${cx + 110} ${headY - 45}L${cx + 40} ${headY - 70}L${cx + 30} ${headY - 230}L${cx - 50} ${headY - 70}Z" fill="#2f2640"/>`;
      out += `<rect x="${cx - 48}" y="${headY - 88}" width="92" height="18" fill="${hsl(p)}"/>`;
      break;
    case 5: // animal ears
      out += `<circle cx="${cx - 55}" cy="${headY - 55}" r="28" fill="${hsl(p, -5)}"/><circle cx="${cx + 55}" cy="${headY - 55}" r="28" fill="${hsl(p, -5)}"/>`;
      out += `<circle cx="${cx - 55}" cy="${headY - 55}" r="14" fill="#ffc2c2"/><circle cx="${cx + 55}" cy="${headY - 55}" r="14" fill="#ffc2c2"/>`;
      out += `<ellipse cx="${cx}" cy="${headY + 14}" rx="12" ry="8" fill="#2d2a32"/>`;
      break;
    case 6: // vampire collar + slicked hair
      out += `<path d="M${cx - headR} ${headY - 10}Q${cx} ${headY - 110} ${cx + headR} ${headY - 10}L${cx} ${headY - 40}Z" fill="#1d1a22"/>`;
      out += `<path d="M${cx - 110} ${headY + 60}L${cx - 60} ${headY + 110}L${cx - 20} ${headY + 70}M${cx + 110} ${headY + 60}L${cx + 60} ${headY + 110}L${cx + 20} ${headY + 70}" stroke="#b3122b" stroke-width="12" fill="none"/>`;
      out += `<path d="M${cx - 12} ${headY + 30}l5 12l5 -12M${cx + 2} ${headY + 30}l5 12l5 -12" fill="#fff"/>`;
      break;
    case 7: // clown: red nose, wig, bow tie
      out += `<circle cx="${cx - 70}" cy="${headY - 40}" r="40" fill="${hsl(shift(p, 120))}"/><circle cx="${cx + 70}" cy="${headY - 40}" r="40" fill="${hsl(shift(p, 120))}"/>`;
      out += `<circle cx="${cx}" cy="${headY + 10}" r="16" fill="#e02435"/>`;
      out += `<path d="M${cx} ${headY + 95}l-40 -22v44zM${cx} ${headY + 95}l40 -22v44z" fill="${hsl(shift(p, 60))}"/>`;
      break;
    default: // cowboy hat
      out += `<ellipse cx="${cx}" cy="${headY - 50}" rx="130" ry="26" fill="#9b6a3c"/><path d="M${cx - 62} ${headY - 50}Q${cx - 60} ${headY - 140} ${cx} ${headY - 120}Q${cx + 60} ${headY - 140} ${cx + 62} ${headY - 50}Z" fill="#b07a47"/>`;
      out += `<rect x="${cx - 62}" y="${headY - 72}" width="124" height="14" fill="${hsl(p)}"/>`;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------------
// product kinds (800×800)

type Drawer = (svg: Svg, p: Paint, v: number, rng: Rng, label?: string) => string;

const hues = (p: Paint, color: string, n: number, rng: Rng): Paint[] =>
  color === 'mix'
    ? rng.sample(MIX_HUES, n).map((h) => ({ h, s: 78, l: 58 }))
    : Array.from({ length: n }, (_, i) => (i === 0 ? p : p.metallic ? p : shift(p, i % 2 ? 18 : -14, i % 2 ? 8 : -6)));

const DRAWERS: Record<(typeof PRODUCT_IMAGE_KINDS)[number], (color: string) => Drawer> = {
  balloon: (color) => (svg, p, v, rng) => {
    const n = ((v - 1) % 3) + 1;
    const ps = hues(p, color, n, rng);
    if (n === 1) return floorShadow(400, 730, 120) + balloon(svg, ps[0]!, 400, 300, 170, [400, 720]);
    if (n === 2)
      return floorShadow(400, 730, 150) + balloon(svg, ps[1]!, 300, 330, 135, [400, 720]) + balloon(svg, ps[0]!, 500, 270, 145, [400, 720]);
    return (
      floorShadow(400, 730, 170) +
      balloon(svg, ps[2]!, 260, 350, 115, [400, 720]) +
      balloon(svg, ps[1]!, 540, 340, 115, [400, 720]) +
      balloon(svg, ps[0]!, 400, 235, 130, [400, 720])
    );
  },
  foil: () => (svg, p, v) => {
    const fill = svg.linear(p, 0, 0, 1, 1);
    const shape =
      v % 4 === 1
        ? `<path d="${heartPath(400, 360, 190)}" fill="${fill}" stroke="${hsl(p, -20)}" stroke-width="6"/>`
        : v % 4 === 2
          ? `<path d="${starPath(400, 350, 250, 115)}" fill="${fill}" stroke="${hsl(p, -20)}" stroke-width="6" stroke-linejoin="round"/>`
          : v % 4 === 3
            ? `<circle cx="400" cy="340" r="230" fill="${fill}" stroke="${hsl(p, -20)}" stroke-width="6"/><circle cx="400" cy="340" r="170" fill="none" stroke="#fff" stroke-width="10" opacity="0.6" stroke-dasharray="20 18"/>`
            : `<path d="M250 520L210 250L320 340L400 180L480 340L590 250L550 520Z" fill="${fill}" stroke="${hsl(p, -20)}" stroke-width="6" stroke-linejoin="round"/>`;
    return (
      floorShadow(400, 740, 110) +
      `<path d="M400 560C370 620 430 660 400 730" stroke="#9aa1ab" stroke-width="3" fill="none"/>` +
      shape +
      `<ellipse cx="300" cy="250" rx="30" ry="60" fill="#fff" opacity="0.4" transform="rotate(30 300 250)"/>`
    );
  },
  'foil-number': () => (svg, p, _v, _rng, label) => {
    const text = (label ?? '1').slice(0, 2);
    const scale = text.length > 1 ? 2.5 : 3.1;
    return (
      floorShadow(400, 745, 150) +
      `<path d="M400 660C380 690 420 710 400 740" stroke="#9aa1ab" stroke-width="3" fill="none"/>` +
      glyphStrokes(svg, p, text, 400, 400 - 80 * scale, scale, 34)
    );
  },
  'balloon-set': (color) => (svg, p, v, rng) => {
    const ps = hues(p, color, 5, rng);
    let out = floorShadow(400, 735, 180);
    out += `<rect x="330" y="660" width="140" height="70" rx="12" fill="${svg.linear(ps[1]!)}"/>`;
    const spots: Array<[number, number, number]> = [
      [250, 330, 95],
      [550, 320, 95],
      [330, 230, 100],
      [470, 220, 100],
      [400, 350, 105],
    ];
    spots.forEach(([x, y, r], i) => (out += balloon(svg, ps[(i + v) % ps.length]!, x, y, r, [400, 665])));
    if (v % 2 === 0) out += `<path d="${starPath(400, 120, 60, 28)}" fill="${svg.linear(IMAGE_PALETTE.gold!)}"/>`;
    return out;
  },
  tank: () => (svg, p) =>
    floorShadow(400, 735, 150) +
    `<rect x="290" y="230" width="220" height="500" rx="100" fill="${svg.linear(p, 0, 0, 1, 0)}"/>` +
    `<rect x="360" y="160" width="80" height="90" rx="12" fill="#8c95a3"/><rect x="330" y="130" width="140" height="36" rx="10" fill="#6b7380"/>` +
    `<rect x="290" y="420" width="220" height="110" fill="#fff" opacity="0.85"/><circle cx="400" cy="475" r="36" fill="${hsl(p, -10)}"/><path d="M388 455v40m24 -40v40m-24 -20h24" stroke="#fff" stroke-width="8"/>` +
    balloon(svg, shift(p, 150, 5), 600, 220, 80, [440, 150]),
  costume: () => (svg, p, v, rng) => figure(svg, p, v, rng, v % 2 === 0),
  mask: () => (svg, p, v) => {
    if (v % 3 === 0)
      // full face mask
      return (
        floorShadow(400, 700, 160) +
        `<path d="M400 130C230 130 200 300 220 440C240 580 330 650 400 650C470 650 560 580 580 440C600 300 570 130 400 130Z" fill="${svg.linear(p)}"/>` +
        `<path d="M300 330q40 -40 80 0q-40 30 -80 0zM420 330q40 -40 80 0q-40 30 -80 0z" fill="#24212a"/>` +
        `<path d="M330 520q70 50 140 0" stroke="#24212a" stroke-width="14" fill="none" stroke-linecap="round"/><path d="M400 380l-20 70h40z" fill="${hsl(p, -18)}"/>`
      );
    const feathers =
      v % 3 === 1
        ? `<path d="M520 300C560 160 640 110 700 90C650 170 620 240 560 320Z" fill="${hsl(shift(p, 40, 10))}"/><path d="M540 310C620 220 690 210 740 210C680 260 640 300 570 340Z" fill="${hsl(shift(p, -40, 5))}"/>`
        : '';
    return (
      floorShadow(400, 640, 200) +
      feathers +
      `<path d="M120 360C140 260 300 250 400 320C500 250 660 260 680 360C700 470 560 520 470 470C440 450 420 430 400 430C380 430 360 450 330 470C240 520 100 470 120 360Z" fill="${svg.linear(p)}" stroke="${hsl(p, -22)}" stroke-width="6"/>` +
      `<path d="M210 370q60 -60 130 0q-60 45 -130 0zM460 370q70 -60 130 0q-70 45 -130 0z" fill="#fff"/>` +
      `<path d="M180 330q30 -40 60 -20M560 310q30 -20 60 20" stroke="#fff" stroke-width="6" fill="none" opacity="0.6"/>` +
      `<path d="M640 420L700 640" stroke="#8b6b4a" stroke-width="10" stroke-linecap="round"/>`
    );
  },
  wig: () => (svg, p, v) => {
    const hair = svg.linear(p, 0, 0, 0, 1);
    const head = `<ellipse cx="400" cy="420" rx="120" ry="150" fill="#e9e4ee"/>`;
    if (v % 3 === 1)
      return (
        floorShadow(400, 720, 170) +
        [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]
          .map((i) => {
            const a = (Math.PI * 2 * i) / 10;
            return `<circle cx="${400 + Math.cos(a) * 170}" cy="${360 + Math.sin(a) * 150}" r="110" fill="${hair}"/>`;
          })
          .join('') +
        head.replace('420', '430')
      );
    if (v % 3 === 2)
      return (
        floorShadow(400, 720, 170) +
        `<path d="M240 380C240 180 560 180 560 380L580 600Q400 640 220 600Z" fill="${hair}"/>` +
        head +
        `<path d="M275 360C300 240 500 240 525 360Q470 300 400 330Q330 300 275 360Z" fill="${hair}"/>`
      );
    return (
      floorShadow(400, 740, 170) +
      `<path d="M230 400C210 170 590 170 570 400L600 720Q560 740 520 700L520 500L280 500L280 700Q240 740 200 720Z" fill="${hair}"/>` +
      head +
      `<path d="M270 370C280 230 520 230 530 370Q470 290 400 300Q330 290 270 370Z" fill="${hair}"/>`
    );
  },
  hat: () => (svg, p, v) => {
    if (v % 3 === 2)
      return (
        floorShadow(400, 650, 220) +
        `<ellipse cx="400" cy="620" rx="230" ry="48" fill="${hsl(p, -20)}"/><path d="M270 620L290 260Q400 230 510 260L530 620Z" fill="${svg.linear(p, 0, 0, 1, 0)}"/>` +
        `<rect x="285" y="520" width="230" height="50" fill="${hsl(shift(p, 180))}"/>`
      );
    if (v % 3 === 0)
      return (
        floorShadow(400, 640, 190) +
        `<path d="M200 600L180 280L300 400L400 230L500 400L620 280L600 600Z" fill="${svg.linear(p)}" stroke="${hsl(p, -20)}" stroke-width="6" stroke-linejoin="round"/>` +
        `<circle cx="400" cy="470" r="34" fill="${hsl(shift(p, 150))}"/><circle cx="280" cy="500" r="22" fill="${hsl(shift(p, 210))}"/><circle cx="520" cy="500" r="22" fill="${hsl(shift(p, 210))}"/>`
      );
    let stripes = '';
    for (let i = 0; i < 5; i++)
      stripes += `<path d="M${300 + i * 12} ${640 - i * 90}L${500 - i * 12} ${600 - i * 90}" stroke="#fff" stroke-width="18" opacity="0.8"/>`;
    return (
      floorShadow(400, 680, 170) +
      `<path d="M400 130L560 650Q400 700 240 650Z" fill="${svg.linear(p)}"/>` +
      `<g clip-path="${svg.clip('<path d="M400 130L560 650Q400 700 240 650Z"/>')}">${stripes}</g>` +
      `<circle cx="400" cy="125" r="44" fill="${hsl(shift(p, 60, 10))}"/><path d="M240 650Q400 700 560 650" stroke="${hsl(shift(p, 60))}" stroke-width="22" fill="none" stroke-linecap="round"/>`
    );
  },
  candle: () => (svg, p, v, rng, label) => {
    const flame = (x: number, y: number) =>
      `<path d="M${x} ${y - 60}C${x + 26} ${y - 24} ${x + 18} ${y} ${x} ${y}C${x - 18} ${y} ${x - 26} ${y - 24} ${x} ${y - 60}Z" fill="#ffb52e"/><path d="M${x} ${y - 34}C${x + 10} ${y - 16} ${x + 8} ${y - 4} ${x} ${y - 4}C${x - 8} ${y - 4} ${x - 10} ${y - 16} ${x} ${y - 34}Z" fill="#fff3b0"/>`;
    const cake =
      `<ellipse cx="400" cy="700" rx="300" ry="50" fill="#e7dfd6"/><path d="M130 560L130 690Q400 750 670 690L670 560Z" fill="#f7e3c8"/>` +
      `<ellipse cx="400" cy="560" rx="270" ry="60" fill="#fff6fb"/><path d="M130 560Q170 610 200 570Q240 620 280 575Q320 625 360 578Q400 628 440 578Q480 625 520 575Q560 620 600 570Q640 610 670 560" fill="#fff6fb"/>`;
    if (label) {
      const scale = label.length > 1 ? 1.5 : 1.9;
      const top = 520 - 160 * scale;
      let out = cake + glyphStrokes(svg, p, label, 400, top, scale, 30);
      const chars = label.length;
      for (let i = 0; i < chars; i++) {
        const x = 400 - ((chars * 104 - 4) * scale) / 2 + (i * 104 + 50) * scale;
        out += `<path d="M${x} ${top + 4}L${x} ${top - 20}" stroke="#333" stroke-width="4"/>` + flame(x, top - 20);
      }
      return out;
    }
    if (v % 3 === 0) {
      // decorative pillar candle in a glass
      return (
        floorShadow(400, 720, 180) +
        `<rect x="270" y="300" width="260" height="410" rx="30" fill="${svg.linear(p, 0, 0, 1, 0)}"/>` +
        `<ellipse cx="400" cy="300" rx="130" ry="26" fill="${hsl(p, 12)}"/><path d="M400 300L400 270" stroke="#333" stroke-width="5"/>` +
        flame(400, 272) +
        `<rect x="300" y="420" width="200" height="120" rx="10" fill="#fff" opacity="0.85"/><path d="${heartPath(400, 480, 40)}" fill="${hsl(p, -10)}"/>`
      );
    }
    let out = cake;
    const n = 5 + (v % 3);
    for (let i = 0; i < n; i++) {
      const x = 400 - (n - 1) * 45 + i * 90 + rng.int(-6, 6);
      const c = i % 2 ? hsl(p) : hsl(shift(p, 50, 10));
      out += `<rect x="${x - 13}" y="380" width="26" height="180" rx="6" fill="${c}"/>`;
      out += `<path d="M${x - 13} 420l26 -20M${x - 13} 470l26 -20M${x - 13} 520l26 -20" stroke="#fff" stroke-width="7" opacity="0.8"/>`;
      out += `<path d="M${x} 380L${x} 360" stroke="#333" stroke-width="4"/>` + flame(x, 360);
    }
    return out;
  },
  fountain: () => (svg, p, _v, rng) => {
    let sparks = '';
    for (let i = 0; i < 48; i++) {
      const a = -Math.PI / 2 + (rng.next() - 0.5) * 1.8;
      const len = rng.int(120, 330);
      const x2 = 400 + Math.cos(a) * len;
      const y2 = 420 + Math.sin(a) * len;
      sparks += `<path d="M400 420L${x2.toFixed(0)} ${y2.toFixed(0)}" stroke="${rng.next() < 0.5 ? '#ffd54a' : hsl(p, 15)}" stroke-width="${rng.int(3, 7)}" stroke-linecap="round" opacity="0.9"/>`;
    }
    return (
      floorShadow(400, 720, 160) +
      sparks +
      `<circle cx="400" cy="420" r="40" fill="#fff7c2"/><rect x="350" y="430" width="100" height="290" rx="14" fill="${svg.linear(p, 0, 0, 1, 0)}"/>` +
      `<path d="M350 520h100M350 620h100" stroke="#fff" stroke-width="10" opacity="0.7"/>`
    );
  },
  gift: () => (svg, p, v) => {
    const ribbon = v % 2 ? IMAGE_PALETTE.gold! : shift(p, 180, 5);
    if (v % 3 === 0)
      return (
        floorShadow(400, 720, 240) + giftBox(svg, shift(p, 40, 8), 150, 470, 220, 240, ribbon) + giftBox(svg, p, 380, 330, 280, 380, ribbon)
      );
    return floorShadow(400, 720, 220) + giftBox(svg, p, 220, 330, 360, 380, ribbon);
  },
  bag: () => (svg, p, v) =>
    floorShadow(400, 725, 210) +
    `<path d="M320 260Q320 140 400 140Q480 140 480 260" stroke="${hsl(p, -20)}" stroke-width="18" fill="none"/>` +
    `<path d="M210 250L590 250L620 720L180 720Z" fill="${svg.linear(p, 0, 0, 1, 0)}"/>` +
    `<path d="M210 250L590 250L585 300L215 300Z" fill="${hsl(p, -10)}"/>` +
    (v % 2
      ? `<path d="${heartPath(400, 480, 90)}" fill="#fff" opacity="0.9"/>`
      : `<path d="${starPath(400, 490, 110, 48)}" fill="#fff" opacity="0.9"/>`) +
    `<path d="M350 250Q380 180 430 190Q470 200 460 250" fill="${hsl(shift(p, 120, 20))}"/>`,
  mug: () => (svg, p, v) =>
    floorShadow(400, 720, 200) +
    `<path d="M560 360C680 360 680 560 560 560" stroke="#e9edf2" stroke-width="40" fill="none"/>` +
    `<rect x="220" y="260" width="360" height="450" rx="40" fill="#f6f8fb"/><ellipse cx="400" cy="262" rx="180" ry="32" fill="#dfe5ec"/>` +
    (v % 2
      ? `<path d="${heartPath(400, 480, 80)}" fill="${svg.linear(p)}"/>`
      : glyphStrokes(svg, p, String(((v * 7) % 9) + 1) + '0', 400, 380, 0.9, 26)) +
    `<path d="M340 200q-20 -40 0 -80M420 200q-20 -40 0 -80" stroke="#cfd6df" stroke-width="10" fill="none" stroke-linecap="round"/>`,
  card: () => (svg, p, v) =>
    floorShadow(400, 720, 240) +
    `<rect x="170" y="330" width="440" height="330" rx="10" fill="${hsl(p, 25)}" transform="rotate(-8 390 495)"/>` +
    `<rect x="210" y="200" width="380" height="500" rx="14" fill="#fff" stroke="${hsl(p, -10)}" stroke-width="4"/>` +
    `<rect x="240" y="230" width="320" height="260" rx="10" fill="${svg.linear(p)}"/>` +
    (v % 2
      ? `<path d="${heartPath(400, 360, 70)}" fill="#fff"/>`
      : balloon(svg, { h: 45, s: 80, l: 60, metallic: true }, 400, 330, 60, [400, 480])) +
    `<path d="M260 540h280M290 580h220M330 620h140" stroke="#c9ced6" stroke-width="12" stroke-linecap="round"/>`,
  decoration: (color) => (svg, p, v, rng) => {
    const ps = hues(p, color, 3, rng);
    let out = `<path d="M80 110L720 110" stroke="#a58a6c" stroke-width="6"/>`;
    if (v % 4 === 1) {
      // honeycomb balls
      [
        [220, 300, 100],
        [430, 400, 130],
        [620, 290, 90],
      ].forEach(([x, y, r], i) => {
        const c = ps[i % ps.length]!;
        out += `<path d="M${x} 110L${x} ${y! - r!}" stroke="#888" stroke-width="3"/><circle cx="${x}" cy="${y}" r="${r}" fill="${svg.radial(c)}"/>`;
        for (let k = 1; k < 4; k++)
          out += `<ellipse cx="${x}" cy="${y}" rx="${(r! * k) / 4}" ry="${r}" fill="none" stroke="${hsl(c, -15)}" stroke-width="3"/>`;
      });
      return out;
    }
    if (v % 4 === 2) {
      // paper fans (rosettes)
      [
        [240, 330, 150],
        [540, 420, 170],
      ].forEach(([x, y, r], i) => {
        const c = ps[i]!;
        let petals = '';
        for (let k = 0; k < 24; k++) {
          const a = (Math.PI * 2 * k) / 24;
          const a2 = (Math.PI * 2 * (k + 1)) / 24;
          petals += `<path d="M${x} ${y}L${(x! + r! * Math.cos(a)).toFixed(1)} ${(y! + r! * Math.sin(a)).toFixed(1)}L${(x! + r! * Math.cos(a2)).toFixed(1)} ${(y! + r! * Math.sin(a2)).toFixed(1)}Z" fill="${k % 2 ? hsl(c) : hsl(c, 10)}"/>`;
        }
        out += petals + `<circle cx="${x}" cy="${y}" r="${r! * 0.25}" fill="${hsl(c, -12)}"/>`;
      });
      return out;
    }
    if (v % 4 === 3) {
      // hanging stars
      for (let i = 0; i < 5; i++) {
        const x = 150 + i * 125;
        const y = 280 + (i % 2) * 160 + rng.int(-20, 20);
        out += `<path d="M${x} 110L${x} ${y - 60}" stroke="#888" stroke-width="3"/><path d="${starPath(x, y, 70, 32)}" fill="${svg.linear(ps[i % 3]!)}" stroke-linejoin="round"/>`;
      }
      return out;
    }
    // swirls
    for (let i = 0; i < 6; i++) {
      const x = 140 + i * 105;
      const c = ps[i % 3]!;
      let d = `M${x} 110`;
      for (let k = 0; k < 7; k++) d += `q${k % 2 ? -40 : 40} 35 0 70`;
      out += `<path d="${d}" stroke="${hsl(c)}" stroke-width="18" fill="none" stroke-linecap="round"/>`;
    }
    return out;
  },
  garland: () => (svg, p, v) =>
    bunting(svg, p, 60, 740, 180, 50, 9, 70) +
    (v % 2 ? '' : bunting(svg, shift(p, 60), 60, 740, 420, 70, 8, 80)) +
    (v % 2 ? balloon(svg, shift(p, 180, 5), 400, 470, 110, [400, 720]) : ''),
  confetti: () => (svg, p, v, rng) => {
    if (v % 2 === 0)
      return (
        floorShadow(400, 720, 170) +
        confettiBurst(rng, 400, 330, 300, 90) +
        `<path d="M260 720L400 470L540 720Z" fill="${svg.linear(p)}"/><path d="M300 650L500 650" stroke="#fff" stroke-width="12" opacity="0.6"/>`
      );
    return (
      floorShadow(400, 700, 200) +
      confettiBurst(rng, 400, 380, 320, 110) +
      `<ellipse cx="400" cy="690" rx="210" ry="36" fill="${hsl(p, 10)}"/>`
    );
  },
  tableware: () => (svg, p, v, rng) => {
    const kind = v % 5;
    if (kind === 1) {
      // plates
      let out = floorShadow(400, 690, 290);
      [
        [320, 430],
        [470, 470],
      ].forEach(([x, y]) => {
        out += `<circle cx="${x}" cy="${y}" r="230" fill="#fff" stroke="#e1e6ec" stroke-width="4"/><circle cx="${x}" cy="${y}" r="170" fill="${svg.linear(p)}"/><circle cx="${x}" cy="${y}" r="130" fill="#fff" opacity="0.25"/>`;
        for (let k = 0; k < 16; k++) {
          const a = (Math.PI * 2 * k) / 16;
          out += `<circle cx="${(x! + 200 * Math.cos(a)).toFixed(1)}" cy="${(y! + 200 * Math.sin(a)).toFixed(1)}" r="8" fill="${hsl(p, -5)}"/>`;
        }
      });
      return out;
    }
    if (kind === 2) {
      // cups
      let out = floorShadow(400, 720, 260);
      [
        [270, 300],
        [530, 280],
        [400, 360],
      ].forEach(([x, y], i) => {
        const c = i === 2 ? p : shift(p, i ? 30 : -30, 6);
        out += `<path d="M${x! - 100} ${y}L${x! + 100} ${y}L${x! + 75} ${y! + 350}L${x! - 75} ${y! + 350}Z" fill="${svg.linear(c, 0, 0, 1, 0)}"/>`;
        out += `<path d="M${x! - 90} ${y! + 80}L${x! + 90} ${y! + 80}M${x! - 84} ${y! + 160}L${x! + 84} ${y! + 160}" stroke="#fff" stroke-width="14" opacity="0.7"/>`;
        out += `<ellipse cx="${x}" cy="${y}" rx="100" ry="18" fill="${hsl(c, 15)}"/>`;
      });
      return out;
    }
    if (kind === 3) {
      // napkins
      let out = floorShadow(400, 700, 260);
      for (let i = 0; i < 4; i++)
        out += `<rect x="${200 + i * 8}" y="${300 - i * 22}" width="400" height="400" rx="6" fill="${i === 3 ? svg.linear(p) : hsl(p, 20 - i * 4)}" transform="rotate(${-6 + i * 4} 400 500)"/>`;
      out += `<path d="${starPath(410, 420, 90, 40)}" fill="#fff" opacity="0.85"/>`;
      return out;
    }
    if (kind === 4) {
      // straws in a glass
      let out = floorShadow(400, 720, 180);
      for (let i = 0; i < 6; i++) {
        const x = 300 + i * 40;
        out += `<path d="M${x} 720L${x - 60 + i * 24} 160" stroke="${i % 2 ? hsl(p) : '#fff'}" stroke-width="22" stroke-linecap="round"/>`;
        out += `<path d="M${x} 720L${x - 60 + i * 24} 160" stroke="${i % 2 ? '#fff' : hsl(p)}" stroke-width="22" stroke-dasharray="18 18" stroke-linecap="butt"/>`;
      }
      out += `<path d="M250 420L550 420L520 720L280 720Z" fill="#dff3fb" opacity="0.75" stroke="#b9d9e6" stroke-width="4"/>`;
      return out;
    }
    // tablecloth
    let out = `<path d="M100 300L700 300L740 700L60 700Z" fill="${svg.linear(p)}"/>`;
    for (let i = 0; i < 9; i++)
      out += `<circle cx="${130 + i * 68}" cy="${330 + rng.int(0, 330)}" r="${rng.int(10, 22)}" fill="#fff" opacity="0.7"/>`;
    out += `<path d="M60 700Q100 730 140 700Q180 730 220 700Q260 730 300 700Q340 730 380 700Q420 730 460 700Q500 730 540 700Q580 730 620 700Q660 730 700 700Q720 715 740 700" fill="${hsl(p, -10)}"/>`;
    return out;
  },
  topper: () => (svg, p, v) =>
    floorShadow(400, 730, 200) +
    `<path d="M330 460L310 740M470 460L490 740" stroke="${hsl(p, -15)}" stroke-width="12" stroke-linecap="round"/>` +
    (v % 2
      ? `<path d="${heartPath(400, 330, 150)}" fill="${svg.linear(p)}"/>`
      : `<path d="${starPath(400, 300, 210, 95)}" fill="${svg.linear(p)}"/>`) +
    `<path d="M300 320h200" stroke="#fff" stroke-width="18" stroke-linecap="round" opacity="0.8"/>`,
  lantern: () => (svg, p, v) => {
    let out = `<path d="M80 110Q400 180 720 110" stroke="#7e6a55" stroke-width="5" fill="none"/>`;
    const n = v % 2 ? 3 : 1;
    for (let i = 0; i < n; i++) {
      const x = n === 1 ? 400 : 190 + i * 210;
      const y = n === 1 ? 400 : 330 + (i % 2) * 90;
      const r = n === 1 ? 210 : 110;
      const c = i === 1 ? shift(p, 40) : p;
      out += `<path d="M${x} 130L${x} ${y - r}" stroke="#555" stroke-width="3"/><ellipse cx="${x}" cy="${y}" rx="${r}" ry="${r * 0.9}" fill="${svg.radial(c)}"/>`;
      for (let k = 1; k < 4; k++)
        out += `<ellipse cx="${x}" cy="${y}" rx="${r}" ry="${(r * 0.9 * k) / 4}" fill="none" stroke="${hsl(c, -12)}" stroke-width="3"/>`;
      out += `<rect x="${x - r * 0.3}" y="${y - r * 0.95}" width="${r * 0.6}" height="${r * 0.12}" fill="#333"/><rect x="${x - r * 0.3}" y="${y + r * 0.83}" width="${r * 0.6}" height="${r * 0.12}" fill="#333"/>`;
    }
    return out;
  },
  pumpkin: () => (svg, p, v) => {
    const body = svg.radial({ h: 26, s: 92, l: 55 });
    const face =
      v % 2
        ? `<path d="M300 380l50 -60l50 60zM430 380l50 -60l50 60z" fill="#3b2410"/><path d="M280 480Q400 600 520 480L480 500L450 470L420 510L380 470L350 510L320 470Z" fill="#3b2410"/>`
        : `<circle cx="330" cy="400" r="30" fill="#3b2410"/><circle cx="470" cy="400" r="30" fill="#3b2410"/><path d="M320 500Q400 560 480 500" stroke="#3b2410" stroke-width="16" fill="none" stroke-linecap="round"/>`;
    return (
      floorShadow(400, 700, 260) +
      `<path d="M390 230Q380 150 430 120" stroke="#4d7a2a" stroke-width="26" fill="none" stroke-linecap="round"/>` +
      `<ellipse cx="260" cy="450" rx="170" ry="220" fill="${body}"/><ellipse cx="540" cy="450" rx="170" ry="220" fill="${body}"/><ellipse cx="400" cy="450" rx="180" ry="235" fill="${body}"/>` +
      face +
      (p.h !== 26 ? `<path d="M520 160q60 -60 120 0" stroke="${hsl(p)}" stroke-width="14" fill="none" stroke-linecap="round"/>` : '')
    );
  },
  ornament: (color) => (svg, p, v, rng) => {
    if (v % 3 === 0) {
      // little tree
      return (
        floorShadow(400, 730, 200) +
        `<rect x="370" y="620" width="60" height="100" fill="#8a5a36"/>` +
        `<path d="M400 120L600 420L520 420L650 640L150 640L280 420L200 420Z" fill="${svg.linear({ h: 140, s: 55, l: 36 })}"/>` +
        `<path d="${starPath(400, 120, 60, 26)}" fill="${svg.linear(IMAGE_PALETTE.gold!)}"/>` +
        confettiBurst(rng, 400, 470, 170, 16)
      );
    }
    const ps = hues(p, color, 3, rng);
    let out = `<path d="M80 110L720 110" stroke="#a58a6c" stroke-width="6"/>`;
    const n = v % 3 === 1 ? 1 : 3;
    for (let i = 0; i < n; i++) {
      const x = n === 1 ? 400 : 200 + i * 200;
      const y = n === 1 ? 430 : 330 + (i % 2) * 150;
      const r = n === 1 ? 220 : 110;
      const c = ps[i]!;
      out += `<path d="M${x} 110L${x} ${y - r - 30}" stroke="#999" stroke-width="3"/><rect x="${x - r * 0.18}" y="${y - r - 36}" width="${r * 0.36}" height="${r * 0.22}" rx="6" fill="#c9a640"/>`;
      out += `<circle cx="${x}" cy="${y}" r="${r}" fill="${svg.radial(c)}"/>`;
      out += `<path d="M${x - r * 0.95} ${y}Q${x} ${y + r * 0.3} ${x + r * 0.95} ${y}" stroke="#fff" stroke-width="${r * 0.08}" fill="none" opacity="0.8"/>`;
    }
    return out;
  },
  pinata: () => (svg, p, v, rng) => {
    let streamers = '';
    for (let i = 0; i < 8; i++) {
      const a = (Math.PI * 2 * i) / 8 + Math.PI / 10;
      const x = 400 + Math.cos(a) * 220;
      const y = 420 + Math.sin(a) * 220;
      streamers += `<path d="M${x.toFixed(0)} ${y.toFixed(0)}q${rng.int(-30, 30)} 60 ${rng.int(-20, 20)} 140" stroke="${hsl({ h: MIX_HUES[i % MIX_HUES.length]!, s: 80, l: 60 })}" stroke-width="14" fill="none" stroke-linecap="round"/>`;
    }
    const body =
      v % 2
        ? `<path d="${starPath(400, 420, 260, 130)}" fill="${svg.linear(p)}" stroke-linejoin="round"/>`
        : `<path d="${heartPath(400, 430, 210)}" fill="${svg.linear(p)}"/>`;
    let fringe = '';
    for (let i = 0; i < 6; i++)
      fringe += `<path d="M${290 + i * 40} ${360 + (i % 2) * 20}h60" stroke="#fff" stroke-width="10" opacity="0.55" stroke-linecap="round"/>`;
    return `<path d="M400 60L400 180" stroke="#8b6b4a" stroke-width="6"/>${streamers}${body}${fringe}`;
  },
  glasses: () => (svg, p, v) => {
    const frame = svg.linear(p);
    const shape =
      v % 2
        ? `<path d="${starPath(270, 420, 140, 66)}" fill="${frame}"/><path d="${starPath(530, 420, 140, 66)}" fill="${frame}"/><circle cx="270" cy="425" r="55" fill="#2b2b38"/><circle cx="530" cy="425" r="55" fill="#2b2b38"/>`
        : `<path d="${heartPath(270, 420, 110)}" fill="${frame}"/><path d="${heartPath(530, 420, 110)}" fill="${frame}"/><path d="${heartPath(270, 420, 70)}" fill="#2b2b38"/><path d="${heartPath(530, 420, 70)}" fill="#2b2b38"/>`;
    return (
      floorShadow(400, 640, 260) +
      `<path d="M150 400L70 340M650 400L730 340" stroke="${hsl(p, -15)}" stroke-width="16" stroke-linecap="round"/>` +
      shape +
      `<path d="M360 410Q400 380 440 410" stroke="${hsl(p, -15)}" stroke-width="18" fill="none"/>`
    );
  },
  game: () => (svg, p, v) => {
    const die = (x: number, y: number, s: number, rot: number, dots: number[][]) =>
      `<g transform="rotate(${rot} ${x + s / 2} ${y + s / 2})"><rect x="${x}" y="${y}" width="${s}" height="${s}" rx="${s * 0.16}" fill="#fff" stroke="#d9dde3" stroke-width="4"/>${dots
        .map(([dx, dy]) => `<circle cx="${x + dx! * s}" cy="${y + dy! * s}" r="${s * 0.08}" fill="${hsl(p, -10)}"/>`)
        .join('')}</g>`;
    return (
      floorShadow(400, 720, 260) +
      `<rect x="150" y="200" width="330" height="450" rx="24" fill="${svg.linear(p)}" transform="rotate(-10 315 425)"/>` +
      `<rect x="300" y="170" width="330" height="450" rx="24" fill="#fff" stroke="${hsl(p, -10)}" stroke-width="6" transform="rotate(8 465 395)"/>` +
      `<path d="${v % 2 ? heartPath(465, 400, 70) : starPath(465, 395, 90, 40)}" fill="${hsl(p)}"/>` +
      die(420, 560, 130, 12, [
        [0.25, 0.25],
        [0.5, 0.5],
        [0.75, 0.75],
      ])
    );
  },
  sash: () => (svg, p, v) =>
    floorShadow(400, 720, 220) +
    `<path d="M150 170L300 120L660 640L510 690Z" fill="${svg.linear(p)}"/>` +
    `<path d="M175 180L640 650" stroke="#fff" stroke-width="8" stroke-dasharray="2 18" stroke-linecap="round" opacity="0.9"/>` +
    `<path d="${v % 2 ? heartPath(440, 380, 70) : starPath(440, 380, 80, 36)}" fill="${svg.linear(IMAGE_PALETTE.gold!)}"/>` +
    `<path d="M500 690L470 760L540 720L580 770L590 680Z" fill="${hsl(p, -12)}"/>`,
  makeup: () => (svg, p, v) => {
    let out = floorShadow(400, 700, 270) + `<rect x="150" y="260" width="500" height="380" rx="40" fill="#2e2b33"/>`;
    const cells = [0, 1, 2, 3, 4, 5];
    cells.forEach((i) => {
      const c = i === 0 ? p : shift(p, i * 55, i % 2 ? 10 : -5);
      out += `<circle cx="${240 + (i % 3) * 160}" cy="${360 + Math.floor(i / 3) * 170}" r="62" fill="${svg.radial(c)}"/>`;
    });
    if (v % 2)
      out += `<path d="M610 200L720 90" stroke="#c9a36b" stroke-width="22" stroke-linecap="round"/><path d="M600 210l-30 40l40 -20z" fill="#333"/>`;
    else out += `<path d="M560 120q40 80 0 120q-40 -40 0 -120z" fill="#b3122b"/>`;
    return out;
  },
  sparkler: () => (svg, p, v, rng) => {
    let out = '';
    const n = v % 2 ? 3 : 1;
    for (let k = 0; k < n; k++) {
      const bx = n === 1 ? 400 : 250 + k * 150;
      const tipY = n === 1 ? 260 : 260 + (k % 2) * 80;
      out += `<path d="M${bx} 740L${bx + (k - 1) * 40} ${tipY + 10}" stroke="#8a8f98" stroke-width="8" stroke-linecap="round"/>`;
      for (let i = 0; i < 30; i++) {
        const a = rng.next() * Math.PI * 2;
        const len = rng.int(40, 150);
        const x = bx + (k - 1) * 40;
        out += `<path d="M${x} ${tipY}l${(Math.cos(a) * len).toFixed(0)} ${(Math.sin(a) * len).toFixed(0)}" stroke="${rng.next() < 0.6 ? '#ffd54a' : hsl(p, 15)}" stroke-width="${rng.int(2, 5)}" stroke-linecap="round"/>`;
      }
      out += `<circle cx="${bx + (k - 1) * 40}" cy="${tipY}" r="26" fill="#fff7d1"/>`;
    }
    return `<rect width="800" height="800" fill="#1d2140" opacity="0.9"/>${out}`;
  },
  glow: (color) => (svg, p, _v, rng) => {
    const ps = hues(p, color, 5, rng);
    let out = `<rect width="800" height="800" fill="#151a33"/>`;
    ps.forEach((c, i) => {
      const x = 200 + i * 100;
      const col = hsl({ ...c, s: 100, l: 60 });
      out += `<g transform="rotate(${-30 + i * 15} ${x} 420)"><rect x="${x - 28}" y="180" width="56" height="480" rx="28" fill="${col}" opacity="0.35"/><rect x="${x - 16}" y="190" width="32" height="460" rx="16" fill="${col}"/><rect x="${x - 6}" y="210" width="8" height="400" rx="4" fill="#fff" opacity="0.6"/></g>`;
    });
    return out;
  },
  props: () => (svg, p, v) => {
    const stick = (x: number, y: number) =>
      `<path d="M${x} ${y}L${x} ${y + 300}" stroke="#c9a36b" stroke-width="12" stroke-linecap="round"/>`;
    return (
      floorShadow(400, 740, 260) +
      stick(250, 420) +
      `<path d="M130 330Q250 260 370 330Q330 380 250 360Q170 380 130 330Z" fill="#2a2630"/>` +
      stick(560, 420) +
      (v % 2
        ? `<path d="M440 260L680 260L650 420L470 420Z" fill="${svg.linear(p)}"/><rect x="420" y="240" width="280" height="30" rx="10" fill="${hsl(p, -15)}"/>`
        : `<path d="M450 420L470 250L520 320L560 230L600 320L650 250L670 420Z" fill="${svg.linear(IMAGE_PALETTE.gold!)}"/>`) +
      `<path d="M300 200q100 -100 200 0" stroke="${hsl(p)}" stroke-width="10" fill="none" stroke-dasharray="4 16" stroke-linecap="round"/>`
    );
  },
  book: () => (svg, p, v) =>
    floorShadow(400, 730, 230) +
    `<rect x="200" y="150" width="420" height="560" rx="16" fill="${hsl(p, -20)}"/><rect x="190" y="140" width="410" height="560" rx="16" fill="${svg.linear(p)}"/>` +
    `<rect x="190" y="140" width="40" height="560" rx="10" fill="${hsl(p, -12)}"/>` +
    `<rect x="270" y="210" width="280" height="60" rx="10" fill="#fff" opacity="0.9"/>` +
    balloon(svg, shift(p, 150, 10), 340, 420, 70, [360, 620]) +
    balloon(svg, shift(p, 60, 10), 470, 390, 70, [360, 620]) +
    (v % 2 ? `<path d="${starPath(480, 600, 40, 18)}" fill="#ffd54a"/>` : ''),
};

// ---------------------------------------------------------------------------------------------------------------------
// scenes

/** Centre pieces of post/event/service/video scenes by variant (1…9); null = the party table with a cake. */
const SCENE_SUBJECTS: Array<[(typeof PRODUCT_IMAGE_KINDS)[number], number, string | undefined] | null> = [
  null,
  ['balloon-set', 2, undefined],
  ['costume', 1, undefined],
  ['pumpkin', 1, undefined],
  ['ornament', 3, undefined],
  ['foil', 1, undefined],
  ['gift', 3, undefined],
  ['foil-number', 1, '18'],
  ['decoration', 1, undefined],
];

function scene(svg: Svg, p: Paint, color: string, kind: GeneratedImageKind, v: number, rng: Rng, label?: string): string {
  const { w, h } = svg;
  const sky: Paint = { h: p.h, s: 60, l: 93 };
  let out = `<rect width="${w}" height="${h}" fill="${svg.linear(sky, 0, 0, 0, 1)}"/>`;
  if (kind === 'store') {
    const base = h * 0.82;
    out += `<rect x="0" y="${base}" width="${w}" height="${h - base}" fill="#cfd5dc"/>`;
    out += `<rect x="${w * 0.12}" y="${h * 0.18}" width="${w * 0.76}" height="${base - h * 0.18}" fill="#fbf7f2" stroke="#e0d8cf" stroke-width="4"/>`;
    out += `<rect x="${w * 0.12}" y="${h * 0.18}" width="${w * 0.76}" height="${h * 0.11}" fill="${hsl(IMAGE_PALETTE.teal!)}"/>`;
    out += glyphStrokes(svg, IMAGE_PALETTE.white!, 'party', w / 2, h * 0.195, 0.36, 22);
    const stripes = 12;
    for (let i = 0; i < stripes; i++) {
      const x = w * 0.1 + (i * (w * 0.8)) / stripes;
      out += `<path d="M${x} ${h * 0.3}L${x + (w * 0.8) / stripes} ${h * 0.3}L${x + (w * 0.8) / stripes} ${h * 0.36}Q${x + (w * 0.4) / stripes} ${h * 0.4} ${x} ${h * 0.36}Z" fill="${i % 2 ? '#fff' : hsl(p)}"/>`;
    }
    out += `<rect x="${w * 0.18}" y="${h * 0.44}" width="${w * 0.3}" height="${h * 0.3}" fill="#d7eef7" stroke="#9fb3c0" stroke-width="6"/>`;
    out += `<rect x="${w * 0.56}" y="${h * 0.44}" width="${w * 0.14}" height="${base - h * 0.44}" fill="#b98a5e"/><circle cx="${w * 0.685}" cy="${h * 0.64}" r="7" fill="#ffd54a"/>`;
    out += `<rect x="${w * 0.73}" y="${h * 0.44}" width="${w * 0.11}" height="${h * 0.3}" fill="#d7eef7" stroke="#9fb3c0" stroke-width="6"/>`;
    out += balloon(svg, shift(p, 0), w * 0.27, h * 0.55, 44, [w * 0.3, h * 0.72]);
    out += balloon(svg, shift(p, 60, 5), w * 0.36, h * 0.52, 40, [w * 0.3, h * 0.72]);
    out += balloon(svg, IMAGE_PALETTE.gold!, w * 0.79, h * 0.56, 36, [w * 0.79, h * 0.72]);
    out += balloon(svg, shift(p, 180), w * 0.07, h * 0.45, 50, [w * 0.07, base]);
    out += balloon(svg, shift(p, 120, 5), w * 0.93, h * 0.47, 50, [w * 0.93, base]);
    return out;
  }
  out += confettiBurst(rng, w / 2, h / 2, Math.max(w, h) * 0.55, kind === 'banner' ? 50 : 32);
  const r = Math.min(w, h) * (kind === 'banner' ? 0.2 : 0.14);
  const left =
    balloon(svg, p, w * 0.1, h * 0.4, r, [w * 0.14, h * 1.05]) +
    balloon(svg, shift(p, 50, 6), w * 0.2, h * 0.3, r * 0.9, [w * 0.14, h * 1.05]);
  const right =
    balloon(svg, IMAGE_PALETTE.gold!, w * 0.9, h * 0.38, r, [w * 0.86, h * 1.05]) +
    balloon(svg, shift(p, -40, 6), w * 0.8, h * 0.3, r * 0.85, [w * 0.86, h * 1.05]);
  if (kind === 'banner') {
    out += bunting(svg, p, 0, w, 10, 28, 16, 48);
    out += left + right;
    if (v % 2) out += `<circle cx="${w * 0.5}" cy="${h * 0.52}" r="${h * 0.3}" fill="${hsl(p, 0)}" opacity="0.18"/>`;
    return out;
  }
  if (kind === 'popup' || kind === 'popup-mobile') {
    out += bunting(svg, p, 0, w, 10, 26, kind === 'popup' ? 10 : 7, 44);
    out += giftBox(svg, p, w * 0.5 - w * 0.14, h * 0.55, w * 0.28, h * 0.3, IMAGE_PALETTE.gold!);
    out += balloon(svg, shift(p, 50, 6), w * 0.18, h * 0.4, Math.min(w, h) * 0.12, [w * 0.2, h]);
    out += balloon(svg, IMAGE_PALETTE.gold!, w * 0.82, h * 0.36, Math.min(w, h) * 0.12, [w * 0.8, h]);
    return out;
  }
  // post / event / service / video: a party scene whose centre piece depends on the variant
  const table = h * 0.74;
  out += bunting(svg, p, 0, w, 14, 34, 14, 56);
  out += left + right;
  const subject = SCENE_SUBJECTS[(v - 1) % SCENE_SUBJECTS.length]!;
  if (subject) {
    const [subjectKind, subjectVariant, subjectLabel] = subject;
    const size = h * 0.86;
    const drawn = DRAWERS[subjectKind](color)(svg, p, subjectVariant, rng, label ?? subjectLabel);
    out += `<g transform="translate(${w / 2 - size / 2} ${h - size - h * 0.02}) scale(${size / 800})">${drawn}</g>`;
  } else {
    out += `<rect x="${w * 0.25}" y="${table}" width="${w * 0.5}" height="${h * 0.3}" fill="${hsl(p, 30)}"/><rect x="${w * 0.22}" y="${table - 14}" width="${w * 0.56}" height="22" rx="8" fill="${hsl(p, 20)}"/>`;
    out += giftBox(svg, shift(p, 120, 5), w * 0.3, table - h * 0.22, w * 0.12, h * 0.2, IMAGE_PALETTE.gold!);
    out += `<rect x="${w * 0.44}" y="${table - h * 0.2}" width="${w * 0.12}" height="${h * 0.2}" rx="10" fill="#fff1f6"/><rect x="${w * 0.44}" y="${table - h * 0.2}" width="${w * 0.12}" height="${h * 0.05}" rx="10" fill="${hsl(p, 10)}"/>`;
    for (let i = 0; i < 3; i++) {
      const x = w * 0.465 + i * w * 0.035;
      out += `<rect x="${x - 5}" y="${table - h * 0.28}" width="10" height="${h * 0.08}" fill="${hsl(shift(p, i * 60))}"/><ellipse cx="${x}" cy="${table - h * 0.3}" rx="7" ry="12" fill="#ffb52e"/>`;
    }
    out += `<path d="${starPath(w * 0.66, table - h * 0.12, h * 0.1, h * 0.045)}" fill="${svg.linear(IMAGE_PALETTE.gold!)}"/>`;
  }
  if (kind === 'video') {
    out += `<rect width="${w}" height="${h}" fill="#000" opacity="0.18"/><circle cx="${w / 2}" cy="${h / 2}" r="${h * 0.14}" fill="#fff" opacity="0.92"/>`;
    out += `<path d="M${w / 2 - h * 0.045} ${h / 2 - h * 0.07}L${w / 2 + h * 0.075} ${h / 2}L${w / 2 - h * 0.045} ${h / 2 + h * 0.07}Z" fill="${hsl(IMAGE_PALETTE.teal!)}"/>`;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------------

/** The SVG source of an illustration (exported for tests and for the scale seed's sanity checks). */
function renderGeneratedSvg(name: string): string | null {
  const parsed = parseGeneratedImageName(name);
  if (!parsed) return null;
  const { kind, color, variant, label } = parsed;
  const [w, h] = generatedImageSize(kind);
  const svg = new Svg(w, h);
  const rng = createRng(name);
  const p = paintOf(color);
  if ((SCENE_IMAGE_KINDS as readonly string[]).includes(kind)) return svg.render(scene(svg, p, color, kind, variant, rng, label));
  const drawer = DRAWERS[kind as (typeof PRODUCT_IMAGE_KINDS)[number]](color);
  const bg = background(svg, p, rng);
  return svg.render(bg + drawer(svg, p, variant, rng, label));
}

export async function renderGeneratedImage(name: string): Promise<Buffer | null> {
  const source = renderGeneratedSvg(name);
  if (!source) return null;
  const { default: sharp } = await import('sharp');
  // wide scenes carry more detail: a little lower quality keeps every illustration under 30 kB
  const scene = (SCENE_IMAGE_KINDS as readonly string[]).includes(parseGeneratedImageName(name)!.kind);
  return sharp(Buffer.from(source))
    .webp({ quality: scene ? 70 : 78, effort: 4 })
    .toBuffer();
}
