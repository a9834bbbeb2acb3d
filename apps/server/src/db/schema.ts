// Every module's tables, gathered for Drizzle and drizzle-kit. A module owns its
// `*.schema.ts`; other modules reach its data only through its service.
export * from '../modules/system/system.schema';
