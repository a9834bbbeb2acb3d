import { deflateSync } from 'node:zlib';
import { DICE_PIPS } from '../games/games.thumbnails';

/*
 * Frames of the sandbox's live tables: a tiny palette rasteriser and PNG encoder, so the demo
 * serves real moving pictures with nothing but Node (no ffmpeg, no image library, no network).
 * A round runs on the wall clock, so every viewer of a table sees the same deal.
 */

export type TableKind = 'baccarat' | 'blackjack' | 'poker' | 'sicbo' | 'roulette';

export const FRAME_SIZE = 256;
/** Seconds per round: betting, then the deal or spin, then the result. */
export const ROUND_S = 15;
const BETTING_S = 8;

// ─── PNG (colour type 3: one palette index per pixel) ────────────────────────────────────────

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'ascii');
  Buffer.from(data.buffer, data.byteOffset, data.length).copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Encodes an indexed image (`pixels[y * width + x]` = palette index) as PNG. */
export function encodePng(width: number, height: number, pixels: Uint8Array, palette: readonly string[]): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 3; // indexed colour
  const plte = Buffer.alloc(palette.length * 3);
  palette.forEach((hex, i) => {
    plte[i * 3] = Number.parseInt(hex.slice(1, 3), 16);
    plte[i * 3 + 1] = Number.parseInt(hex.slice(3, 5), 16);
    plte[i * 3 + 2] = Number.parseInt(hex.slice(5, 7), 16);
  });
  const raw = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (width + 1)] = 0; // filter: none (flat colours deflate well as they are)
    raw.set(pixels.subarray(y * width, (y + 1) * width), y * (width + 1) + 1);
  }
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', ihdr),
    chunk('PLTE', plte),
    chunk('IDAT', deflateSync(raw, { level: 6 })),
    chunk('IEND', new Uint8Array(0)),
  ]);
}

// ─── rasteriser ──────────────────────────────────────────────────────────────────────────────

const C = {
  bg: 0,
  wall: 1,
  felt: 2,
  feltLine: 3,
  wood: 4,
  white: 5,
  red: 6,
  black: 7,
  gold: 8,
  skin: 9,
  suit: 10,
  hair: 11,
  live: 12,
  grey: 13,
  green: 14,
  cardBack: 15,
  shadow: 16,
  lamp: 17,
} as const;

const FELT: Record<TableKind, [string, string]> = {
  baccarat: ['#0f5132', '#2f7d57'],
  blackjack: ['#065f46', '#2c8a6e'],
  poker: ['#1e3a8a', '#4164b8'],
  sicbo: ['#7f1d1d', '#a84343'],
  roulette: ['#14532d', '#377a50'],
};

function paletteFor(kind: TableKind): string[] {
  const [felt, line] = FELT[kind];
  return [
    '#070b18',
    '#141a33',
    felt,
    line,
    '#6b3a1a',
    '#f8fafc',
    '#dc2626',
    '#111827',
    '#fbbf24',
    '#e8b88f',
    '#1f2937',
    '#2b1b10',
    '#ef4444',
    '#94a3b8',
    '#16a34a',
    '#1d4ed8',
    '#04060e',
    '#2a3366',
  ];
}

class Canvas {
  readonly px: Uint8Array;
  constructor(
    readonly w: number,
    readonly h: number,
  ) {
    this.px = new Uint8Array(w * h);
  }

  rect(x: number, y: number, w: number, h: number, c: number) {
    const x0 = Math.max(0, Math.round(x));
    const y0 = Math.max(0, Math.round(y));
    const x1 = Math.min(this.w, Math.round(x + w));
    const y1 = Math.min(this.h, Math.round(y + h));
    for (let j = y0; j < y1; j++) this.px.fill(c, j * this.w + x0, j * this.w + x1);
  }

  ellipse(cx: number, cy: number, rx: number, ry: number, c: number) {
    const y0 = Math.max(0, Math.floor(cy - ry));
    const y1 = Math.min(this.h - 1, Math.ceil(cy + ry));
    for (let j = y0; j <= y1; j++) {
      const dy = (j + 0.5 - cy) / ry;
      if (dy * dy > 1) continue;
      const half = rx * Math.sqrt(1 - dy * dy);
      this.rect(cx - half, j, half * 2, 1, c);
    }
  }

  circle(cx: number, cy: number, r: number, c: number) {
    this.ellipse(cx, cy, r, r, c);
  }

  roundRect(x: number, y: number, w: number, h: number, r: number, c: number) {
    this.rect(x + r, y, w - 2 * r, h, c);
    this.rect(x, y + r, w, h - 2 * r, c);
    for (const [cx, cy] of [
      [x + r, y + r],
      [x + w - r, y + r],
      [x + r, y + h - r],
      [x + w - r, y + h - r],
    ] as const) {
      this.circle(cx, cy, r, c);
    }
  }

  /** Text in the 3x5 font below, `s` pixels per font pixel; returns the width drawn. */
  text(str: string, x: number, y: number, s: number, c: number): number {
    let cx = x;
    for (const ch of str) {
      const glyph = FONT[ch];
      if (glyph) {
        glyph.forEach((row, j) => {
          for (let i = 0; i < 3; i++) if (row & (4 >> i)) this.rect(cx + i * s, y + j * s, s, s, c);
        });
      }
      cx += 4 * s;
    }
    return cx - x - s;
  }
}

const textWidth = (str: string, s: number) => str.length * 4 * s - s;

/** 3x5 glyphs, one number per row, bit 2 = left column. */
const FONT: Record<string, number[]> = {
  '0': [7, 5, 5, 5, 7],
  '1': [2, 6, 2, 2, 7],
  '2': [7, 1, 7, 4, 7],
  '3': [7, 1, 7, 1, 7],
  '4': [5, 5, 7, 1, 1],
  '5': [7, 4, 7, 1, 7],
  '6': [7, 4, 7, 5, 7],
  '7': [7, 1, 2, 2, 2],
  '8': [7, 5, 7, 5, 7],
  '9': [7, 5, 7, 1, 7],
  A: [2, 5, 7, 5, 5],
  J: [1, 1, 1, 5, 7],
  Q: [7, 5, 5, 7, 1],
  K: [5, 6, 4, 6, 5],
  P: [6, 5, 6, 4, 4],
  B: [6, 5, 6, 5, 6],
  T: [7, 2, 2, 2, 2],
  ':': [0, 2, 0, 2, 0],
};

// ─── randomness per round ────────────────────────────────────────────────────────────────────

function hashString(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// ─── scene ───────────────────────────────────────────────────────────────────────────────────

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const easeOut = (p: number) => 1 - (1 - Math.min(1, Math.max(0, p))) ** 3;

function drawStudio(cv: Canvas, t: number) {
  cv.rect(0, 0, cv.w, cv.h, C.bg);
  cv.rect(0, 0, cv.w, 120, C.wall);
  for (const x of [40, 128, 216]) cv.ellipse(x, 18, 26, 8, C.lamp);
  // The dealer breathes a little, so even a quiet table visibly moves.
  const sway = Math.sin(t * 1.6) * 2;
  cv.roundRect(98 + sway, 80, 60, 48, 14, C.suit);
  cv.rect(122 + sway, 80, 12, 10, C.white);
  cv.circle(128 + sway, 64, 15, C.skin);
  cv.ellipse(128 + sway, 54, 16, 9, C.hair);
}

function drawTable(cv: Canvas) {
  cv.ellipse(128, 190, 150, 96, C.wood);
  cv.ellipse(128, 192, 140, 86, C.felt);
  cv.ellipse(128, 196, 104, 58, C.feltLine);
  cv.ellipse(128, 197, 101, 55, C.felt);
}

function drawCard(cv: Canvas, x: number, y: number, rank: string, red: boolean) {
  cv.roundRect(x + 2, y + 2, 26, 36, 4, C.shadow);
  cv.roundRect(x, y, 26, 36, 4, C.white);
  const ink = red ? C.red : C.black;
  cv.text(rank, x + 3, y + 3, 2, ink);
  // The suit: a diamond for red cards, a spade-like drop for black ones.
  if (red) {
    for (let j = 0; j < 12; j++) {
      const half = 6 - Math.abs(j - 6);
      cv.rect(x + 17 - half, y + 20 + j, half * 2, 1, ink);
    }
  } else {
    cv.circle(x + 14, y + 25, 5, ink);
    cv.circle(x + 20, y + 25, 5, ink);
    for (let j = 0; j < 6; j++) cv.rect(x + 17 - (6 - j), y + 16 + j, (6 - j) * 2, 1, ink);
    cv.rect(x + 16, y + 28, 2, 6, ink);
  }
}

// Bottom right: the card's own badges sit in the top corners (live, favourite).
function drawCountdown(cv: Canvas, seconds: number) {
  cv.circle(226, 226, 20, C.shadow);
  cv.circle(226, 226, 17, C.gold);
  const label = String(seconds);
  cv.text(label, 226 - textWidth(label, 4) / 2, 216, 4, C.black);
}

interface Slot {
  x: number;
  y: number;
}

const CARD_LAYOUT: Record<'baccarat' | 'blackjack' | 'poker', Slot[]> = {
  baccarat: [
    { x: 50, y: 160 },
    { x: 150, y: 160 },
    { x: 80, y: 160 },
    { x: 180, y: 160 },
  ],
  blackjack: [
    { x: 98, y: 140 },
    { x: 98, y: 188 },
    { x: 130, y: 140 },
    { x: 130, y: 188 },
    { x: 162, y: 188 },
  ],
  poker: [
    { x: 45, y: 165 },
    { x: 79, y: 165 },
    { x: 113, y: 165 },
    { x: 147, y: 165 },
    { x: 181, y: 165 },
  ],
};

const SHOE = { x: 214, y: 118 };

function drawCards(cv: Canvas, kind: 'baccarat' | 'blackjack' | 'poker', t: number, rand: () => number) {
  const slots = CARD_LAYOUT[kind];
  const cards = slots.map(() => ({ rank: Math.floor(rand() * 13), red: rand() < 0.5 }));
  cv.roundRect(SHOE.x, SHOE.y, 30, 40, 4, C.cardBack);
  cv.roundRect(SHOE.x + 4, SHOE.y + 4, 22, 32, 3, C.grey);
  slots.forEach((slot, i) => {
    const dealtAt = BETTING_S + 0.8 * i;
    if (t < dealtAt) return;
    const p = easeOut((t - dealtAt) / 0.45);
    const x = SHOE.x + (slot.x - SHOE.x) * p;
    const y = SHOE.y + (slot.y - SHOE.y) * p;
    const card = cards[i] as { rank: number; red: boolean };
    if (p < 1) cv.roundRect(x, y, 26, 36, 4, C.cardBack);
    else drawCard(cv, x, y, RANKS[card.rank] as string, card.red);
  });
  if (kind === 'baccarat' && t >= BETTING_S + 0.8 * slots.length + 0.5) {
    const points = (a: number, b: number) =>
      ((cards[a]?.rank ?? 0) + 1 < 10 ? (cards[a]?.rank ?? 0) + 1 : 0) +
      ((cards[b]?.rank ?? 0) + 1 < 10 ? (cards[b]?.rank ?? 0) + 1 : 0);
    const player = points(0, 2) % 10;
    const banker = points(1, 3) % 10;
    const winner = player > banker ? 0 : banker > player ? 1 : -1;
    for (const [side, score, x] of [
      [0, player, 50],
      [1, banker, 150],
    ] as const) {
      if (winner === side) cv.roundRect(x - 4, 150, 64, 4, 2, C.gold);
      cv.roundRect(x + 14, 202, 28, 18, 5, winner === side ? C.gold : C.shadow);
      cv.text(String(score), x + 28 - textWidth(String(score), 2) / 2, 206, 2, winner === side ? C.black : C.white);
    }
    cv.text('P', 22, 170, 3, C.white);
    cv.text('B', 222, 170, 3, C.white);
  }
}

function drawDie(cv: Canvas, cx: number, cy: number, face: number) {
  cv.roundRect(cx - 13, cy - 11, 28, 28, 6, C.shadow);
  cv.roundRect(cx - 14, cy - 14, 28, 28, 6, C.white);
  for (const [dx, dy] of DICE_PIPS[face] ?? [])
    cv.circle(cx + dx * 7, cy + dy * 7, 3, face === 1 || face === 4 ? C.red : C.black);
}

function drawSicbo(cv: Canvas, t: number, rand: () => number, frameNo: number) {
  const faces = [1, 2, 3].map(() => 1 + Math.floor(rand() * 6));
  cv.circle(128, 188, 52, C.shadow);
  cv.circle(128, 186, 50, C.white);
  cv.circle(128, 186, 44, C.grey);
  const shaking = t >= BETTING_S && t < BETTING_S + 3;
  const shake = mulberry32(frameNo);
  const spots: [number, number][] = [
    [106, 172],
    [148, 174],
    [127, 204],
  ];
  spots.forEach(([x, y], i) => {
    const face = shaking ? 1 + Math.floor(shake() * 6) : (faces[i] as number);
    const jx = shaking ? (shake() - 0.5) * 12 : 0;
    const jy = shaking ? (shake() - 0.5) * 12 : 0;
    drawDie(cv, x + jx, y + jy, face);
  });
  if (t >= BETTING_S + 3) {
    const total = String(faces.reduce((a, b) => a + b, 0));
    cv.roundRect(108, 126, 40, 24, 6, C.gold);
    cv.text(total, 128 - textWidth(total, 3) / 2, 131, 3, C.black);
  }
}

/** Sector colours of a European wheel in order from 0. */
const WHEEL = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29, 7,
  28, 12, 35, 3, 26,
];
const REDS = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

function drawRoulette(cv: Canvas, t: number, rand: () => number) {
  const cx = 128;
  const cy = 184;
  const R = 66;
  const win = Math.floor(rand() * 37);
  const spinEnd = BETTING_S + 5;
  // The wheel idles slowly and spins fast during the draw, easing to a stop.
  const spin = t < BETTING_S ? 0 : t < spinEnd ? easeOut((t - BETTING_S) / 5) : 1;
  const wheelAngle = t * 0.4 + spin * Math.PI * 6;
  const sector = (Math.PI * 2) / 37;
  cv.circle(cx, cy + 3, R + 4, C.shadow);
  for (let y = cy - R; y <= cy + R; y++) {
    for (let x = cx - R; x <= cx + R; x++) {
      const dx = x + 0.5 - cx;
      const dy = y + 0.5 - cy;
      const r = Math.sqrt(dx * dx + dy * dy);
      if (r > R || y < 0 || y >= cv.h) continue;
      let c: number = C.wood;
      if (r < 10) c = C.gold;
      else if (r < 42) c = C.wood;
      else if (r < 58) {
        const a = (((Math.atan2(dy, dx) - wheelAngle) % (Math.PI * 2)) + Math.PI * 2) % (Math.PI * 2);
        const n = WHEEL[Math.floor(a / sector) % 37] as number;
        c = n === 0 ? C.green : REDS.has(n) ? C.red : C.black;
      } else if (r < 60) c = C.gold;
      cv.px[y * cv.w + x] = c;
    }
  }
  // The ball runs against the wheel, then drops into the winning pocket and rides with it.
  const winIndex = WHEEL.indexOf(win);
  const restAngle = wheelAngle + (winIndex + 0.5) * sector;
  const ballAngle = t < BETTING_S || t >= spinEnd ? restAngle : restAngle + (1 - spin) * Math.PI * 10;
  const ballR = t >= BETTING_S && t < spinEnd ? 50 + (1 - spin) * 6 : 50;
  cv.circle(cx + Math.cos(ballAngle) * ballR, cy + Math.sin(ballAngle) * ballR, 4, C.white);
  if (t >= spinEnd) {
    const label = String(win);
    const colour = win === 0 ? C.green : REDS.has(win) ? C.red : C.black;
    cv.roundRect(104, 128, 48, 26, 6, C.white);
    cv.roundRect(106, 130, 44, 22, 5, colour);
    cv.text(label, 128 - textWidth(label, 3) / 2, 134, 3, C.white);
  }
}

/** One frame of a table at `nowMs` (wall clock): the same picture for every viewer. */
export function renderFrame(kind: TableKind, streamKey: string, wallMs: number): Buffer {
  const cv = new Canvas(FRAME_SIZE, FRAME_SIZE);
  // Each table runs its rounds on its own offset of the clock, so a lobby is not in lockstep.
  const nowMs = wallMs + (hashString(streamKey) % (ROUND_S * 1000));
  const round = Math.floor(nowMs / (ROUND_S * 1000));
  const t = (nowMs / 1000) % ROUND_S;
  const rand = mulberry32(hashString(`${streamKey}:${round}`));
  drawStudio(cv, nowMs / 1000);
  drawTable(cv);
  if (kind === 'sicbo') drawSicbo(cv, t, rand, Math.floor(nowMs / 100));
  else if (kind === 'roulette') drawRoulette(cv, t, rand);
  else drawCards(cv, kind, t, rand);
  if (t < BETTING_S) drawCountdown(cv, Math.ceil(BETTING_S - t));
  return encodePng(FRAME_SIZE, FRAME_SIZE, cv.px, paletteFor(kind));
}
