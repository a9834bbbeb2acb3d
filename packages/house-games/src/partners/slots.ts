import type { ProviderLang, ProviderT } from '@app/provider-kit/i18n';
import { formatNumber, formatRate } from '@app/provider-kit/number-format';
import { rowKey } from '../i18n';
import { partnersT } from '../i18n/partners';
import { type IconShape, SLOT_ICONS, titleMark } from './slot-art';
import { type SlotSpin, type SlotSymbolDef, SlotTitle, type SlotWinSay } from './slot-engine';
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

/**
 * A symbol in `lang`: a picture's name from the catalogue (the title's data names it in
 * Vietnamese), a card rank as it is.
 */
export function symbolName(t: ProviderT, symbol: string, s: SlotSymbolDef): string {
  return s.kind === 'low' ? s.name : t(`slots.titles.${symbol}.symbols.${s.code}`);
}

/** The title's name in `lang`. */
export function slotTitleName(title: SlotTitle, lang: ProviderLang = 'vi'): string {
  return partnersT(lang)(`slots.titles.${title.symbol}.name`);
}

/** How the title plays, in `lang`, ending with its measured RTP and its volatility. */
export function slotRules(title: SlotTitle, lang: ProviderLang = 'vi'): string {
  const t = partnersT(lang);
  const d = title.data;
  const name = (s: SlotSymbolDef) => symbolName(t, d.symbol, s);
  const wild = d.symbols.find((s) => s.kind === 'wild');
  const scatter = d.symbols.find((s) => s.kind === 'scatter');
  const parts = [
    d.mode.kind === 'lines'
      ? t('slots.rules.lines', { lines: d.mode.lines })
      : t('slots.rules.ways', { ways: title.paths }),
    t('slots.rules.cost', { cost: d.cost }),
  ];
  if (wild) {
    const substitutes = scatter
      ? t('slots.rules.wildNotScatter', { wild: name(wild), scatter: name(scatter) })
      : t('slots.rules.wild', { wild: name(wild) });
    parts.push(wild.pays.some((p) => p > 0) ? t('slots.rules.wildPays', { substitutes }) : substitutes);
  }
  if (scatter) {
    const said = { scatter: name(scatter), pays: list(scatter.pays) };
    parts.push(
      d.freeSpins
        ? t('slots.rules.scatterFree', {
            ...said,
            awards: list(d.freeSpins.awards),
            multiplier: d.freeSpins.multiplier,
          })
        : t('slots.rules.scatter', said),
    );
  }
  parts.push(
    t('slots.rules.rtp', {
      rtp: pct(measuredRtp(title)),
      spins: formatNumber(SLOT_MEASURE_SPINS),
      exact: pct(title.exactRtp().rtp),
    }),
    t('slots.rules.volatility', { volatility: t(`slots.volatility.${rowKey(d.volatility)}`) }),
  );
  return `${parts.join('. ')}.`;
}

/** One win of a spin in `lang`; in Vietnamese exactly the engine's label. */
export function slotWinText(t: ProviderT, title: SlotTitle, say: SlotWinSay): string {
  const def = title.byCode.get(say.symbol);
  const symbol = def ? symbolName(t, title.symbol, def) : say.symbol;
  const win = t(`slots.wins.${say.kind}`, { ...say, symbol });
  return say.multiplier ? t('slots.wins.multiplied', { win, multiplier: say.multiplier }) : win;
}

/** What a spin's result is worded from, kept with the bet: its wins, then its free spins. */
export interface SpinWords {
  wins: SlotWinSay[];
  freeSpins: number;
  /** what the free spins won, VND */
  freeWon: number;
}

export const spinWords = (spin: SlotSpin): SpinWords => ({
  wins: spin.wins.map((w) => w.say),
  freeSpins: spin.freeSpins.length,
  freeWon: spin.total - spin.payout,
});

/** A spin's result as the bet history reads it (in Vietnamese, the operator's): its wins, then its free spins. */
export function spinText(lang: ProviderLang, symbol: string, spin: SpinWords): string {
  const t = partnersT(lang);
  const title = ppSlotTitle(symbol);
  const wins = title ? spin.wins.map((w) => slotWinText(t, title, w)) : [];
  const base = wins.length ? wins.join('; ') : t('slots.noWin');
  if (!spin.freeSpins) return base;
  const amount = `${formatNumber(spin.freeWon)} ₫`;
  return `${base}; ${t('slots.freeSpinsWon', { n: spin.freeSpins, amount })}`;
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

/** What the game screen draws: each symbol's name in `lang`, colour and picture, and the pay table. */
export function slotScreenSymbols(title: SlotTitle, lang: ProviderLang = 'vi') {
  const t = partnersT(lang);
  return title.data.symbols.map((s) => ({
    code: s.code,
    name: symbolName(t, title.symbol, s),
    kind: s.kind,
    color: s.color,
    pays: s.pays,
    shape: s.icon ? (SLOT_ICONS[s.icon] as IconShape) : null,
  }));
}
