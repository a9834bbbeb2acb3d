/**
 * One server instance of the cluster: the server's own start-up (apps/server/src/main.ts) on
 * the database settings the cluster script gives it, serving the site the script built.
 */
process.env.NODE_ENV ??= 'production';
const { main } = await import('../../apps/server/src/main');
await main({ web: 'production' });

export {};
