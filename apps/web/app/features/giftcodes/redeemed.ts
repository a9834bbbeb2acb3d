import { create } from 'zustand';

/** Bumped after every redemption, so an open history tab reloads its rows. */
export const useGiftcodeRedeemed = create<{ count: number }>()(() => ({ count: 0 }));

export function markGiftcodeRedeemed(): void {
  useGiftcodeRedeemed.setState((s) => ({ count: s.count + 1 }));
}
