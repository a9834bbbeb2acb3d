/**
 * Cover pictures of the demo news and the promotion banners: 1200x675 SVGs drawn with the
 * project's illustrations (games.art.ts), served by the site from apps/web/public/images/.
 * Regenerate after changing the seed articles with
 * `node --import tsx apps/server/src/modules/content/content.covers.ts`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TNewsCategory, TPromotionRule } from '@app/contract';
import { ART, type ArtKey } from '../games/games.art';

export const IMAGES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../web/public/images');

export interface Cover {
  art: ArtKey;
  /** background gradient, dark to light */
  palette: [string, string];
  /** a second, smaller illustration behind the first */
  second?: ArtKey;
}

/** Each demo article's picture, by slug (content.seed.ts). */
export const ARTICLE_COVERS: Record<string, Cover> = {
  'nam-nguyen-tac-choi-co-trach-nhiem': { art: 'shield', palette: ['#0f172a', '#0e7490'], second: 'chips' },
  'cach-doc-keo-chau-a-cho-nguoi-moi': { art: 'football', palette: ['#052e16', '#16a34a'], second: 'trophy' },
  'luat-choi-baccarat-co-ban': { art: 'baccarat', palette: ['#450a0a', '#dc2626'], second: 'chips' },
  'nap-tien-bang-ma-qr-codepay': { art: 'phone', palette: ['#172554', '#2563eb'], second: 'coins' },
  'xo-so-3-mien-khac-nhau-the-nao': { art: 'ticket', palette: ['#7f1d1d', '#f97316'], second: 'mega' },
  'canh-bao-lua-dao-bao-ve-tai-khoan': { art: 'shield', palette: ['#1c1917', '#b45309'], second: 'phone' },
  'tai-xiu-sic-bo-luat-choi-va-ty-le': { art: 'sicbo', palette: ['#4a044e', '#c026d3'], second: 'dice' },
  'the-thao-ao-la-gi': { art: 'virtual', palette: ['#1e1b4b', '#4f46e5'], second: 'football' },
  'cai-ung-dung-len-dien-thoai': { art: 'phone', palette: ['#7c2d12', '#f59e0b'], second: 'bolt' },
  'mega-645-va-power-655': { art: 'mega', palette: ['#7f1d1d', '#dc2626'], second: 'power' },
  'rong-ho-luat-choi-nhanh': { art: 'dragon', palette: ['#1e3a8a', '#f97316'], second: 'cards' },
};

/** The picture of an article staff write without one, by category. */
export const CATEGORY_COVERS: Record<TNewsCategory, Cover> = {
  'the-thao': { art: 'football', palette: ['#052e16', '#22c55e'], second: 'trophy' },
  casino: { art: 'cards', palette: ['#450a0a', '#e11d48'], second: 'chips' },
  'xo-so': { art: 'mega', palette: ['#7c2d12', '#f59e0b'], second: 'ticket' },
  'huong-dan': { art: 'shield', palette: ['#0f172a', '#0891b2'], second: 'phone' },
  'thong-bao': { art: 'bolt', palette: ['#1e1b4b', '#7c3aed'], second: 'trophy' },
};

/** The home banners' pictures, by the kind of rule a promotion enforces. */
export const PROMOTION_COVERS: Record<TPromotionRule['kind'], Cover> = {
  first_deposit: { art: 'gift', palette: ['#7f1d1d', '#f59e0b'], second: 'coins' },
  refund: { art: 'coins', palette: ['#064e3b', '#14b8a6'], second: 'chips' },
};

export const articleCoverPath = (slug: string) => `/images/news/${slug}.svg`;
export const promotionCoverPath = (kind: TPromotionRule['kind']) => `/images/promotions/${kind}.svg`;

const place = (art: ArtKey, x: number, y: number, scale: number, opacity = 1) =>
  `<g transform="translate(${x} ${y}) scale(${scale}) translate(-150 -118)" opacity="${opacity}">${ART[art]}</g>`;

/**
 * A 1200x675 picture: gradient, light rays, confetti, the illustration (centred, or at the right
 * for a banner whose text sits on the left).
 */
export function coverSvg(cover: Cover, id: string, layout: 'centre' | 'right' = 'centre'): string {
  const [from, to] = cover.palette;
  const x = layout === 'centre' ? 640 : 880;
  const rays = Array.from({ length: 12 }, (_, i) => {
    const a = (i * 30 * Math.PI) / 180;
    const p = (r: number, d: number) =>
      `${(x + Math.cos(a + d) * r).toFixed(0)} ${(338 + Math.sin(a + d) * r).toFixed(0)}`;
    return `<path d="M${x} 338 L ${p(900, -0.09)} L ${p(900, 0.09)} Z"/>`;
  }).join('');
  const confetti = Array.from({ length: 18 }, (_, i) => {
    // a fixed scatter (no randomness: the files are compared with the generator in a test)
    const cx = (i * 263 + 71) % 1200;
    const cy = (i * 157 + 43) % 675;
    const r = 3 + ((i * 7) % 6);
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${i % 3 ? '#fde68a' : '#ffffff'}" fill-opacity="${i % 2 ? 0.35 : 0.2}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" viewBox="0 0 1200 675" role="img" aria-hidden="true">
  <defs>
    <linearGradient id="bg-${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
    <radialGradient id="glow-${id}" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="1200" height="675" fill="url(#bg-${id})"/>
  <g fill="#ffffff" fill-opacity="0.06">${rays}</g>
  <circle cx="${x}" cy="338" r="320" fill="url(#glow-${id})"/>
  ${confetti}
  ${cover.second ? place(cover.second, x - 250, 470, 1.5, 0.55) : ''}
  <circle cx="${x}" cy="338" r="235" fill="#000000" fill-opacity="0.16"/>
  <circle cx="${x}" cy="338" r="270" fill="none" stroke="#ffffff" stroke-opacity="0.25" stroke-width="6"/>
  ${place(cover.art, x, 338, 3)}
</svg>
`;
}

/** Every cover file and its content. */
export function coverFiles(): { file: string; svg: string }[] {
  return [
    ...Object.entries(ARTICLE_COVERS).map(([slug, c]) => ({ file: `news/${slug}.svg`, svg: coverSvg(c, slug) })),
    ...Object.entries(CATEGORY_COVERS).map(([cat, c]) => ({ file: `news/${cat}.svg`, svg: coverSvg(c, cat) })),
    ...Object.entries(PROMOTION_COVERS).map(([kind, c]) => ({
      file: `promotions/${kind}.svg`,
      svg: coverSvg(c, kind, 'right'),
    })),
  ];
}

export function writeCovers(dir = IMAGES_DIR): number {
  const files = coverFiles();
  for (const { file, svg } of files) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), svg);
  }
  return files.length;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(`wrote ${writeCovers()} covers to ${IMAGES_DIR}`);
}
