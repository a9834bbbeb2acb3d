export { ACCEPT_ODDS, BetsService, oddsAcceptable, SportsError } from './bets.service';
export { sportsTiming } from './config';
export { matchClock, SandboxFeed } from './feed.service';
export { importFeed, teamKey, withStaffMargin } from './importer';
export { fixturesBetween, getMatch, listMatches, type MatchStatusFilter, type MatchView } from './matches';
export { SPORTS_GAMES, type SportsbookOptions, sportsbookPlugin } from './plugin';
export { SportsSettings } from './settings';
