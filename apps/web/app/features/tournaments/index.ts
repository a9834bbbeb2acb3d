/**
 * Tournaments feature (/dua-top and /dua-top/:slug, decision 138): the list, a tournament's
 * page with the live leaderboard and the opt-in button. Routes render TournamentsList and
 * TournamentPage with what their loaders read from the server context.
 */
export { TournamentCard } from './tournament-card';
export { TournamentPage } from './tournament-page';
