declare module '../../../components/modal/store' {
  interface ModalPropsMap {
    /** Add a bank account; `onAdded` runs once it was saved (the opener refreshes its list). */
    addBank: { onAdded?: () => void };
    /** The phone cards a withdrawal paid: PIN and serial of each, to copy. */
    cardDetail: { withdrawalCode: string; cards: { code: string; serial: string; value: number }[] };
  }
}

export {};
