/**
 * Gift codes (product.md sections 3-5, 8): the giftCode and receivedGiftcode modals, the "Nhập
 * giftcode" button and the history tab. Importing `openGiftcode` or the button registers the
 * modals; the modals and the history load only where used.
 */
export { GiftcodeButton } from './giftcode-button';
export { openGiftcode } from './open';
export { useGiftcodeRedeemed } from './redeemed';
