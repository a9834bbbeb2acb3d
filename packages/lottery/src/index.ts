export * from './core/bets';
export * from './core/fair';
export * from './core/games';
export * from './core/regions';
export * from './core/results';
export * from './core/rtp';
export * from './feed/xskt';
