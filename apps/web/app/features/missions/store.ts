import { create } from 'zustand';
import type { MissionBlock } from './rules';

interface MissionsState {
  /** Bumped whenever the player's missions changed here (check-in, accept, claim): lists and the badge reload. */
  revision: number;
  /** What the configuration and the player's flags say (product.md section 4), before asking the server. */
  localBlock: MissionBlock | null;
  /** What the server answered last (403 MISSION_MUST_DEPOSIT / MISSION_MUST_VERIFY_PHONE). */
  serverBlock: MissionBlock | null;
}

export const useMissions = create<MissionsState>()(() => ({ revision: 0, localBlock: null, serverBlock: null }));

export function missionsChanged() {
  useMissions.setState((s) => ({ revision: s.revision + 1 }));
}

/** Why the player cannot take part yet, the server's word first. */
export function useMissionBlock(): MissionBlock | null {
  return useMissions((s) => s.serverBlock ?? s.localBlock);
}
