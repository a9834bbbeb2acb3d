export * from './envelope';
export * from './errors';
export * from './system';
