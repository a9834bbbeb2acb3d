export * from './feeds/football-data';
export * from './feeds/the-odds-api';
export * from './leagues';
export * from './markets';
export * from './match';
export * from './model';
export * from './odds';
export * from './settlement';
