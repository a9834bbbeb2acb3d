import type { RandomSource } from '@app/provider-kit/random';
import { evaluateLine, exactSlotLineRtp, SLOT_LINES, SLOT_REELS, type SlotSymbol } from '../games/slot';
import type { WinDetail } from '../games/types';

/*
 * The PP sandbox's slot titles (decision 132): the house slot engine's reels and pay table
 * (games/slot.ts, RTP derived exactly by exactSlotLineRtp) played on a title's own number of
 * fixed lines and in its own theme. Each line returns the same share of its bet, so every title
 * has the same RTP; fewer lines make a title more volatile (fewer, larger wins per stake).
 * There is no progressive jackpot at the sandbox: the house's "ingot" is a plain blank here.
 */

export type SlotTheme = Record<SlotSymbol, string>;

export interface PpSlotTitle {
  /** PP's game symbol, as PP names its games (vs<lines><name>) */
  symbol: string;
  name: string;
  lines: 5 | 9 | 10 | 15 | 20;
  theme: SlotTheme;
  /** two colours for the game screen */
  palette: [string, string];
  volatility: 'Thấp' | 'Trung bình' | 'Cao' | 'Rất cao';
  /** the title's glyphs for its five picture symbols (lantern, envelope, coin, wild, ingot), drawn on the reels */
  art: readonly [string, string, string, string, string];
}

const theme = (lantern: string, envelope: string, coin: string, wild: string, ingot: string): SlotTheme => ({
  J: 'J',
  Q: 'Q',
  K: 'K',
  A: 'A',
  lantern,
  envelope,
  coin,
  wild: `${wild} (Wild)`,
  ingot,
});

const volatilityOf = (lines: number): PpSlotTitle['volatility'] =>
  lines <= 5 ? 'Rất cao' : lines <= 10 ? 'Cao' : lines <= 15 ? 'Trung bình' : 'Thấp';

const T = (
  symbol: string,
  name: string,
  lines: PpSlotTitle['lines'],
  t: SlotTheme,
  palette: [string, string],
): Omit<PpSlotTitle, 'art'> => ({
  symbol,
  name,
  lines,
  theme: t,
  palette,
  volatility: volatilityOf(lines),
});

/** Each title's picture symbols, in the order of `theme`'s (lantern, envelope, coin, wild, ingot). */
const ART: Record<string, PpSlotTitle['art']> = {
  vs20olympus: ['♛', '◎', '☼', '⚡', '◆'],
  vs20sweetbn: ['❀', '◐', '♥', '✺', '◆'],
  vs20dogh: ['✚', '◎', '♞', '⌂', '◆'],
  vs15bassb: ['⚓', '▣', '♒', '⚑', '☘'],
  vs15wolfg: ['✶', '☄', '♜', '☾', '☀'],
  vs15madame: ['♨', '◉', '♠', '☯', '☁'],
  vs10bookeg: ['✧', '⚚', '♔', '▤', '☀'],
  vs10fruity: ['●', '◐', '♥', '❼', '☘'],
  vs10buffalo: ['⚘', '♞', '☄', '♉', '◆'],
  vs9aztec: ['☠', '⚕', '✴', '♜', '◆'],
  vs9dragon: ['☸', '◉', '●', '☯', '☁'],
  vs5joker: ['♫', '☘', '❼', '☺', '★'],
};

const TITLES = [
  T('vs20olympus', 'Cổng Thần Olympus', 20, theme('Vương miện', 'Nhẫn', 'Đồng hồ cát', 'Thần sấm', 'Đá'), [
    '#312e81',
    '#a5b4fc',
  ]),
  T('vs20sweetbn', 'Kẹo Ngọt Bùng Nổ', 20, theme('Nho', 'Dưa hấu', 'Kẹo tim', 'Kẹo mút', 'Đá'), ['#831843', '#f9a8d4']),
  T('vs20dogh', 'Chú Chó Vui Vẻ', 20, theme('Xương', 'Vòng cổ', 'Cún đốm', 'Nhà gỗ', 'Đá'), ['#78350f', '#fcd34d']),
  T('vs15bassb', 'Câu Cá Lớn', 15, theme('Phao', 'Hộp mồi', 'Cá vàng', 'Ngư dân', 'Rong'), ['#0c4a6e', '#7dd3fc']),
  T('vs15wolfg', 'Sói Vàng', 15, theme('Xương rồng', 'Đại bàng', 'Bò rừng', 'Sói', 'Cát'), ['#7c2d12', '#fdba74']),
  T('vs15madame', 'Bà Đồng Quyền Năng', 15, theme('Nến', 'Quả cầu', 'Lá bài', 'Bà đồng', 'Khói'), [
    '#3b0764',
    '#d8b4fe',
  ]),
  T('vs10bookeg', 'Sách Ai Cập', 10, theme('Bọ hung', 'Thần Anubis', 'Pharaoh', 'Sách cổ', 'Cát'), [
    '#713f12',
    '#fde68a',
  ]),
  T('vs10fruity', 'Trái Cây Mùa Hè', 10, theme('Chanh', 'Cam', 'Dâu', 'Số 7', 'Lá'), ['#14532d', '#86efac']),
  T('vs10buffalo', 'Trâu Rừng Thảo Nguyên', 10, theme('Cỏ', 'Ngựa', 'Đại bàng', 'Trâu rừng', 'Đá'), [
    '#422006',
    '#facc15',
  ]),
  T('vs9aztec', 'Đền Vàng Aztec', 9, theme('Mặt nạ', 'Rắn', 'Báo đốm', 'Tượng vàng', 'Đá'), ['#134e4a', '#5eead4']),
  T('vs9dragon', 'Rồng Phương Đông', 9, theme('Quạt', 'Trống', 'Ngọc', 'Rồng', 'Mây'), ['#7f1d1d', '#fca5a5']),
  T('vs5joker', 'Vua Hề Joker', 5, theme('Chuông', 'Cỏ bốn lá', 'Số 7', 'Joker', 'Sao'), ['#4c1d95', '#c4b5fd']),
];

export const PP_SLOT_TITLES: readonly PpSlotTitle[] = TITLES.map((t) => ({ ...t, art: ART[t.symbol]! }));

export const PP_LINE_BETS = [200, 500, 1000, 2000, 5000] as const;

/** Published RTP of every title: the line pays of the house slot's reels, exact. */
export const PP_SLOT_RTP = exactSlotLineRtp();

export function ppSlotTitle(symbol: string): PpSlotTitle | undefined {
  return PP_SLOT_TITLES.find((t) => t.symbol === symbol);
}

export interface PpSpin {
  stops: number[];
  window: SlotSymbol[][];
  payout: number;
  wins: WinDetail[];
}

/** One spin of `title` at `lineBet` per line: the house reels, the title's first `lines` paylines. */
export function spinTitle(title: PpSlotTitle, lineBet: number, rng: RandomSource): PpSpin {
  const stops = SLOT_REELS.map((reel) => rng.int(reel.length));
  const window = SLOT_REELS.map((reel, r) => [0, 1, 2].map((row) => reel[(stops[r]! + row) % reel.length]!));
  return { stops, window, ...payLines(title, lineBet, window) };
}

export function payLines(title: PpSlotTitle, lineBet: number, window: SlotSymbol[][]) {
  let payout = 0;
  const wins: WinDetail[] = [];
  const symbols: SlotSymbol[] = new Array(5);
  for (let l = 0; l < title.lines; l++) {
    const rows = SLOT_LINES[l]!;
    for (let r = 0; r < 5; r++) symbols[r] = window[r]![rows[r]!]!;
    const { multiple, symbol, count } = evaluateLine(symbols);
    if (multiple > 0) {
      payout += multiple * lineBet;
      wins.push({
        label: `Dòng ${l + 1}: ${count} × ${title.theme[symbol]}`,
        stake: lineBet,
        payout: multiple * lineBet,
      });
    }
  }
  return { payout, wins };
}
