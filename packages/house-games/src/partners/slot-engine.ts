import type { RandomSource } from '@app/provider-kit/random';
import { FastRandom } from '@app/provider-kit/random';
import { SLOT_LINES } from '../games/slot';
import type { SlotIcon } from './slot-art';

/*
 * The PP sandbox's slot engine (decision 152): one engine, every title a piece of data (reel
 * strips, paylines or ways, pay table, wild, scatter and free spins). The same data gives the
 * exact RTP (`exactRtp`, from the strips) and a fast seeded simulation (`simulate`, which pays
 * through tables built by the engine's own evaluation, so it measures the game that is played).
 */

export type Volatility = 'Thấp' | 'Trung bình' | 'Cao' | 'Rất cao';

export interface SlotSymbolDef {
  /** one character: how the symbol is written on the reel strips */
  code: string;
  /** the symbol in the title's words */
  name: string;
  /** card ranks (low), pictures (high), the wild (substitutes for low and high) and the scatter */
  kind: 'low' | 'high' | 'wild' | 'scatter';
  /** a picture's drawing (slot-art.ts); a card rank is drawn as its name */
  icon?: SlotIcon;
  color: string;
  /**
   * Pays for 3, 4 and 5: on a line (lines) or per way (ways) as multiples of the coin; the
   * scatter's anywhere on the screen as multiples of the whole stake. Wilds pay on lines only.
   */
  pays: readonly [number, number, number];
}

export interface SlotTitleData {
  /** PP's game symbol */
  symbol: string;
  name: string;
  palette: [string, string];
  rows: 3 | 4;
  /** fixed paylines (the first `lines` of the 20 patterns, 3 rows), or every way left to right */
  mode: { kind: 'lines'; lines: number } | { kind: 'ways' };
  /** coins a spin costs: the stake is coin × cost */
  cost: number;
  symbols: readonly SlotSymbolDef[];
  /** five strips, top to bottom, one character per stop; the window shows `rows` stops in a row */
  reels: readonly [string, string, string, string, string];
  /** 3, 4 or 5 scatters award that many free spins, every win in them multiplied; they can retrigger */
  freeSpins?: { awards: readonly [number, number, number]; multiplier: number };
  /** declared; the simulation's standard deviation per spin must fall in its band (VOLATILITY_BANDS) */
  volatility: Volatility;
}

/** Standard deviation of a spin's return (per unit staked) that each volatility label stands for. */
export const VOLATILITY_BANDS: Record<Volatility, [number, number]> = {
  Thấp: [0, 2.5],
  'Trung bình': [2.5, 3.5],
  Cao: [3.5, 5],
  'Rất cao': [5, 8],
};

/** A free-spin chain stops here; the chance of reaching it is far below 10^-12 for every title. */
export const FREE_SPIN_CAP = 500;

export interface SlotWin {
  /** in Vietnamese, as the operator's records read it */
  label: string;
  /** the label's figures and its symbol by code, for the screen to word it in its language (slots.ts) */
  say: SlotWinSay;
  /** VND */
  payout: number;
  /** [reel, row] of the symbols that paid, to light them */
  cells: [number, number][];
}

export interface SlotWinSay {
  kind: 'line' | 'ways' | 'scatter';
  symbol: string;
  count: number;
  /** the payline, from 1 */
  line?: number;
  ways?: number;
  /** a free spin's, when over 1 */
  multiplier?: number;
}

export interface SlotScreen {
  /** window[reel][row]: symbol codes */
  window: string[][];
  payout: number;
  wins: SlotWin[];
}

export interface SlotSpin extends SlotScreen {
  stops: number[];
  /** the free spins this spin awarded (with their retriggers), in order */
  freeSpins: SlotScreen[];
  /** the whole round: the spin and its free spins */
  total: number;
}

/** A title checked and indexed for play. */
export class SlotTitle {
  readonly S: number;
  readonly codes: string[];
  readonly byCode: Map<string, SlotSymbolDef>;
  /** strips as symbol indexes */
  readonly strips: Int32Array[];
  readonly wild: number;
  readonly scatter: number;
  readonly paylines: readonly (readonly number[])[];

  constructor(readonly data: SlotTitleData) {
    const fail = (m: string): never => {
      throw new Error(`slot ${data.symbol}: ${m}`);
    };
    this.codes = data.symbols.map((s) => s.code);
    this.S = this.codes.length;
    this.byCode = new Map(data.symbols.map((s) => [s.code, s]));
    if (this.byCode.size !== this.S || this.codes.some((c) => c.length !== 1))
      fail('symbol codes must be distinct characters');
    const one = (kind: SlotSymbolDef['kind']) => data.symbols.findIndex((s) => s.kind === kind);
    this.wild = one('wild');
    this.scatter = one('scatter');
    if (data.symbols.filter((s) => s.kind === 'wild').length > 1) fail('one wild at most');
    if (data.symbols.filter((s) => s.kind === 'scatter').length > 1) fail('one scatter at most');
    if (data.freeSpins && this.scatter < 0) fail('free spins need a scatter');
    this.strips = data.reels.map((strip, r) => {
      const out = new Int32Array(strip.length);
      for (let i = 0; i < strip.length; i++) {
        const k = this.codes.indexOf(strip[i]!);
        if (k < 0) fail(`reel ${r + 1} has an unknown symbol ${strip[i]}`);
        out[i] = k;
      }
      if (strip.length < 2 * data.rows) fail(`reel ${r + 1} is too short`);
      return out;
    });
    // a scatter shows at most once per reel: the scatter pay counts reels
    if (this.scatter >= 0)
      this.strips.forEach((strip, r) => {
        for (let i = 0; i < strip.length; i++)
          for (let d = 1; d < data.rows; d++)
            if (strip[i] === this.scatter && strip[(i + d) % strip.length] === this.scatter)
              fail(`reel ${r + 1}: two scatters in one window`);
      });
    if (data.mode.kind === 'lines') {
      if (data.rows !== 3 || data.mode.lines < 1 || data.mode.lines > SLOT_LINES.length)
        fail('lines need 3 rows, 1-20 lines');
      this.paylines = SLOT_LINES.slice(0, data.mode.lines);
    } else {
      // ways: the first reel sets what a way is of, so no wild there
      if (this.wild >= 0 && this.strips[0]!.includes(this.wild)) fail('ways: no wild on the first reel');
      this.paylines = [];
    }
    if (!Number.isInteger(data.cost) || data.cost < 1) fail('cost must be a positive integer');
    for (const s of data.symbols)
      if (s.pays.some((p) => !Number.isInteger(p) || p < 0)) fail(`${s.code}: pays must be whole coins`);
  }

  get symbol(): string {
    return this.data.symbol;
  }

  get name(): string {
    return this.data.name;
  }

  get palette(): [string, string] {
    return this.data.palette;
  }

  get lines(): number {
    return this.data.mode.kind === 'lines' ? this.data.mode.lines : 0;
  }

  /** 243 or 1024 ways, or the number of lines */
  get paths(): number {
    return this.data.mode.kind === 'lines' ? this.data.mode.lines : this.data.rows ** 5;
  }

  /** A line's pay in coins, the symbol that paid and how many from the left (symbol indexes in). */
  evaluateLine(line: ArrayLike<number>): { multiple: number; symbol: number; count: number } {
    const none = { multiple: 0, symbol: line[0]!, count: 0 };
    const sym = this.data.symbols;
    if (sym[line[0]!]!.kind === 'scatter') return none;
    let wilds = 0;
    while (wilds < 5 && line[wilds] === this.wild) wilds++;
    let best =
      wilds >= 3 && this.wild >= 0
        ? { multiple: sym[this.wild]!.pays[wilds - 3]!, symbol: this.wild, count: wilds }
        : none;
    let first = -1;
    for (let r = 0; r < 5; r++)
      if (line[r] !== this.wild) {
        first = line[r]!;
        break;
      }
    if (first >= 0 && sym[first]!.kind !== 'scatter') {
      let count = 0;
      while (count < 5 && (line[count] === first || line[count] === this.wild)) count++;
      if (count >= 3) {
        const multiple = sym[first]!.pays[count - 3]!;
        if (multiple > best.multiple) best = { multiple, symbol: first, count };
      }
    }
    return best;
  }

  /** The window of `stops`: symbol indexes, [reel][row]. */
  windowAt(stops: readonly number[]): number[][] {
    return this.strips.map((strip, r) =>
      Array.from({ length: this.data.rows }, (_, row) => strip[(stops[r]! + row) % strip.length]!),
    );
  }

  /** What one screen pays at `coin` per coin, `multiplier` applied (free spins). */
  payScreen(window: number[][], coin: number, multiplier = 1): { payout: number; wins: SlotWin[]; scatters: number } {
    const sym = this.data.symbols;
    const wins: SlotWin[] = [];
    let payout = 0;
    const tag = multiplier > 1 ? ` ×${multiplier}` : '';
    const add = (label: string, say: SlotWinSay, paid: number, cells: [number, number][]) => {
      payout += paid;
      wins.push({ label: label + tag, say: multiplier > 1 ? { ...say, multiplier } : say, payout: paid, cells });
    };
    if (this.data.mode.kind === 'lines') {
      const line = new Array<number>(5);
      this.paylines.forEach((rows, l) => {
        for (let r = 0; r < 5; r++) line[r] = window[r]![rows[r]!]!;
        const { multiple, symbol, count } = this.evaluateLine(line);
        if (multiple > 0)
          add(
            `Dòng ${l + 1}: ${count} × ${sym[symbol]!.name}`,
            { kind: 'line', symbol: this.codes[symbol]!, count, line: l + 1 },
            multiple * coin * multiplier,
            Array.from({ length: count }, (_, r) => [r, rows[r]!] as [number, number]),
          );
      });
    } else {
      for (let s = 0; s < this.S; s++) {
        const def = sym[s]!;
        if (def.kind !== 'low' && def.kind !== 'high') continue;
        let ways = 1;
        let k = 0;
        const cells: [number, number][] = [];
        for (; k < 5; k++) {
          let c = 0;
          window[k]!.forEach((x, row) => {
            if (x === s || x === this.wild) {
              c++;
              cells.push([k, row]);
            }
          });
          if (c === 0) break;
          ways *= c;
        }
        if (k >= 3 && def.pays[k - 3]! > 0) {
          const kept = cells.filter(([r]) => r < k);
          add(
            `${k} × ${def.name} (${ways} cách)`,
            { kind: 'ways', symbol: def.code, count: k, ways },
            def.pays[k - 3]! * ways * coin * multiplier,
            kept,
          );
        }
      }
    }
    let scatters = 0;
    if (this.scatter >= 0) {
      const cells: [number, number][] = [];
      for (let r = 0; r < 5; r++)
        for (let row = 0; row < this.data.rows; row++) if (window[r]![row] === this.scatter) cells.push([r, row]);
      scatters = cells.length;
      const pay = scatters >= 3 ? sym[this.scatter]!.pays[Math.min(scatters, 5) - 3]! : 0;
      if (pay > 0)
        add(
          `${scatters} × ${sym[this.scatter]!.name}`,
          { kind: 'scatter', symbol: sym[this.scatter]!.code, count: scatters },
          pay * coin * this.data.cost * multiplier,
          cells,
        );
    }
    return { payout, wins, scatters };
  }

  private awarded(scatters: number): number {
    const fs = this.data.freeSpins;
    return fs && scatters >= 3 ? fs.awards[Math.min(scatters, 5) - 3]! : 0;
  }

  /** One paid spin at `coin` per coin (stake coin × cost), with the free spins it awards. */
  spin(coin: number, rng: RandomSource): SlotSpin {
    const stops = this.strips.map((s) => rng.int(s.length));
    const window = this.windowAt(stops);
    const base = this.payScreen(window, coin);
    const freeSpins: SlotScreen[] = [];
    let left = this.awarded(base.scatters);
    let total = base.payout;
    const multiplier = this.data.freeSpins?.multiplier ?? 1;
    while (left > 0 && freeSpins.length < FREE_SPIN_CAP) {
      left--;
      const w = this.windowAt(this.strips.map((s) => rng.int(s.length)));
      const paid = this.payScreen(w, coin, multiplier);
      left += this.awarded(paid.scatters);
      total += paid.payout;
      freeSpins.push({ window: w.map((col) => col.map((x) => this.codes[x]!)), payout: paid.payout, wins: paid.wins });
    }
    const codes = window.map((col) => col.map((x) => this.codes[x]!));
    return { stops, window: codes, payout: base.payout, wins: base.wins, freeSpins, total };
  }

  /** P(a reel's window shows the scatter), per reel. */
  private scatterChances(): number[] {
    return this.strips.map((strip) => {
      if (this.scatter < 0) return 0;
      let n = 0;
      for (let i = 0; i < strip.length; i++)
        for (let row = 0; row < this.data.rows; row++) if (strip[(i + row) % strip.length] === this.scatter) n++;
      return n / strip.length;
    });
  }

  /** P(n scatters on the screen), n = 0..5 (each reel shows one at most). */
  scatterDistribution(): number[] {
    let dist = [1];
    for (const p of this.scatterChances()) {
      const next = new Array<number>(dist.length + 1).fill(0);
      dist.forEach((q, n) => {
        next[n]! += q * (1 - p);
        next[n + 1]! += q * p;
      });
      dist = next;
    }
    return dist;
  }

  /**
   * The exact return per unit staked. A spin's base return E (lines or ways, and the scatter)
   * is the same in a free spin times the multiplier; a spin awards A free spins on average, each
   * of which awards A again, so a paid spin brings A / (1 - A) free spins on average.
   */
  exactRtp(): { rtp: number; base: number; freeSpinsPerSpin: number; triggerChance: number } {
    this.exact ??= this.computeExactRtp();
    return this.exact;
  }

  private exact: { rtp: number; base: number; freeSpinsPerSpin: number; triggerChance: number } | undefined;

  private computeExactRtp(): { rtp: number; base: number; freeSpinsPerSpin: number; triggerChance: number } {
    const sym = this.data.symbols;
    const freq = this.strips.map((strip) => {
      const f = new Float64Array(this.S);
      for (const x of strip) f[x]! += 1 / strip.length;
      return f;
    });
    let coins = 0;
    if (this.data.mode.kind === 'lines') {
      const line = new Array<number>(5);
      const walk = (r: number, p: number) => {
        if (p === 0) return;
        if (r === 5) {
          coins += p * this.evaluateLine(line).multiple;
          return;
        }
        for (let s = 0; s < this.S; s++) {
          line[r] = s;
          walk(r + 1, p * freq[r]![s]!);
        }
      };
      walk(0, 1);
      coins *= this.lines;
    } else {
      for (let s = 0; s < this.S; s++) {
        const def = sym[s]!;
        if (def.kind !== 'low' && def.kind !== 'high') continue;
        const mean: number[] = [];
        const none: number[] = [];
        for (const strip of this.strips) {
          let total = 0;
          let empty = 0;
          for (let i = 0; i < strip.length; i++) {
            let c = 0;
            for (let row = 0; row < this.data.rows; row++) {
              const x = strip[(i + row) % strip.length]!;
              if (x === s || x === this.wild) c++;
            }
            total += c;
            if (c === 0) empty++;
          }
          mean.push(total / strip.length);
          none.push(empty / strip.length);
        }
        for (let k = 3; k <= 5; k++) {
          let e = def.pays[k - 3]!;
          for (let r = 0; r < k; r++) e *= mean[r]!;
          if (k < 5) e *= none[k]!;
          coins += e;
        }
      }
    }
    const dist = this.scatterDistribution();
    let scatterStakes = 0;
    let awards = 0;
    let trigger = 0;
    for (let n = 3; n < dist.length; n++) {
      if (this.scatter >= 0) scatterStakes += dist[n]! * sym[this.scatter]!.pays[n - 3]!;
      awards += dist[n]! * this.awarded(n);
      if (this.awarded(n) > 0) trigger += dist[n]!;
    }
    const base = coins / this.data.cost + scatterStakes;
    const perSpin = awards < 1 ? awards / (1 - awards) : Number.POSITIVE_INFINITY;
    const rtp = base * (1 + (this.data.freeSpins?.multiplier ?? 1) * perSpin);
    return { rtp, base, freeSpinsPerSpin: perSpin, triggerChance: trigger };
  }
}

export interface Measured {
  spins: number;
  seed: number;
  /** total won / total staked */
  rtp: number;
  /** standard deviation of a spin's return per unit staked */
  sd: number;
  /** share of paid spins that won anything */
  hitRate: number;
  /** share of paid spins that awarded free spins */
  freeSpinRate: number;
}

/**
 * `spins` paid spins of `title` from a seeded source, paid through tables built once from the
 * engine's own evaluation (a line's pay by its five symbols, a reel's count of each symbol by
 * its stop), so a million spins take a fraction of a second and match `SlotTitle.spin` exactly
 * (checked by the tests). Same seed, same figures.
 */
export function simulate(title: SlotTitle, spins: number, seed: number): Measured {
  const rng = new FastRandom(seed);
  const { S, strips, data } = title;
  const rows = data.rows;
  const lens = strips.map((s) => s.length);
  const cost = data.cost;
  const multiplier = data.freeSpins?.multiplier ?? 1;
  const award = [0, 0, 0, 0, 0, 0].map((_, n) => (data.freeSpins && n >= 3 ? data.freeSpins.awards[n - 3]! : 0));
  const scatterPay = [0, 0, 0, 0, 0, 0].map((_, n) =>
    title.scatter >= 0 && n >= 3 ? data.symbols[title.scatter]!.pays[n - 3]! * cost : 0,
  );
  // per reel and stop: does the window show the scatter
  const scat = strips.map((strip) => {
    const out = new Uint8Array(strip.length);
    for (let i = 0; i < strip.length; i++)
      for (let row = 0; row < rows; row++) if (strip[(i + row) % strip.length] === title.scatter) out[i] = 1;
    return out;
  });
  let screen: (stops: Int32Array) => number;
  if (data.mode.kind === 'lines') {
    // the pay of every line of five symbols, indexed by Σ symbol × S^reel
    const table = new Int32Array(S ** 5);
    const line = new Array<number>(5);
    for (let i = 0; i < table.length; i++) {
      let x = i;
      for (let r = 0; r < 5; r++) {
        line[r] = x % S;
        x = Math.floor(x / S);
      }
      table[i] = title.evaluateLine(line).multiple;
    }
    // per reel and stop, per row: the symbol's share of the index
    const part = strips.map((strip, r) => {
      const out = new Int32Array(strip.length * rows);
      for (let i = 0; i < strip.length; i++)
        for (let row = 0; row < rows; row++) out[i * rows + row] = strip[(i + row) % strip.length]! * S ** r;
      return out;
    });
    const pl = title.paylines.map((p) => Int32Array.from(p));
    screen = (stops) => {
      let coins = 0;
      for (let l = 0; l < pl.length; l++) {
        const p = pl[l]!;
        coins +=
          table[
            part[0]![stops[0]! * rows + p[0]!]! +
              part[1]![stops[1]! * rows + p[1]!]! +
              part[2]![stops[2]! * rows + p[2]!]! +
              part[3]![stops[3]! * rows + p[3]!]! +
              part[4]![stops[4]! * rows + p[4]!]!
          ]!;
      }
      return coins;
    };
  } else {
    const paying: number[] = [];
    data.symbols.forEach((s, i) => {
      if (s.kind === 'low' || s.kind === 'high') paying.push(i);
    });
    // per reel and stop, per symbol: how many of it (or the wild) the window shows
    const counts = strips.map((strip) => {
      const out = new Uint8Array(strip.length * S);
      for (let i = 0; i < strip.length; i++)
        for (let row = 0; row < rows; row++) {
          const x = strip[(i + row) % strip.length]!;
          if (x === title.wild) for (const s of paying) out[i * S + s]!++;
          else out[i * S + x]!++;
        }
      return out;
    });
    const pays = data.symbols.map((s) => s.pays);
    screen = (stops) => {
      let coins = 0;
      for (const s of paying) {
        let ways = 1;
        let k = 0;
        for (; k < 5; k++) {
          const c = counts[k]![stops[k]! * S + s]!;
          if (c === 0) break;
          ways *= c;
        }
        if (k >= 3) coins += pays[s]![k - 3]! * ways;
      }
      return coins;
    };
  }
  const stops = new Int32Array(5);
  const draw = () => {
    let n = 0;
    for (let r = 0; r < 5; r++) {
      const i = rng.int(lens[r]!);
      stops[r] = i;
      n += scat[r]![i]!;
    }
    return n;
  };
  let won = 0;
  let sumSq = 0;
  let hits = 0;
  let triggered = 0;
  for (let i = 0; i < spins; i++) {
    let n = draw();
    // in coins; the stake is `cost` coins
    let round = screen(stops) + scatterPay[n]!;
    let left = award[n]!;
    if (left > 0) triggered++;
    let played = 0;
    while (left > 0 && played < FREE_SPIN_CAP) {
      left--;
      played++;
      n = draw();
      round += (screen(stops) + scatterPay[n]!) * multiplier;
      left += award[n]!;
    }
    if (round > 0) hits++;
    const ret = round / cost;
    won += ret;
    sumSq += ret * ret;
  }
  const rtp = won / spins;
  return {
    spins,
    seed,
    rtp,
    sd: Math.sqrt(Math.max(0, sumSq / spins - rtp * rtp)),
    hitRate: hits / spins,
    freeSpinRate: triggered / spins,
  };
}
