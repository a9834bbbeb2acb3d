export { CockfightService } from './cockfight.service';
export { FishService } from './fish.service';
export { ABANDONED_AFTER_SECONDS, HouseTablesService } from './hands.service';
export { HouseError, HouseService } from './house.service';
export {
  checkGameLimits,
  checkLimits,
  DEFAULT_TABLE_LIMITS,
  defaultLimitsOf,
  GAME_TABLE_CODES,
  GAME_TABLES,
  type GameTableCode,
  LIMITED_TABLE_CODES,
  type LimitedTableCode,
  limitsProblem,
  SHARED_TABLE_CODES,
  SHARED_TABLES,
  type SharedTableCode,
  type TableLimits,
  TableLimitsStore,
} from './limits';
export { LIVE_TABLES, LiveBaccaratService } from './live.service';
export { type HouseGamesOptions, houseGamesPlugin } from './plugin';
