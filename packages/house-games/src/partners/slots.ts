import { formatNumber, formatRate } from '@app/provider-kit/number-format';
import { type IconShape, SLOT_ICONS, titleMark } from './slot-art';
import { SlotTitle } from './slot-engine';
import { SLOT_MEASURED } from './slot-measured';
import { SLOT_TITLE_DATA } from './slot-titles';

/*
 * The PP sandbox's slot titles (decision 152): twelve pieces of data played by one engine,
 * each with the RTP measured over 10^6 seeded spins (`npm run slots:rtp`) in its rules, its
 * own pictures on the reels and its own lobby card.
 */

export type PpSlotTitle = SlotTitle;

export const PP_SLOT_TITLES: readonly SlotTitle[] = SLOT_TITLE_DATA.map((d) => new SlotTitle(d));

/** Coin (line bet) choices; the stake is coin × the title's cost. */
export const PP_LINE_BETS = [200, 500, 1000, 2000, 5000] as const;

/** How the figures the rules show are measured. */
export const SLOT_MEASURE_SPINS = 1_000_000;
export const SLOT_MEASURE_SEED = 152;

export function ppSlotTitle(symbol: string): SlotTitle | undefined {
  return PP_SLOT_TITLES.find((t) => t.symbol === symbol);
}

/** The title's RTP as measured (the figure its rules and the games list show). */
export function measuredRtp(title: SlotTitle): number {
  const m = SLOT_MEASURED[title.symbol];
  if (!m) throw new Error(`slot ${title.symbol} has no measured RTP: run npm run slots:rtp`);
  return m.rtp;
}

const pct = formatRate;
const list = (xs: readonly number[]) => (new Set(xs).size === 1 ? String(xs[0]) : xs.join('/'));

/** How the title plays, in Vietnamese, ending with its measured RTP and its volatility. */
export function slotRules(title: SlotTitle): string {
  const d = title.data;
  const wild = d.symbols.find((s) => s.kind === 'wild');
  const scatter = d.symbols.find((s) => s.kind === 'scatter');
  const parts = [
    d.mode.kind === 'lines'
      ? `${d.mode.lines} dòng cố định, trả từ cuộn trái sang phải`
      : `${title.paths} cách thắng: biểu tượng giống nhau trên các cuộn liền kề từ trái sang, mỗi cách trả theo cược mỗi dòng`,
    `Tổng cược = cược mỗi dòng × ${d.cost}`,
  ];
  if (wild)
    parts.push(
      `${wild.name} (Wild) thay thế mọi biểu tượng${scatter ? ` trừ ${scatter.name}` : ''}${wild.pays.some((p) => p > 0) ? ' và tự trả thưởng trên dòng' : ''}`,
    );
  if (scatter)
    parts.push(
      `${scatter.name} (Scatter) trả ${list(scatter.pays)} lần tổng cược khi xuất hiện 3/4/5 cái ở bất kỳ vị trí nào` +
        (d.freeSpins
          ? `, và tặng ${list(d.freeSpins.awards)} vòng quay miễn phí với mọi khoản thắng ×${d.freeSpins.multiplier} (có thể kích hoạt lại)`
          : ''),
    );
  const exact = title.exactRtp().rtp;
  parts.push(
    `RTP ${pct(measuredRtp(title))}, đo trên ${formatNumber(SLOT_MEASURE_SPINS)} vòng quay mô phỏng (giá trị lý thuyết tính từ các cuộn: ${pct(exact)})`,
    `Độ biến động: ${d.volatility}`,
  );
  return `${parts.join('. ')}.`;
}

/** The title's lobby mark (300 x 300 card, drawn around (150, 118)). */
export function slotMark(title: SlotTitle): string {
  const d = title.data;
  const wild = d.symbols.find((s) => s.kind === 'wild');
  const pictures = d.symbols.filter((s) => s.kind === 'high' && s.icon).reverse();
  const hero = wild?.icon ? wild : pictures[0]!;
  return titleMark({
    symbol: d.symbol,
    palette: d.palette,
    hero: { icon: hero.icon!, color: hero.color },
    tiles: pictures.filter((p) => p !== hero).map((p) => ({ icon: p.icon!, color: p.color })),
    badge: d.mode.kind === 'lines' ? `${d.mode.lines} LINES` : `${title.paths} WAYS`,
  });
}

/** What the game screen draws: each symbol's name, colour and picture, and the pay table. */
export function slotScreenSymbols(title: SlotTitle) {
  return title.data.symbols.map((s) => ({
    code: s.code,
    name: s.name,
    kind: s.kind,
    color: s.color,
    pays: s.pays,
    shape: s.icon ? (SLOT_ICONS[s.icon] as IconShape) : null,
  }));
}
