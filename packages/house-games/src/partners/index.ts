export { AwcSandbox } from './awc.sandbox';
export { type PartnerSandboxesOptions, partnerSandboxesPlugin } from './plugin';
export { PpSandbox } from './pp.sandbox';
export { PP_LINE_BETS, PP_SLOT_RTP, PP_SLOT_TITLES, type PpSlotTitle } from './slots';
export { type SandboxBet, SandboxStore } from './store';
export { AWC_TABLES, PP_TABLES } from './tables';
export { openSession, ppHash, signSession, WireUnknown } from './wire';
