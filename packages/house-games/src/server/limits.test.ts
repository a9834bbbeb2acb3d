import { describe, expect, it } from 'vitest';
import { houseGame } from '../games';
import { STEP_GAMES } from '../games/steps';
import { MAX_TABLE_STAKE } from '../games/types';
import {
  checkLimits,
  defaultLimitsOf,
  GAME_TABLE_CODES,
  GAME_TABLES,
  gameTable,
  limitsProblem,
  type TableLimits,
} from './limits';

const LIMITS: TableLimits = { spotMin: 10_000, spotMax: 200_000, roundMin: 20_000, roundMax: 300_000 };

/** A bet as the game's API takes it (the deal of a card game), parsed by the game's own schema. */
function parsed(game: string, raw: unknown): unknown {
  const steps = STEP_GAMES[game];
  const schema = steps ? steps.dealSchema : houseGame(game)!.betSchema;
  return schema.parse(raw);
}

/** The refusal a bet meets under `limits`, or null when it is taken. */
function refusal(game: string, raw: unknown, limits = LIMITS): { code: string; message: string } | null {
  const { spots, total } = gameTable(game)!.stakes(parsed(game, raw));
  try {
    checkLimits(limits, spots, 0, total);
    return null;
  } catch (err) {
    const e = err as { statusCode: number; code: string; message: string };
    expect(e.statusCode).toBe(400);
    return { code: e.code, message: e.message };
  }
}

/** One bet of the board game on the given spots (the first spots of the game's board). */
const board = (game: string, amounts: number[]) => {
  const spots = boardSpots(game);
  return { bets: amounts.map((amount, i) => ({ spot: spots[i]!, amount })) };
};
const boardSpots = (game: string): string[] => {
  const schema = houseGame(game)!.betSchema as unknown as {
    shape: { bets: { element: { shape: { spot: { options: string[] } } } } };
  };
  return schema.shape.bets.element.shape.spot.options;
};
const BOARD_GAMES = ['taixiu', 'xocdia', 'baucua', 'rongho', 'sicbo', 'roulette', 'baccarat', 'baccarat_nc'];

describe('per-player table limits', () => {
  it('should cover every house table that takes stakes, and no other game', () => {
    expect([...GAME_TABLE_CODES].sort()).toEqual(
      [...BOARD_GAMES, 'blackjack', 'xidach', 'threecard', 'maubinh'].sort(),
    );
    for (const code of ['slot', 'keno', 'fish', 'cockfight', 'baccarat_live']) expect(gameTable(code)).toBeUndefined();
  });

  it.each(BOARD_GAMES)('should hold %s to its limits per spot and per round', (game) => {
    expect(refusal(game, board(game, [10_000, 10_000]))).toBeNull();
    expect(refusal(game, board(game, [200_000]))).toBeNull();
    expect(refusal(game, board(game, [9_000, 20_000]))).toEqual({
      code: 'TABLE_LIMIT',
      message: 'Mức cược mỗi cửa tối thiểu là 10,000 VND',
    });
    expect(refusal(game, board(game, [201_000]))?.message).toBe('Mức cược mỗi cửa tối đa là 200,000 VND');
    expect(refusal(game, board(game, [10_000]))?.message).toBe('Tổng cược mỗi ván tối thiểu là 20,000 VND');
    expect(refusal(game, board(game, [200_000, 101_000]))?.message).toBe('Tổng cược mỗi ván tối đa là 300,000 VND');
  });

  it.each(['blackjack', 'xidach'])('should hold the hand of %s to its limits', (game) => {
    expect(refusal(game, { amount: 20_000 })).toBeNull();
    expect(refusal(game, { amount: 200_000 })).toBeNull();
    expect(refusal(game, { amount: 201_000 })?.message).toBe('Mức cược mỗi cửa tối đa là 200,000 VND');
    expect(refusal(game, { amount: 15_000 })?.message).toBe('Tổng cược mỗi ván tối thiểu là 20,000 VND');
  });

  it('should hold the ante and the pair plus of three card poker each to the spot limits, their sum to the round', () => {
    expect(refusal('threecard', { ante: 20_000 })).toBeNull();
    expect(refusal('threecard', { ante: 20_000, pairPlus: 5_000 })?.message).toBe(
      'Mức cược mỗi cửa tối thiểu là 10,000 VND',
    );
    expect(refusal('threecard', { ante: 200_000, pairPlus: 150_000 })?.message).toBe(
      'Tổng cược mỗi ván tối đa là 300,000 VND',
    );
    expect(refusal('threecard', { ante: 150_000, pairPlus: 150_000 })).toBeNull();
  });

  it('should hold the chi of Mậu Binh to the spot limits and the 12 chi it stakes to the round', () => {
    // 20,000 a chi stakes 240,000: within the round maximum of 300,000
    expect(refusal('maubinh', { chi: 20_000 })).toBeNull();
    expect(refusal('maubinh', { chi: 30_000 })?.message).toBe('Tổng cược mỗi ván tối đa là 300,000 VND');
    expect(refusal('maubinh', { chi: 5_000 })?.message).toBe('Mức cược mỗi cửa tối thiểu là 10,000 VND');
  });

  it('should take under the defaults every bet the fixed table stakes took before (every spot at the maximum)', () => {
    for (const t of GAME_TABLES) {
      expect(limitsProblem(t.defaults)).toBeNull();
      expect(defaultLimitsOf(t.code)).toEqual(t.defaults);
    }
    for (const game of BOARD_GAMES) {
      const all = boardSpots(game).map(() => MAX_TABLE_STAKE);
      expect(refusal(game, board(game, all), defaultLimitsOf(game as 'sicbo'))).toBeNull();
      expect(refusal(game, board(game, [1_000]), defaultLimitsOf(game as 'sicbo'))).toBeNull();
    }
    expect(refusal('blackjack', { amount: MAX_TABLE_STAKE }, defaultLimitsOf('blackjack'))).toBeNull();
    expect(refusal('xidach', { amount: 1_000 }, defaultLimitsOf('xidach'))).toBeNull();
    expect(
      refusal('threecard', { ante: MAX_TABLE_STAKE, pairPlus: MAX_TABLE_STAKE }, defaultLimitsOf('threecard')),
    ).toBeNull();
    expect(refusal('maubinh', { chi: MAX_TABLE_STAKE }, defaultLimitsOf('maubinh'))).toBeNull();
    expect(refusal('maubinh', { chi: 1_000 }, defaultLimitsOf('maubinh'))).toBeNull();
  });
});
