export { CockfightService } from './cockfight.service';
export { HouseError, HouseService } from './house.service';
export { type HouseGamesOptions, houseGamesPlugin } from './plugin';
