import type { CatalogueGame, GameDriver } from '../driver';
import { houseCockfight } from './house-cockfight';
import { houseFish } from './house-fish';
import { houseInstant } from './house-instant';

/** Every game driver; the first that plays a game is used. */
export const DRIVERS: readonly GameDriver[] = [houseInstant, houseCockfight, houseFish];

export function driverFor(game: CatalogueGame): GameDriver | undefined {
  return DRIVERS.find((d) => d.plays(game));
}
