import type { CatalogueGame, GameDriver } from '../driver';
import { houseCockfight } from './house-cockfight';
import { houseFish } from './house-fish';
import { houseInstant } from './house-instant';
import { houseLive } from './house-live';
import { houseSteps } from './house-steps';
import { lotteryDraws } from './lottery';
import { partnerGames } from './partners';
import { sportsBook } from './sports';
import { sportsbookSandboxes } from './sportsbooks';
import { transferProviders } from './transfers';

/** Every game driver; the first that plays a game is used. */
export const DRIVERS: readonly GameDriver[] = [
  houseInstant,
  houseSteps,
  houseCockfight,
  houseFish,
  houseLive,
  lotteryDraws,
  sportsBook,
  partnerGames,
  sportsbookSandboxes,
  transferProviders,
];

export function driverFor(game: CatalogueGame): GameDriver | undefined {
  return DRIVERS.find((d) => d.plays(game));
}
