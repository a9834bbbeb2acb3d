/*
 * The PP sandbox titles' pictures (decision 152), drawn here as vector shapes in a 100 x 100
 * box (no third-party artwork, docs/artwork.md). A title's data names the picture of each of
 * its symbols; the game screen draws them on the reels and `titleMark` composes the lobby card
 * from the title's own wild, pictures and colours, so no two titles share a card.
 */

const circle = (cx: number, cy: number, r: number) =>
  `M${cx - r} ${cy} a${r} ${r} 0 1 0 ${2 * r} 0 a${r} ${r} 0 1 0 ${-2 * r} 0 Z`;

const star = (cx: number, cy: number, outer: number, inner: number, points = 5) =>
  `M${Array.from({ length: points * 2 }, (_, i) => {
    const a = ((-90 + (i * 180) / points) * Math.PI) / 180;
    const r = i % 2 ? inner : outer;
    return `${(cx + Math.cos(a) * r).toFixed(1)} ${(cy + Math.sin(a) * r).toFixed(1)}`;
  }).join(' L')} Z`;

const rays = (cx: number, cy: number, r0: number, r1: number, n: number) =>
  Array.from({ length: n }, (_, i) => {
    const a = (i * 2 * Math.PI) / n;
    const w = Math.PI / n / 2;
    const p = (ang: number, r: number) =>
      `${(cx + Math.cos(ang) * r).toFixed(1)} ${(cy + Math.sin(ang) * r).toFixed(1)}`;
    return `M${p(a - w, r0)} L${p(a, r1)} L${p(a + w, r0)} Z`;
  }).join(' ');

/** One picture: a path drawn in one colour; `evenodd` where inner shapes cut holes. */
export interface IconShape {
  d: string;
  evenodd?: boolean;
}

export const SLOT_ICONS = {
  crown: { d: 'M12 74 L18 28 L36 52 L50 20 L64 52 L82 28 L88 74 Z M12 80 H88 V90 H12 Z' },
  gem: { d: 'M30 18 H70 L90 42 L50 90 L10 42 Z M34 26 L22 42 H78 L66 26 Z', evenodd: true },
  heart: { d: 'M50 88 C10 60 6 34 24 22 C36 14 46 20 50 30 C54 20 64 14 76 22 C94 34 90 60 50 88 Z' },
  star: { d: star(50, 52, 42, 18) },
  bolt: { d: 'M58 6 L20 56 H46 L36 94 L80 40 H54 Z' },
  moon: { d: 'M62 8 A42 42 0 1 0 92 66 A32 32 0 1 1 62 8 Z' },
  sun: { d: `${circle(50, 50, 22)} ${rays(50, 50, 26, 46, 10)}` },
  bell: {
    d: 'M50 10 C30 10 24 30 24 50 C24 64 16 70 10 78 H90 C84 70 76 64 76 50 C76 30 70 10 50 10 Z M38 82 H62 A12 12 0 0 1 38 82 Z',
  },
  clover: {
    d: `${circle(36, 34, 16)} ${circle(64, 34, 16)} ${circle(36, 60, 16)} ${circle(64, 60, 16)} M47 60 L60 94 H52 L42 64 Z`,
  },
  seven: { d: 'M18 12 H84 V28 C66 46 56 66 52 92 H32 C36 64 48 44 62 30 H18 Z' },
  cherry: {
    d: `${circle(30, 72, 17)} ${circle(70, 72, 17)} M29 56 C34 34 50 18 72 10 L75 16 C56 26 42 40 36 56 Z M67 56 C64 40 64 26 71 13 L76 15 C70 30 71 42 75 56 Z`,
  },
  grape: {
    d: `${circle(32, 36, 12)} ${circle(50, 36, 12)} ${circle(68, 36, 12)} ${circle(41, 56, 12)} ${circle(59, 56, 12)} ${circle(50, 76, 12)} M50 24 C56 10 70 6 80 10 C74 20 62 26 50 24 Z`,
  },
  melon: { d: 'M6 38 H94 A44 44 0 0 1 6 38 Z M30 50 h4 v8 h-4 Z M48 54 h4 v8 h-4 Z M66 50 h4 v8 h-4 Z', evenodd: true },
  lollipop: { d: `${circle(50, 36, 28)} ${circle(50, 36, 12)} M46 64 H54 V96 H46 Z`, evenodd: true },
  bone: {
    d: `${circle(20, 30, 12)} ${circle(30, 18, 12)} ${circle(80, 70, 12)} ${circle(70, 82, 12)} M24 36 L36 24 L76 64 L64 76 Z`,
  },
  paw: {
    d: `${circle(50, 66, 20)} ${circle(24, 42, 10)} ${circle(42, 26, 10)} ${circle(60, 26, 10)} ${circle(76, 42, 10)}`,
  },
  house: { d: 'M50 10 L92 48 H80 V90 H20 V48 H8 Z M42 62 H58 V90 H42 Z', evenodd: true },
  fish: { d: `M10 50 C28 20 64 20 78 46 L96 28 V72 L78 54 C64 80 28 80 10 50 Z ${circle(30, 46, 5)}`, evenodd: true },
  anchor: {
    d: `${circle(50, 16, 9)} ${circle(50, 16, 4)} M46 26 H54 V34 H66 V42 H54 V80 C66 78 74 70 76 58 L86 64 C82 84 66 94 50 94 C34 94 18 84 14 64 L24 58 C26 70 34 78 46 80 V42 H34 V34 H46 Z`,
    evenodd: true,
  },
  float: { d: `${circle(50, 60, 26)} M46 8 H54 V36 H46 Z M24 60 H76 A26 26 0 0 1 24 60 Z`, evenodd: true },
  cactus: {
    d: 'M42 94 V20 A8 8 0 0 1 58 20 V94 Z M42 58 H30 A8 8 0 0 1 22 50 V34 A6 6 0 0 1 34 34 V46 H42 Z M58 48 H68 V30 A6 6 0 0 1 80 30 V52 A8 8 0 0 1 72 60 H58 Z',
  },
  feather: { d: 'M84 8 C44 18 24 50 20 88 L28 90 C34 62 50 40 84 8 Z M84 8 C90 42 68 72 30 82 Z' },
  horns: {
    d: 'M16 26 C6 50 22 66 40 60 V50 C28 52 20 44 16 26 Z M84 26 C94 50 78 66 60 60 V50 C72 52 80 44 84 26 Z M34 48 H66 L62 84 C56 94 44 94 38 84 Z',
  },
  candle: { d: 'M36 38 H64 V92 H36 Z M50 6 C60 18 62 28 50 34 C38 28 40 18 50 6 Z' },
  orb: { d: `${circle(50, 42, 32)} M24 90 L34 72 H66 L76 90 Z ${circle(40, 32, 8)}`, evenodd: true },
  card: {
    d: 'M26 8 H74 A6 6 0 0 1 80 14 V86 A6 6 0 0 1 74 92 H26 A6 6 0 0 1 20 86 V14 A6 6 0 0 1 26 8 Z M50 28 L65 50 L50 72 L35 50 Z',
    evenodd: true,
  },
  eye: { d: `M4 50 C26 16 74 16 96 50 C74 84 26 84 4 50 Z ${circle(50, 50, 18)} ${circle(50, 50, 9)}`, evenodd: true },
  scarab: {
    d: `${circle(50, 60, 26)} ${circle(50, 24, 12)} M48 34 H52 V86 H48 Z M10 44 L26 52 L24 56 L8 48 Z M90 44 L74 52 L76 56 L92 48 Z M12 76 L28 68 L30 72 L14 80 Z M88 76 L72 68 L70 72 L86 80 Z`,
    evenodd: true,
  },
  mask: {
    d: 'M18 14 H82 V50 C82 74 68 92 50 92 C32 92 18 74 18 50 Z M28 38 H44 V48 H28 Z M56 38 H72 V48 H56 Z M40 66 H60 V72 H40 Z',
    evenodd: true,
  },
  book: { d: 'M8 20 C26 14 40 16 48 26 V88 C40 78 26 76 8 82 Z M92 20 C74 14 60 16 52 26 V88 C60 78 74 76 92 82 Z' },
  lemon: { d: 'M6 50 C20 16 80 16 94 50 C80 84 20 84 6 50 Z' },
  orange: { d: `${circle(50, 58, 32)} M50 26 C56 10 72 6 82 10 C76 22 62 28 50 26 Z` },
  leaf: { d: 'M12 88 C12 40 44 12 90 10 C88 56 60 88 12 88 Z M20 84 L82 18 L84 20 L22 86 Z', evenodd: true },
  drum: {
    d: 'M12 30 A38 12 0 0 0 88 30 A38 12 0 0 0 12 30 Z M12 36 V72 A38 12 0 0 0 88 72 V36 A38 12 0 0 1 12 36 Z',
  },
  fan: { d: 'M50 90 L8 40 A58 58 0 0 1 92 40 Z M50 90 L30 30 M50 90 L50 24', evenodd: true },
  pearl: { d: `${circle(50, 50, 34)} ${circle(38, 38, 9)}`, evenodd: true },
  flame: {
    d: 'M50 4 C66 28 84 42 80 66 C76 86 62 96 50 96 C34 96 20 84 20 64 C20 46 34 40 38 24 C44 38 46 44 52 46 C56 34 54 20 50 4 Z',
  },
  horseshoe: { d: 'M18 16 H36 V56 A14 14 0 0 0 64 56 V16 H82 V56 A32 32 0 0 1 18 56 Z' },
  pyramid: { d: 'M50 10 L94 88 H6 Z M50 30 L36 56 H64 Z', evenodd: true },
  sword: {
    d: 'M46 4 H54 L57 60 H43 Z M26 60 H74 V70 H26 Z M45 70 H55 V88 H45 Z M50 88 m-7 0 a7 7 0 1 0 14 0 a7 7 0 1 0 -14 0 Z',
  },
  cloud: { d: `${circle(32, 58, 18)} ${circle(54, 44, 24)} ${circle(74, 60, 16)} M20 60 H84 V76 H20 Z` },
  coin: { d: `${circle(50, 50, 40)} M40 40 H60 V60 H40 Z`, evenodd: true },
  wave: {
    d: 'M4 58 C18 36 34 36 48 58 C62 80 78 80 96 58 V94 H4 Z M4 30 C18 12 34 12 48 30 C62 48 78 48 96 30 V44 C78 60 62 60 48 42 C34 24 18 26 4 44 Z',
  },
  pharaoh: {
    d: 'M50 6 L84 30 L78 90 H22 L16 30 Z M34 40 H66 V58 C66 72 58 80 50 80 C42 80 34 72 34 58 Z',
    evenodd: true,
  },
  dragon: {
    d: 'M14 80 C24 46 50 72 58 48 C64 30 40 26 48 14 C56 4 78 10 86 22 L74 26 C70 18 62 18 60 22 C58 30 78 34 72 56 C64 86 34 66 26 86 Z',
  },
} satisfies Record<string, IconShape>;

export type SlotIcon = keyof typeof SLOT_ICONS;

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The icon scaled to `size` around (cx, cy). */
export function iconSvg(icon: SlotIcon, cx: number, cy: number, size: number, fill: string, stroke?: string): string {
  const { d, evenodd } = SLOT_ICONS[icon] as IconShape;
  const k = size / 100;
  const line = stroke ? ` stroke="${stroke}" stroke-width="${(3 / k).toFixed(1)}" stroke-linejoin="round"` : '';
  return `<path d="${d}" transform="translate(${cx - size / 2} ${cy - size / 2}) scale(${k})" fill="${fill}"${evenodd ? ' fill-rule="evenodd"' : ''}${line}/>`;
}

export interface TitleMarkInput {
  symbol: string;
  palette: [string, string];
  /** the wild's picture and colour, the hero of the card */
  hero: { icon: SlotIcon; color: string };
  /** the title's top pictures, three small tiles */
  tiles: { icon: SlotIcon; color: string }[];
  /** "20 LINES", "243 WAYS": Latin letters and digits only (docs/artwork.md) */
  badge: string;
}

/**
 * A title's lobby mark, drawn around (150, 118) like the library's marks: its wild large on a
 * disc of its colour, three of its pictures on tiles, and its lines or ways on a badge.
 */
export function titleMark(t: TitleMarkInput): string {
  const tiles = t.tiles
    .slice(0, 3)
    .map((tile, i) => {
      const x = 104 + i * 46;
      return `<rect x="${x - 20}" y="${146}" width="40" height="40" rx="9" fill="#f8fafc" stroke="${t.palette[1]}" stroke-width="3"/>${iconSvg(tile.icon, x, 166, 30, tile.color)}`;
    })
    .join('');
  return `<circle cx="150" cy="92" r="48" fill="${t.hero.color}" stroke="#ffffff" stroke-width="4"/>
  ${iconSvg(t.hero.icon, 150, 92, 66, '#ffffff', '#00000055')}
  <rect x="114" y="193" width="72" height="20" rx="10" fill="#111827" fill-opacity="0.75"/>
  <text x="150" y="203" text-anchor="middle" dominant-baseline="central" font-family="Be Vietnam Pro, Arial, sans-serif" font-size="11" font-weight="700" fill="#ffffff">${xml(t.badge)}</text>
  ${tiles}`;
}
