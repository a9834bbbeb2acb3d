import { FastRandom } from '@app/provider-kit/random';
import { describe, expect, it } from 'vitest';
import { leaves } from '../../../../scripts/i18n-text-check';
import { HOUSE_GAMES } from '../games';
import { BACCARAT_SPOTS } from '../games/baccarat';
import { BAUCUA_SPOTS } from '../games/baucua';
import { type BlackjackAction, playBlackjack, shoeCards } from '../games/blackjack';
import { basicStrategy } from '../games/blackjack-strategy';
import { FIGHT_SIDES } from '../games/cockfight';
import { FISH_CODES } from '../games/fish';
import { playMauBinh } from '../games/maubinh';
import { RONGHO_SPOTS } from '../games/rongho';
import { ROULETTE_SPOTS } from '../games/roulette';
import { SICBO_SPOTS } from '../games/sicbo';
import { TAIXIU_SPOTS } from '../games/taixiu';
import type { HouseGame, WinDetail } from '../games/types';
import { deckCards, playXiDach, xiDachStrategy } from '../games/xidach';
import { XOCDIA_SPOTS } from '../games/xocdia';
import { houseT, houseVi, WIN_WORDS, winLine } from '.';

/*
 * A round's win lines in the page's language (decision 175): every core fills `say` beside its
 * Vietnamese `label`, and the Vietnamese catalogue must word `say` exactly as `label` does, so
 * the two cannot drift. Rounds of every game are played from a seeded source (every spot of a
 * table bet at once, the step games by their usual strategy) until every win line and word of
 * `winLines` has been met.
 */
const vi = houseT('vi');
const en = houseT('en');

const tableBet = (spots: readonly string[]) => ({ bets: spots.map((spot) => ({ spot, amount: 1000 })) });

/** The different wins of `rounds` rounds of a game, each bet made by `betOf` from the drawn outcome. */
// biome-ignore lint/suspicious/noExplicitAny: the games' bet and outcome types differ
function play(game: HouseGame<any, any>, rounds: number, seed: number, betOf: (outcome: any) => unknown): WinDetail[] {
  const rng = new FastRandom(seed);
  const wins = new Map<string, WinDetail>();
  for (let i = 0; i < rounds; i++) {
    const outcome = game.draw(rng);
    for (const w of game.settle(betOf(outcome), outcome).wins) wins.set(`${w.label} ${JSON.stringify(w.say)}`, w);
  }
  return [...wins.values()];
}

function blackjackBet(outcome: { shoe: number[] }) {
  const cards = shoeCards(outcome);
  const actions: BlackjackAction[] = [];
  for (;;) {
    const s = playBlackjack(cards, 1000, actions);
    if (s.phase === 'done') return { amount: 1000, actions };
    // insurance always, so that the insurance line is met
    actions.push(s.phase === 'insurance' ? 'insurance' : basicStrategy(s));
  }
}

function xiDachBet(outcome: { deck: number[] }) {
  const deck = deckCards(outcome);
  const actions: string[] = [];
  for (;;) {
    const s = playXiDach(deck, 1000, actions);
    if (s.phase === 'done') return { amount: 1000, actions };
    actions.push(xiDachStrategy(s));
  }
}

/** Cards by name for a Mậu Binh deal: rank A 2..9 T J Q K, suit s h d c. */
const cards = (names: string) =>
  names.split(' ').map((n) => 'shdc'.indexOf(n[1]!) * 13 + 'A23456789TJQK'.indexOf(n[0]!));

/** Every coup of one live shoe. */
const liveShoe = HOUSE_GAMES.baccarat_live.draw(new FastRandom(9)) as { coups: unknown[] };

const sweep: Record<string, WinDetail[]> = {
  taixiu: play(HOUSE_GAMES.taixiu, 300, 1, () => tableBet(TAIXIU_SPOTS)),
  xocdia: play(HOUSE_GAMES.xocdia, 300, 2, () => tableBet(XOCDIA_SPOTS)),
  baucua: play(HOUSE_GAMES.baucua, 300, 3, () => tableBet(BAUCUA_SPOTS)),
  rongho: play(HOUSE_GAMES.rongho, 500, 4, () => tableBet(RONGHO_SPOTS)),
  roulette: play(HOUSE_GAMES.roulette, 1500, 5, () => tableBet(ROULETTE_SPOTS)),
  sicbo: play(HOUSE_GAMES.sicbo, 3000, 6, () => tableBet(SICBO_SPOTS)),
  baccarat: play(HOUSE_GAMES.baccarat, 1000, 7, () => tableBet(BACCARAT_SPOTS)),
  baccarat_nc: play(HOUSE_GAMES.baccarat_nc, 1000, 8, () => tableBet(BACCARAT_SPOTS)),
  baccarat_live: liveShoe.coups.flatMap(
    (_, coup) => HOUSE_GAMES.baccarat_live.settle({ coup, ...tableBet(BACCARAT_SPOTS) }, liveShoe).wins,
  ),
  cockfight: play(HOUSE_GAMES.cockfight, 100, 10, () => ({
    bets: FIGHT_SIDES.map((spot) => ({ spot, amount: 1000, odds: spot === 'draw' ? 900 : 190 })),
  })),
  slot: play(HOUSE_GAMES.slot, 2000, 11, () => ({ lineBet: 100 })),
  keno: play(HOUSE_GAMES.keno, 2000, 12, () => ({ picks: [1, 2, 3, 4, 5, 6, 7, 8], amount: 1000 })),
  // every fish in turn, so that even the boss is caught now and then
  fish: play(HOUSE_GAMES.fish, 400, 13, () => ({
    shots: Array.from({ length: 40 }, (_, i) => ({ fish: FISH_CODES[i % FISH_CODES.length]!, level: 100 })),
  })),
  blackjack: play(HOUSE_GAMES.blackjack, 3000, 14, blackjackBet),
  threecard: play(HOUSE_GAMES.threecard, 5000, 15, () => ({ ante: 1000, pairPlus: 1000, actions: ['play'] })),
  xidach: play(HOUSE_GAMES.xidach, 5000, 16, xiDachBet),
  maubinh: [
    // arranged automatically, unless a hand wins at once (then the round is over as dealt)
    ...play(HOUSE_GAMES.maubinh, 300, 17, (o) => ({
      chi: 1000,
      actions: playMauBinh(o, { chi: 1000 }, []).phase === 'done' ? [] : ['auto'],
    })),
    // an instant win (six pairs) against an ordinary hand
    ...HOUSE_GAMES.maubinh.settle(
      { chi: 1000, actions: [] },
      { cards: cards('As Ah 2s 2h 3s 3h 4s 4h 5s 5h 6s 6h 9d Kd Qc Jd Tc 8d 7c 6d 5c 4d 3c 2d 8c 9c') },
    ).wins,
  ],
};

describe('win lines in the page language', () => {
  it('should play every game and give every win its words', () => {
    for (const [game, wins] of Object.entries(sweep)) {
      expect(wins.length, game).toBeGreaterThan(0);
      expect(
        wins.filter((w) => !w.say).map((w) => w.label),
        game,
      ).toEqual([]);
    }
    expect(Object.keys(sweep).sort()).toEqual(Object.keys(HOUSE_GAMES).sort());
  });

  it('should read in Vietnamese exactly as the cores label the wins', () => {
    for (const [game, wins] of Object.entries(sweep)) {
      const differ = new Set(
        wins.filter((w) => winLine(vi, w) !== w.label).map((w) => `${w.label} ≠ ${winLine(vi, w)}`),
      );
      expect([...differ], game).toEqual([]);
    }
  });

  it('should meet every win line and word of the catalogue', () => {
    const used = new Set<string>();
    for (const w of Object.values(sweep).flat()) {
      used.add(w.say!.key);
      for (const [name, value] of Object.entries(w.say!.values ?? {}))
        if (WIN_WORDS[name]) used.add(`${WIN_WORDS[name]}.${value}`);
    }
    const need = [
      ...leaves(houseVi.winLines, 'winLines').keys(),
      ...BAUCUA_SPOTS.map((s) => `baucua.animals.${s}`),
      ...BACCARAT_SPOTS.map((s) => `baccarat.spots.${s}`),
      ...FIGHT_SIDES.map((s) => `cockfight.sides.${s}`),
      ...FISH_CODES.map((f) => `fish.names.${f}`),
      ...[1, 2, 3, 4, 5].map((h) => `threecard.hands.${h}`),
      'keno.hits',
      'maubinh.chiNet',
      'maubinh.specials.luc_phe_bon',
    ];
    expect(need.filter((k) => !used.has(k))).toEqual([]);
  });

  it('should read in English on an English page', () => {
    const line = (game: string, key: string, values?: Record<string, unknown>) =>
      sweep[game]!.find(
        (w) => w.say?.key === key && Object.entries(values ?? {}).every(([k, v]) => w.say?.values?.[k] === v),
      )!;
    // four lanterns along the bottom row: line 3
    const window = [
      ['J', 'Q', 'lantern'],
      ['Q', 'K', 'lantern'],
      ['K', 'A', 'lantern'],
      ['A', 'J', 'lantern'],
      ['J', 'Q', 'coin'],
    ];
    const spin = HOUSE_GAMES.slot.settle({ lineBet: 100 }, { stops: [0, 0, 0, 0, 0], window, jackpotTicket: 0 });
    const line3 = spin.wins.find((w) => w.say?.values?.line === 3)!;
    expect(line3.label).toBe('Dòng 3: 4 × Đèn lồng');
    expect(winLine(en, line3)).toBe('Line 3: 4 × Lantern');
    expect(winLine(en, line('slot', 'winLines.slot', { symbol: 'wild' }))).toMatch(/^Line \d+: \d × Dragon \(Wild\)$/);
    expect(winLine(en, line('keno', 'keno.hits', { hits: 5 }))).toBe('5/8 hit');
    expect(winLine(en, line('blackjack', 'winLines.blackjack.hand', { n: 1, result: 'win' }))).toBe('Hand 1: Win');
    expect(winLine(en, line('blackjack', 'winLines.blackjack.insurance'))).toBe('Insurance');
    expect(winLine(en, line('threecard', 'winLines.threecard.anteBonus', { hand: 3 }))).toBe('Ante bonus: Straight');
    expect(winLine(en, line('xidach', 'winLines.xidach.normal', { total: 20 }))).toBe('20 points');
    expect(winLine(en, line('fish', 'winLines.fish', { fish: 'long-vuong' }))).toBe('Dragon King (Boss) x300');
    expect(winLine(en, line('sicbo', 'winLines.sicbo.pair', { a: 2, b: 5 }))).toBe('Combination 2-5');
    expect(winLine(en, line('roulette', 'winLines.roulette.number', { n: 17 }))).toBe('Number 17');
    expect(winLine(en, line('taixiu', 'winLines.taixiu.tai'))).toBe('Tài (big)');
    expect(winLine(en, line('baccarat', 'baccarat.spots.banker_pair'))).toBe('Banker Pair');
    expect(winLine(en, line('cockfight', 'cockfight.sides.wala'))).toBe('Wala (Blue)');
    expect(winLine(en, line('maubinh', 'maubinh.specials.luc_phe_bon'))).toBe('Six pairs');
  });

  it('should keep the label of a win that has no words', () => {
    expect(winLine(en, { label: 'Dòng 1', stake: 1, payout: 2 })).toBe('Dòng 1');
  });
});
