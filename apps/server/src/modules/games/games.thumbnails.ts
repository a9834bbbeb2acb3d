/**
 * Game thumbnails for the demo catalogue: small SVGs served by the site from
 * apps/web/public/games/. Regenerate after changing the seed catalogue with
 * `node --import tsx apps/server/src/modules/games/games.thumbnails.ts`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ART } from './games.art';
import { SEED_GAMES, type SeedGame } from './games.catalogue';

export { DICE_PIPS } from './games.art';

export const THUMBNAIL_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../web/public/games');

export function thumbnailFile(game: Pick<SeedGame, 'partner' | 'partnerGameId'>): string {
  return `${game.partner}-${game.partnerGameId}.svg`.replace(/[^a-z0-9.-]/gi, '-').toLowerCase();
}

export function thumbnailPath(game: Pick<SeedGame, 'partner' | 'partnerGameId'>): string {
  return `/games/${thumbnailFile(game)}`;
}

const xml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/**
 * A 300x300 card: gradient, soft rings and the game's mark (vector art or a Latin glyph). No
 * words: the card beside it names the game in the page's language and as staff renamed it,
 * which a name painted into the picture could not follow (issue 38).
 */
export function thumbnailSvg(game: SeedGame): string {
  const [from, to] = game.palette;
  const id = thumbnailFile(game).replace(/\W/g, '');
  const glyph = game.glyph ?? '';
  const mark = game.mark
    ? game.mark
    : game.art
      ? ART[game.art]
      : `<text x="150" y="118" text-anchor="middle" dominant-baseline="central" font-family="Be Vietnam Pro, Arial, sans-serif" font-size="${glyph.length > 2 ? 40 : 56}" font-weight="700" fill="#ffffff">${xml(glyph)}</text>`;
  // the marks are drawn about (150, 118), where the title band used to leave room: centred here
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300">
  <defs>
    <linearGradient id="g${id}" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/>
      <stop offset="1" stop-color="${to}"/>
    </linearGradient>
    <radialGradient id="r${id}" cx="0.5" cy="0.5" r="0.6">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/>
      <stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="300" height="300" rx="24" fill="url(#g${id})"/>
  <rect width="300" height="300" rx="24" fill="url(#r${id})"/>
  <g transform="translate(0 32)">
  <circle cx="150" cy="118" r="100" fill="none" stroke="#ffffff" stroke-opacity="0.2" stroke-width="3"/>
  <circle cx="150" cy="118" r="78" fill="none" stroke="#ffffff" stroke-opacity="0.25" stroke-width="3"/>
  <circle cx="150" cy="118" r="62" fill="#000000" fill-opacity="0.18"/>
  ${mark}
  </g>
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
