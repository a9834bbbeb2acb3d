export { CockfightService } from './cockfight.service';
export { FishService } from './fish.service';
export { HouseError, HouseService } from './house.service';
export { type HouseGamesOptions, houseGamesPlugin } from './plugin';
