export * from './leagues';
export * from './markets';
export * from './match';
export * from './model';
export * from './odds';
