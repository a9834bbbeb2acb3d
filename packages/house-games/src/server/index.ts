export { ABANDONED_AFTER_SECONDS, HouseTablesService } from './hands.service';
export { HouseError, HouseService } from './house.service';
export { type HouseGamesOptions, houseGamesPlugin } from './plugin';
