import { baccarat, baccaratNc } from './baccarat';
import { baccaratLive } from './baccarat-live';
import { baucua } from './baucua';
import { blackjack } from './blackjack';
import { cockfight } from './cockfight';
import { fish } from './fish';
import { keno } from './keno';
import { mauBinh } from './maubinh';
import { rongho } from './rongho';
import { roulette } from './roulette';
import { sicbo } from './sicbo';
import { slot } from './slot';
import { taixiu } from './taixiu';
import { threeCard } from './threecard';
import type { HouseGame, HouseGameCode } from './types';
import { xiDach } from './xidach';
import { xocdia } from './xocdia';

/** Every house game by code. The registry is typed loosely: bets are validated by each game's schema. */
// biome-ignore lint/suspicious/noExplicitAny: games of different bet and outcome types in one table
export const HOUSE_GAMES: Record<HouseGameCode, HouseGame<any, any>> = {
  taixiu,
  xocdia,
  baucua,
  rongho,
  roulette,
  slot,
  keno,
  baccarat,
  baccarat_nc: baccaratNc,
  blackjack,
  threecard: threeCard,
  cockfight,
  fish,
  xidach: xiDach,
  maubinh: mauBinh,
  baccarat_live: baccaratLive,
  sicbo,
};

export function houseGame(code: string): HouseGame<unknown, unknown> | undefined {
  return (HOUSE_GAMES as Record<string, HouseGame<unknown, unknown>>)[code];
}

export {
  baccarat,
  baccaratLive,
  baccaratNc,
  baucua,
  blackjack,
  cockfight,
  fish,
  keno,
  mauBinh,
  rongho,
  roulette,
  sicbo,
  slot,
  taixiu,
  threeCard,
  xiDach,
  xocdia,
};
