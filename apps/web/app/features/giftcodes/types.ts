import type { TGiftcodeRedemption } from '@app/contract';

declare module '../../components/modal/store' {
  interface ModalPropsMap {
    /** Enter a code; `code` pre-fills the field (e.g. from an event page). */
    giftCode: { code?: string };
    /** What a redeemed code credited and the total bet it asks before a withdrawal. */
    receivedGiftcode: { redemption: TGiftcodeRedemption };
  }
}
