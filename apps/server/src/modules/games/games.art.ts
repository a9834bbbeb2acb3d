/**
 * The project's own illustrations (drawn here, no third-party artwork): one vector mark per kind
 * of game, picked by key. Game thumbnails (games.thumbnails.ts), news covers and promotion
 * banners (content.covers.ts) draw them. Every mark is drawn around (150, 118) and fits a circle
 * of radius ~72; text inside a mark is Latin letters and digits only (any font has them).
 *
 * Adding a game: pick the key that fits (docs/artwork.md lists them) and set `art` in the
 * catalogue; a new kind of game gets a new mark here.
 */

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

const FONT = 'Be Vietnam Pro, Arial, sans-serif';

const pips = (cx: number, cy: number, face: number, r: number, gap: number, fill: string) =>
  (DICE_PIPS[face] ?? [])
    .map(([dx, dy]) => `<circle cx="${cx + dx * gap}" cy="${cy + dy * gap}" r="${r}" fill="${fill}"/>`)
    .join('');

/** A die of side `s` centred at (cx, cy), turned by `angle` degrees. */
const die = (cx: number, cy: number, s: number, face: number, angle: number, fill = '#fff', pip = '#b91c1c') =>
  `<g transform="rotate(${angle} ${cx} ${cy})"><rect x="${cx - s / 2}" y="${cy - s / 2}" width="${s}" height="${s}" rx="${s * 0.2}" fill="${fill}" stroke="#00000033" stroke-width="1.5"/>${pips(cx, cy, face, s * 0.09, s * 0.27, pip)}</g>`;

const SPADE =
  'M0 -30 C 14 -14 32 -4 32 12 C 32 26 16 32 4 22 L 10 38 L -10 38 L -4 22 C -16 32 -32 26 -32 12 C -32 -4 -14 -14 0 -30 Z';
const HEART = 'M0 30 C -44 2 -30 -36 0 -14 C 30 -36 44 2 0 30 Z';
const DIAMOND = 'M0 -34 L 26 0 L 0 34 L -26 0 Z';
const CLUB =
  'M0 -32 a 14 14 0 0 1 12 22 a 14 14 0 1 1 -6 22 L 10 38 L -10 38 L -6 22 a 14 14 0 1 1 -6 -22 a 14 14 0 0 1 12 -22 Z';

type Suit = 'spade' | 'heart' | 'diamond' | 'club';
const SUIT_PATH: Record<Suit, string> = { spade: SPADE, heart: HEART, diamond: DIAMOND, club: CLUB };

/** A playing card (64 x 90) centred at (cx, cy), turned by `angle` degrees. */
const card = (cx: number, cy: number, angle: number, rank: string, suit: Suit, scale = 1) => {
  const ink = suit === 'heart' || suit === 'diamond' ? '#dc2626' : '#0f172a';
  return `<g transform="translate(${cx} ${cy}) rotate(${angle}) scale(${scale})">
    <rect x="-32" y="-45" width="64" height="90" rx="7" fill="#f8fafc" stroke="#1e293b" stroke-width="1.5"/>
    <text x="-26" y="-25" font-family="${FONT}" font-size="17" font-weight="700" fill="${ink}">${rank}</text>
    <path d="${SUIT_PATH[suit]}" transform="translate(3 10) scale(0.6)" fill="${ink}"/></g>`;
};

/** A casino chip seen from above. */
const chip = (cx: number, cy: number, r: number, fill: string, label = '') =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>
  <circle cx="${cx}" cy="${cy}" r="${r * 0.86}" fill="none" stroke="#fff" stroke-width="${r * 0.22}" stroke-dasharray="${r * 0.42} ${r * 0.48}"/>
  <circle cx="${cx}" cy="${cy}" r="${r * 0.58}" fill="${fill}" stroke="#ffffffb3" stroke-width="1.5"/>${
    label
      ? `<text x="${cx}" y="${cy}" text-anchor="middle" dominant-baseline="central" font-family="${FONT}" font-size="${r * 0.6}" font-weight="700" fill="#fff">${label}</text>`
      : ''
  }`;

/** A stack of `n` chips seen from the side. */
const stack = (cx: number, base: number, n: number, fill: string) =>
  Array.from({ length: n }, (_, i) => {
    const y = base - i * 9;
    return `<ellipse cx="${cx}" cy="${y + 4}" rx="26" ry="9" fill="#00000055"/><ellipse cx="${cx}" cy="${y}" rx="26" ry="9" fill="${fill}" stroke="#fff" stroke-width="2" stroke-dasharray="8 8"/>`;
  }).join('');

/** A lottery ball with its number. */
const ball = (cx: number, cy: number, r: number, fill: string, num: string, ink = '#111827') =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" stroke="#00000033" stroke-width="1.5"/>
  <ellipse cx="${cx - r * 0.35}" cy="${cy - r * 0.4}" rx="${r * 0.32}" ry="${r * 0.2}" fill="#ffffff" fill-opacity="0.45"/>
  <circle cx="${cx}" cy="${cy}" r="${r * 0.58}" fill="#fff"/>
  <text x="${cx}" y="${cy}" text-anchor="middle" dominant-baseline="central" font-family="${FONT}" font-size="${r * 0.62}" font-weight="700" fill="${ink}">${num}</text>`;

const polygon = (cx: number, cy: number, r: number, n: number, rot = -90) =>
  Array.from({ length: n }, (_, i) => {
    const a = ((rot + (i * 360) / n) * Math.PI) / 180;
    return `${(cx + Math.cos(a) * r).toFixed(1)},${(cy + Math.sin(a) * r).toFixed(1)}`;
  }).join(' ');

const football = (cx: number, cy: number, r: number) => {
  const k = r / 56;
  const outer = Array.from({ length: 5 }, (_, i) => {
    const a = ((-90 + i * 72) * Math.PI) / 180;
    const x = cx + Math.cos(a) * 50 * k;
    const y = cy + Math.sin(a) * 50 * k;
    const ix = cx + Math.cos(a) * 18 * k;
    const iy = cy + Math.sin(a) * 18 * k;
    return `<line x1="${ix.toFixed(1)}" y1="${iy.toFixed(1)}" x2="${x.toFixed(1)}" y2="${y.toFixed(1)}" stroke="#0f172a" stroke-width="${2.5 * k}"/>
    <polygon points="${polygon(x, y, 15 * k, 5, -90 + i * 72 + 36)}" fill="#0f172a"/>`;
  }).join('');
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#f8fafc"/>${outer}
  <polygon points="${polygon(cx, cy, 18 * k, 5)}" fill="#0f172a"/>
  <circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="#0f172a" stroke-width="${3 * k}"/>
  <circle cx="${cx}" cy="${cy}" r="${r + 8 * k}" fill="none" stroke="#0f172a" stroke-opacity="0"/>`;
};

const WHEEL = `<circle cx="150" cy="118" r="58" fill="#78350f"/><circle cx="150" cy="118" r="50" fill="#fbbf24"/>
  ${Array.from({ length: 16 }, (_, i) => {
    const a0 = (i * Math.PI * 2) / 16;
    const a1 = ((i + 1) * Math.PI * 2) / 16;
    const p = (a: number, r: number) => `${(150 + Math.cos(a) * r).toFixed(1)} ${(118 + Math.sin(a) * r).toFixed(1)}`;
    const fill = i === 0 ? '#16a34a' : i % 2 ? '#111827' : '#dc2626';
    return `<path d="M${p(a0, 24)} L ${p(a0, 47)} A 47 47 0 0 1 ${p(a1, 47)} L ${p(a1, 24)} A 24 24 0 0 0 ${p(a0, 24)} Z" fill="${fill}"/>`;
  }).join('')}
  <circle cx="150" cy="118" r="22" fill="#92400e"/><circle cx="150" cy="118" r="8" fill="#fde68a"/>
  <circle cx="186" cy="94" r="6" fill="#fff" stroke="#94a3b8"/>`;

const ROOSTER = `<g stroke-linecap="round" stroke-linejoin="round">
  <path d="M122 124 C 96 112 84 86 92 58 C 104 80 112 92 126 100" fill="#065f46"/>
  <path d="M118 130 C 86 126 70 100 70 74 C 86 96 100 108 122 112" fill="#1e3a8a"/>
  <path d="M124 138 C 96 144 78 128 72 108 C 92 122 108 126 126 124" fill="#047857"/>
  <path d="M178 152 L 174 178 M 174 178 L 164 182 M 174 178 L 182 184 M 148 154 L 142 178 M 142 178 L 132 182 M 142 178 L 150 184" stroke="#facc15" stroke-width="5" fill="none"/>
  <ellipse cx="154" cy="132" rx="40" ry="28" fill="#c2410c" transform="rotate(-14 154 132)"/>
  <path d="M170 84 L 194 90 L 184 130 L 156 120 Z" fill="#ea580c"/>
  <path d="M130 128 C 146 114 170 118 180 132 C 166 150 142 150 130 128 Z" fill="#7c2d12"/>
  <path d="M136 132 C 150 126 162 128 172 136 M 140 140 C 152 136 162 138 170 144" stroke="#fdba74" stroke-width="2" fill="none"/>
  <circle cx="184" cy="84" r="17" fill="#ea580c"/>
  <circle cx="174" cy="66" r="6" fill="#dc2626"/><circle cx="183" cy="62" r="7" fill="#dc2626"/><circle cx="192" cy="66" r="6" fill="#dc2626"/>
  <path d="M198 80 L 214 86 L 198 92 Z" fill="#facc15"/>
  <ellipse cx="196" cy="102" rx="5" ry="9" fill="#dc2626"/>
  <circle cx="188" cy="80" r="3.5" fill="#111827"/></g>`;

const cardFan = (n: number) =>
  Array.from({ length: n }, (_, i) => {
    const angle = (i - (n - 1) / 2) * 14;
    const ranks = ['A', 'K', 'Q', 'J', '10', '9', '8'];
    const suits: Suit[] = ['spade', 'heart', 'club', 'diamond'];
    return `<g transform="rotate(${angle} 150 190)">${card(150, 108, 0, ranks[i % ranks.length] as string, suits[i % 4] as Suit, 0.95)}</g>`;
  }).join('');

/** The marks by key. */
export const ART = {
  dice: `${die(122, 112, 60, 5, -14)}${die(176, 132, 52, 3, 12, '#fef3c7', '#111827')}`,
  sicbo: `<ellipse cx="150" cy="160" rx="70" ry="14" fill="#00000040"/>
  ${die(118, 136, 46, 4, -10)}${die(180, 138, 46, 6, 8)}${die(150, 92, 46, 2, 4, '#fef3c7', '#111827')}`,
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
  wheel: WHEEL,
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
  cards: `${card(126, 112, -12, 'A', 'spade')}${card(174, 116, 10, '2', 'spade')}`,
  /** Baccarat: a natural nine beside a king, a chip in front. */
  baccarat: `${card(124, 110, -12, '9', 'heart')}${card(174, 112, 10, 'K', 'spade')}${chip(150, 160, 20, '#dc2626')}`,
  /** Blackjack: ace and king, 21. */
  blackjack: `${card(124, 110, -12, 'A', 'spade')}${card(174, 112, 10, 'K', 'heart')}${chip(150, 160, 20, '#15803d', '21')}`,
  /** Xì dách: ace and ten. */
  xidach: `${card(124, 110, -12, 'A', 'diamond')}${card(174, 112, 10, '10', 'club')}`,
  /** Mậu Binh (and other many-card games): a fan of cards. */
  fan: cardFan(5),
  /**
   * A shared table every player bets on: cards, chips on both sides and a "shared" tag. Not a red
   * "LIVE" dot: the table is dealt by the computer, and a live claim would be untrue (decision 125).
   */
  live: `${card(130, 104, -8, 'Q', 'heart', 0.9)}${card(170, 104, 8, '8', 'club', 0.9)}
  ${stack(110, 166, 3, '#1d4ed8')}${stack(190, 166, 4, '#dc2626')}
  <rect x="106" y="50" width="88" height="24" rx="12" fill="#0f766e"/>
  <text x="150" y="62" text-anchor="middle" dominant-baseline="central" font-family="${FONT}" font-size="13" font-weight="700" fill="#fff">BÀN CHUNG</text>`,
  chips: `${stack(112, 164, 5, '#dc2626')}${stack(188, 164, 4, '#1d4ed8')}${chip(150, 104, 30, '#15803d')}`,
  slot: `<rect x="92" y="62" width="116" height="112" rx="14" fill="#7f1d1d" stroke="#fbbf24" stroke-width="4"/>
  <rect x="104" y="90" width="92" height="50" rx="6" fill="#fff"/>
  <path d="M134.7 90 V 140 M 165.3 90 V 140" stroke="#cbd5e1" stroke-width="2"/>
  ${[119, 150, 181].map((x) => `<text x="${x}" y="116" text-anchor="middle" dominant-baseline="central" font-family="${FONT}" font-size="32" font-weight="800" fill="#dc2626">7</text>`).join('')}
  <rect x="104" y="70" width="92" height="12" rx="6" fill="#fbbf24"/>
  <rect x="112" y="150" width="76" height="12" rx="6" fill="#450a0a"/>
  <path d="M208 124 H 220 V 78" fill="none" stroke="#cbd5e1" stroke-width="5" stroke-linecap="round"/><circle cx="220" cy="72" r="9" fill="#dc2626"/>`,
  /** Thần Tài: a gold ingot among coins (jackpot slots). */
  ingot: `<ellipse cx="150" cy="160" rx="66" ry="12" fill="#00000040"/>
  <path d="M90 112 C 104 126 196 126 210 112 L 196 150 C 170 164 130 164 104 150 Z" fill="#f59e0b" stroke="#92400e" stroke-width="3" stroke-linejoin="round"/>
  <path d="M90 112 C 110 96 128 104 150 104 C 172 104 190 96 210 112 C 196 126 104 126 90 112 Z" fill="#fde047" stroke="#92400e" stroke-width="3"/>
  <ellipse cx="150" cy="100" rx="30" ry="18" fill="#fbbf24" stroke="#92400e" stroke-width="3"/>
  <ellipse cx="142" cy="94" rx="10" ry="5" fill="#fff" fill-opacity="0.6"/>
  ${chip(96, 74, 14, '#f59e0b')}${chip(206, 78, 12, '#f59e0b')}`,
  keno: `<rect x="82" y="62" width="136" height="104" rx="12" fill="#0f172a" fill-opacity="0.55"/>
  ${Array.from({ length: 12 }, (_, i) => {
    const x = 101 + (i % 4) * 33;
    const y = 82 + Math.floor(i / 4) * 32;
    const n = [7, 12, 23, 31, 38, 44, 52, 59, 63, 70, 76, 80][i] as number;
    const hit = [1, 4, 6, 11].includes(i);
    return hit
      ? ball(x, y, 14, '#f59e0b', String(n))
      : `<circle cx="${x}" cy="${y}" r="13" fill="#1e293b" stroke="#64748b"/><text x="${x}" y="${y}" text-anchor="middle" dominant-baseline="central" font-family="${FONT}" font-size="11" font-weight="700" fill="#cbd5e1">${n}</text>`;
  }).join('')}`,
  /** Mega 6/45: six red balls. */
  mega: [
    [104, 96, '06'],
    [150, 84, '13'],
    [196, 96, '27'],
    [104, 142, '31'],
    [150, 154, '38'],
    [196, 142, '45'],
  ]
    .map(([x, y, n]) => ball(x as number, y as number, 21, '#dc2626', n as string))
    .join(''),
  /** Power 6/55: gold balls and the power ball. */
  power: `${[
    [104, 96, '09'],
    [150, 84, '18'],
    [196, 96, '33'],
    [104, 142, '41'],
    [196, 142, '55'],
  ]
    .map(([x, y, n]) => ball(x as number, y as number, 21, '#f59e0b', n as string))
    .join('')}${ball(150, 146, 26, '#b91c1c', '12')}`,
  /** Lô đề: a ticket with numbers. */
  ticket: `<g transform="rotate(-8 150 118)"><path d="M84 74 H 216 V 100 a 12 12 0 0 0 0 24 V 162 H 84 V 124 a 12 12 0 0 0 0 -24 Z" fill="#fef3c7" stroke="#92400e" stroke-width="3"/>
  <path d="M112 78 V 158" stroke="#92400e" stroke-width="2" stroke-dasharray="4 5"/>
  <text x="98" y="118" text-anchor="middle" dominant-baseline="central" font-family="${FONT}" font-size="13" font-weight="800" fill="#b91c1c" transform="rotate(-90 98 118)">XSMB</text>
  <text x="164" y="98" text-anchor="middle" dominant-baseline="central" font-family="${FONT}" font-size="24" font-weight="800" fill="#b91c1c">27  68</text>
  <text x="164" y="136" text-anchor="middle" dominant-baseline="central" font-family="${FONT}" font-size="24" font-weight="800" fill="#0f172a">91  05</text></g>`,
  bolt: `<path d="M164 60 L 112 128 L 146 128 L 132 178 L 190 104 L 154 104 L 172 60 Z" fill="#fde047" stroke="#7c2d12" stroke-width="4" stroke-linejoin="round"/>`,
  football: `<ellipse cx="150" cy="178" rx="50" ry="8" fill="#00000040"/>${football(150, 114, 58)}`,
  /** Virtual sports: a match on a screen. */
  virtual: `<rect x="82" y="64" width="136" height="92" rx="10" fill="#0f172a" stroke="#e2e8f0" stroke-width="4"/>
  <rect x="92" y="74" width="116" height="72" rx="4" fill="#15803d"/>
  <path d="M150 74 V 146 M 92 96 H 104 V 124 H 92 M 208 96 H 196 V 124 H 208" stroke="#bbf7d0" stroke-width="2" fill="none"/>
  <circle cx="150" cy="110" r="12" fill="none" stroke="#bbf7d0" stroke-width="2"/>
  ${football(172, 124, 12)}
  <path d="M138 156 L 132 172 H 168 L 162 156" fill="#e2e8f0"/>`,
  /** Sportsbooks: the cup. */
  trophy: `<path d="M118 66 H 182 V 100 C 182 122 166 136 150 136 C 134 136 118 122 118 100 Z" fill="#fbbf24" stroke="#92400e" stroke-width="3"/>
  <path d="M118 76 H 100 C 100 100 110 110 122 112 M 182 76 H 200 C 200 100 190 110 178 112" fill="none" stroke="#fbbf24" stroke-width="7" stroke-linecap="round"/>
  <path d="M142 136 H 158 L 162 156 H 138 Z" fill="#f59e0b"/><rect x="122" y="156" width="56" height="16" rx="4" fill="#78350f"/>
  <polygon points="${polygon(150, 98, 15, 5)} " fill="#fff7ed" transform="rotate(0 150 98)"/>`,
  rooster: ROOSTER,
  /** Promotions: a gift box. */
  gift: `<rect x="94" y="100" width="112" height="72" rx="6" fill="#dc2626"/><rect x="86" y="82" width="128" height="26" rx="6" fill="#ef4444"/>
  <rect x="142" y="82" width="16" height="90" fill="#fbbf24"/>
  <path d="M150 82 C 128 52 100 62 112 80 Z M 150 82 C 172 52 200 62 188 80 Z" fill="#fbbf24" stroke="#b45309" stroke-width="3"/>`,
  /** Refunds: coins coming back. */
  coins: `${stack(118, 168, 4, '#f59e0b')}${stack(178, 168, 6, '#f59e0b')}
  <path d="M96 86 A 56 40 0 0 1 200 70" fill="none" stroke="#fde047" stroke-width="7" stroke-linecap="round"/>
  <path d="M206 54 L 204 82 L 182 72 Z" fill="#fde047"/>`,
  /** Responsible gaming, account safety. */
  shield: `<path d="M150 50 L 206 72 V 114 C 206 150 182 172 150 186 C 118 172 94 150 94 114 V 72 Z" fill="#22c55e" stroke="#14532d" stroke-width="4" stroke-linejoin="round"/>
  <path d="M150 64 L 194 81 V 114 C 194 142 176 160 150 172 Z" fill="#ffffff" fill-opacity="0.18"/>
  <path d="M124 118 L 144 138 L 180 100" fill="none" stroke="#fff" stroke-width="11" stroke-linecap="round" stroke-linejoin="round"/>`,
  /** The app, payments by phone. */
  phone: `<rect x="110" y="48" width="80" height="140" rx="14" fill="#0f172a" stroke="#e2e8f0" stroke-width="4"/>
  <rect x="118" y="64" width="64" height="104" rx="4" fill="#0ea5e9"/><circle cx="150" cy="178" r="4" fill="#e2e8f0"/>
  <path d="M150 82 V 132 M 132 116 L 150 134 L 168 116" stroke="#fff" stroke-width="9" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
  <rect x="130" y="144" width="40" height="8" rx="4" fill="#fff"/>`,
} as const;

/** The key a game, news item or promotion picks its picture by. */
export type ArtKey = keyof typeof ART;

export const ART_KEYS = Object.keys(ART) as ArtKey[];
