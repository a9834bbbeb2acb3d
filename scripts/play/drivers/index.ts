import type { CatalogueGame, GameDriver } from '../driver';
import { houseInstant } from './house-instant';
import { houseSteps } from './house-steps';
import { lotteryDraws } from './lottery';
import { sportsBook } from './sports';

/** Every game driver; the first that plays a game is used. */
export const DRIVERS: readonly GameDriver[] = [houseInstant, houseSteps, lotteryDraws, sportsBook];

export function driverFor(game: CatalogueGame): GameDriver | undefined {
  return DRIVERS.find((d) => d.plays(game));
}
