/**
 * VIP feature (/vip and the account area's card, decision 144): the ladder with the texts the
 * server generates from the rule in force, and the player's level and progress.
 */
export { VipPage } from './vip-page';
export { AccountVipCard, VipStatusCard } from './vip-status';
