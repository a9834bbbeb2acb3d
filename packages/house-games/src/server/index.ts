export { CockfightService } from './cockfight.service';
export { FishService } from './fish.service';
export { ABANDONED_AFTER_SECONDS, HouseTablesService } from './hands.service';
export { HouseError, HouseService } from './house.service';
export { LIVE_TABLES, LiveBaccaratService } from './live.service';
export { type HouseGamesOptions, houseGamesPlugin } from './plugin';
