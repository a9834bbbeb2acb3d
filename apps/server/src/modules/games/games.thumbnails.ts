/**
 * Game thumbnails for the demo catalogue: small SVGs served by the site from
 * apps/web/public/games/. Regenerate after changing the seed catalogue with
 * `node --import tsx apps/server/src/modules/games/games.thumbnails.ts`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SEED_GAMES, type SeedGame, type ThumbnailArt } from './games.catalogue';

export const THUMBNAIL_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../web/public/games');

export function thumbnailFile(game: Pick<SeedGame, 'partner' | 'partnerGameId'>): string {
  return `${game.partner}-${game.partnerGameId}.svg`.replace(/[^a-z0-9.-]/gi, '-').toLowerCase();
}

export function thumbnailPath(game: Pick<SeedGame, 'partner' | 'partnerGameId'>): string {
  return `/games/${thumbnailFile(game)}`;
}

const xml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** Pip positions of each die face on a 3x3 grid (-1..1), shared with the live-table frames. */
export const DICE_PIPS: Record<number, [number, number][]> = {
  1: [[0, 0]],
  2: [
    [-1, -1],
    [1, 1],
  ],
  3: [
    [-1, -1],
    [0, 0],
    [1, 1],
  ],
  4: [
    [-1, -1],
    [1, -1],
    [-1, 1],
    [1, 1],
  ],
  5: [
    [-1, -1],
    [1, -1],
    [0, 0],
    [-1, 1],
    [1, 1],
  ],
  6: [
    [-1, -1],
    [1, -1],
    [-1, 0],
    [1, 0],
    [-1, 1],
    [1, 1],
  ],
};

const pips = (cx: number, cy: number, face: number, r: number, gap: number, fill: string) => {
  return (DICE_PIPS[face] ?? [])
    .map(([dx, dy]) => `<circle cx="${cx + dx * gap}" cy="${cy + dy * gap}" r="${r}" fill="${fill}"/>`)
    .join('');
};

const SPADE =
  'M0 -30 C 14 -14 32 -4 32 12 C 32 26 16 32 4 22 L 10 38 L -10 38 L -4 22 C -16 32 -32 26 -32 12 C -32 -4 -14 -14 0 -30 Z';

/** The vector marks, drawn around (150, 118) inside the 62 px disc. */
const ART: Record<ThumbnailArt, string> = {
  dice: `<g transform="rotate(-14 122 112)"><rect x="92" y="82" width="60" height="60" rx="12" fill="#fff"/>${pips(122, 112, 5, 6, 17, '#b91c1c')}</g>
  <g transform="rotate(12 176 132)"><rect x="150" y="106" width="52" height="52" rx="10" fill="#fef3c7"/>${pips(176, 132, 3, 5, 14, '#111827')}</g>`,
  xocdia: `<ellipse cx="150" cy="140" rx="58" ry="20" fill="#fef3c7"/><ellipse cx="150" cy="137" rx="50" ry="15" fill="#f59e0b"/>
  <circle cx="128" cy="136" r="9" fill="#dc2626" stroke="#fff" stroke-width="2"/><circle cx="150" cy="140" r="9" fill="#fff" stroke="#7f1d1d" stroke-width="2"/>
  <circle cx="172" cy="135" r="9" fill="#dc2626" stroke="#fff" stroke-width="2"/>
  <path d="M104 124 C 104 80 196 80 196 124 Z" fill="#7c2d12" transform="rotate(-18 150 110) translate(0 -22)"/>`,
  crab: `<g fill="#ef4444" stroke="#7f1d1d" stroke-width="3" stroke-linejoin="round">
    <path d="M96 108 L 80 84 M 204 108 L 220 84" fill="none" stroke-width="6" stroke-linecap="round"/>
    <path d="M70 70 a 16 16 0 1 1 24 14 l -10 -8 z"/><path d="M230 70 a 16 16 0 1 0 -24 14 l 10 -8 z"/>
    <path d="M104 140 l -22 18 M 110 148 l -16 22 M 196 140 l 22 18 M 190 148 l 16 22" fill="none" stroke-width="6" stroke-linecap="round"/>
    <ellipse cx="150" cy="126" rx="52" ry="34"/></g>
  <circle cx="134" cy="102" r="7" fill="#fff"/><circle cx="166" cy="102" r="7" fill="#fff"/>
  <circle cx="135" cy="103" r="3.5" fill="#111"/><circle cx="167" cy="103" r="3.5" fill="#111"/>
  <path d="M138 132 q 12 10 24 0" fill="none" stroke="#7f1d1d" stroke-width="3" stroke-linecap="round"/>`,
  dragon: `<path d="M86 150 C 96 110 136 150 148 118 C 158 92 124 84 136 68 C 146 56 170 62 180 74" fill="none" stroke="#fde68a" stroke-width="16" stroke-linecap="round"/>
  <path d="M86 150 C 96 110 136 150 148 118 C 158 92 124 84 136 68 C 146 56 170 62 180 74" fill="none" stroke="#b45309" stroke-width="4" stroke-dasharray="2 10" stroke-linecap="round"/>
  <path d="M172 62 L 214 70 L 204 84 L 218 94 L 186 96 L 170 84 Z" fill="#fbbf24" stroke="#92400e" stroke-width="3" stroke-linejoin="round"/>
  <path d="M176 62 L 170 44 L 186 60 M 186 62 L 190 46 L 196 64" fill="#fde68a" stroke="#92400e" stroke-width="2" stroke-linejoin="round"/>
  <circle cx="188" cy="74" r="4" fill="#7f1d1d"/>
  <path d="M204 92 C 220 104 222 116 210 126" fill="none" stroke="#fde68a" stroke-width="3" stroke-linecap="round"/>
  <path d="M78 156 l -14 8 l 18 2 z" fill="#fde68a"/>`,
  wheel: `<circle cx="150" cy="118" r="58" fill="#78350f"/><circle cx="150" cy="118" r="50" fill="#fbbf24"/>
  ${Array.from({ length: 16 }, (_, i) => {
    const a0 = (i * Math.PI * 2) / 16;
    const a1 = ((i + 1) * Math.PI * 2) / 16;
    const p = (a: number, r: number) => `${(150 + Math.cos(a) * r).toFixed(1)} ${(118 + Math.sin(a) * r).toFixed(1)}`;
    const fill = i === 0 ? '#16a34a' : i % 2 ? '#111827' : '#dc2626';
    return `<path d="M${p(a0, 24)} L ${p(a0, 47)} A 47 47 0 0 1 ${p(a1, 47)} L ${p(a1, 24)} A 24 24 0 0 0 ${p(a0, 24)} Z" fill="${fill}"/>`;
  }).join('')}
  <circle cx="150" cy="118" r="22" fill="#92400e"/><circle cx="150" cy="118" r="8" fill="#fde68a"/>
  <circle cx="186" cy="94" r="6" fill="#fff" stroke="#94a3b8"/>`,
  spade: `<path d="${SPADE}" transform="translate(150 112) scale(1.35)" fill="#f8fafc" stroke="#0f172a" stroke-width="2"/>`,
  fish: `<path d="M200 118 L 226 94 L 222 118 L 226 142 Z" fill="#fbbf24"/>
  <ellipse cx="148" cy="118" rx="58" ry="34" fill="#f59e0b"/><path d="M128 88 q 22 -20 44 0" fill="#fbbf24"/>
  <path d="M164 90 q 10 28 0 56 M 182 96 q 8 22 0 44" fill="none" stroke="#b45309" stroke-width="4"/>
  <circle cx="116" cy="110" r="9" fill="#fff"/><circle cx="114" cy="110" r="4.5" fill="#111"/>
  <path d="M96 126 q 8 6 16 2" fill="none" stroke="#7c2d12" stroke-width="3" stroke-linecap="round"/>`,
  fish2: `<path d="M196 118 L 228 88 L 220 118 L 228 148 Z" fill="#f472b6"/>
  <ellipse cx="148" cy="118" rx="54" ry="40" fill="#22d3ee"/>
  <path d="M124 80 q 6 38 0 76 M 150 78 q 8 40 0 80 M 176 86 q 6 32 0 64" fill="none" stroke="#f8fafc" stroke-width="8"/>
  <path d="M134 80 q 20 -22 42 2" fill="#f472b6"/>
  <circle cx="116" cy="108" r="9" fill="#fff"/><circle cx="114" cy="108" r="4.5" fill="#111"/>`,
  flower: `${Array.from(
    { length: 5 },
    (_, i) =>
      `<ellipse cx="150" cy="84" rx="20" ry="32" fill="#fde047" stroke="#ca8a04" stroke-width="2" transform="rotate(${i * 72} 150 118)"/>`,
  ).join('')}
  <circle cx="150" cy="118" r="16" fill="#ea580c"/>
  ${Array.from({ length: 8 }, (_, i) => {
    const a = (i * Math.PI * 2) / 8;
    return `<circle cx="${(150 + Math.cos(a) * 10).toFixed(1)}" cy="${(118 + Math.sin(a) * 10).toFixed(1)}" r="2.5" fill="#fde68a"/>`;
  }).join('')}`,
  cards: `<g transform="rotate(-12 150 150)"><rect x="98" y="66" width="64" height="90" rx="8" fill="#f8fafc" stroke="#0f172a" stroke-width="2"/>
    <path d="${SPADE}" transform="translate(130 108) scale(0.55)" fill="#0f172a"/></g>
  <g transform="rotate(10 150 150)"><rect x="140" y="66" width="64" height="90" rx="8" fill="#f8fafc" stroke="#0f172a" stroke-width="2"/>
    <text x="152" y="92" font-family="Arial, sans-serif" font-size="22" font-weight="700" fill="#0f172a">2</text>
    <path d="${SPADE}" transform="translate(172 116) scale(0.6)" fill="#0f172a"/></g>`,
  bolt: `<path d="M164 60 L 112 128 L 146 128 L 132 178 L 190 104 L 154 104 L 172 60 Z" fill="#fde047" stroke="#7c2d12" stroke-width="4" stroke-linejoin="round"/>`,
};

/** A 300x300 card: gradient, soft rings, the game's mark (vector art or a Latin glyph) and the title. */
export function thumbnailSvg(game: SeedGame): string {
  const [from, to] = game.palette;
  const id = thumbnailFile(game).replace(/\W/g, '');
  const title = xml(game.title);
  const titleSize = game.title.length > 16 ? 22 : 26;
  const glyph = game.glyph ?? '';
  const mark = game.art
    ? ART[game.art]
    : `<text x="150" y="118" text-anchor="middle" dominant-baseline="central" font-family="Be Vietnam Pro, Arial, sans-serif" font-size="${glyph.length > 2 ? 40 : 56}" font-weight="700" fill="#ffffff">${xml(glyph)}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300" role="img" aria-label="${title}">
  <defs>
    <linearGradient id="g${id}" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/>
      <stop offset="1" stop-color="${to}"/>
    </linearGradient>
    <radialGradient id="r${id}" cx="0.5" cy="0.38" r="0.6">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/>
      <stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="300" height="300" rx="24" fill="url(#g${id})"/>
  <rect width="300" height="300" rx="24" fill="url(#r${id})"/>
  <circle cx="150" cy="118" r="78" fill="none" stroke="#ffffff" stroke-opacity="0.25" stroke-width="3"/>
  <circle cx="150" cy="118" r="62" fill="#000000" fill-opacity="0.18"/>
  ${mark}
  <rect x="0" y="224" width="300" height="76" fill="#000000" fill-opacity="0.35"/>
  <text x="150" y="262" text-anchor="middle" dominant-baseline="central" font-family="Be Vietnam Pro, Arial, sans-serif" font-size="${titleSize}" font-weight="700" fill="#ffffff">${title}</text>
</svg>
`;
}

/** Writes every seed game's thumbnail; returns the files written. */
export function writeThumbnails(dir = THUMBNAIL_DIR): string[] {
  mkdirSync(dir, { recursive: true });
  return SEED_GAMES.map((game) => {
    const file = path.join(dir, thumbnailFile(game));
    writeFileSync(file, thumbnailSvg(game));
    return file;
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const files = writeThumbnails();
  console.log(`wrote ${files.length} thumbnails to ${THUMBNAIL_DIR}`);
}
