export { AwcSandbox } from './awc.sandbox';
export { type PartnerSandboxesOptions, partnerSandboxesPlugin } from './plugin';
export { PpSandbox } from './pp.sandbox';
export { SLOT_ICONS, type SlotIcon } from './slot-art';
export { type Measured, SlotTitle, type SlotTitleData, simulate, VOLATILITY_BANDS } from './slot-engine';
export {
  measuredRtp,
  PP_LINE_BETS,
  PP_SLOT_TITLES,
  type PpSlotTitle,
  ppSlotTitle,
  SLOT_MEASURE_SEED,
  SLOT_MEASURE_SPINS,
  slotMark,
  slotRules,
} from './slots';
export { type SandboxBet, SandboxStore } from './store';
export { AWC_TABLES, PP_TABLES } from './tables';
export { openSession, ppHash, signSession, WireUnknown } from './wire';
