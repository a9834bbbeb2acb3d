// Every module's tables, gathered for Drizzle and drizzle-kit. A module owns its
// `*.schema.ts`; other modules reach its data only through its service.

export * from '@app/house-games/schema';
export * from '@app/lottery/schema';
export * from '@app/sportsbook/schema';
export * from '../modules/admin/admin.schema';
export * from '../modules/agents/agents.schema';
export * from '../modules/aml/aml.schema';
export * from '../modules/auth/auth.schema';
export * from '../modules/banks/banks.schema';
export * from '../modules/cms/cms.schema';
export * from '../modules/content/content.schema';
export * from '../modules/domain-events/domain-events.schema';
export * from '../modules/events/events.schema';
export * from '../modules/exclusions/exclusions.schema';
export * from '../modules/freespins/freespins.schema';
export * from '../modules/games/games.schema';
export * from '../modules/gamesadmin/gamesadmin.schema';
export * from '../modules/giftcodes/giftcodes.schema';
export * from '../modules/jurisdictions/jurisdictions.schema';
export * from '../modules/kyc/kyc.schema';
export * from '../modules/messaging/messaging.schema';
export * from '../modules/missions/missions.schema';
export * from '../modules/ops/ops.schema';
export * from '../modules/payments/gateways/sandbox/sandbox.schema';
export * from '../modules/payments/payments.schema';
export * from '../modules/promotions/promotions.schema';
export * from '../modules/protection/protection.schema';
export * from '../modules/providers/adapters/adapters.schema';
export * from '../modules/providers/providers.schema';
export * from '../modules/system/system.schema';
export * from '../modules/tournaments/tournaments.schema';
export * from '../modules/transfers/transfers.schema';
export * from '../modules/vip/vip.schema';
export * from '../modules/wallet/wallet.schema';
export * from './cluster.schema';
