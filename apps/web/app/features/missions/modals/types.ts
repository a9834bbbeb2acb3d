declare module '../../../components/modal/store' {
  interface ModalPropsMap {
    /** The reward a claim just paid (VND, from the claim-reward answer) and the mission's title. */
    missionClaimSuccess: { title: string; reward: number };
  }
}

export {};
