import type { ComponentType } from 'react';
import { create } from 'zustand';

/**
 * Modals by id (product.md section 2). Each feature declares its modal's props by augmenting this
 * interface, registers a component for the id, and opens it from anywhere:
 *
 *   declare module '<relative path>/components/modal/store' { interface ModalPropsMap { addBank: { bankId?: number } } }
 *   registerModal('addBank', AddBankModal);
 *   openModal('addBank', { bankId: 3 });
 *
 * The spec's ids: auth, forgot, forgotOtp, forgotReset, verifyEmail, cardDetail, confirm,
 * changePw, addBank, verify, eventWelcome, eventGetRewardDaily, eventGetRewardPeriod, giftCode,
 * receivedGiftcode, spinReward, spinMessage, missionClaimSuccess, jackpotPopup, cancelPromotion.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging in each feature
export interface ModalPropsMap {}

export type ModalId = keyof ModalPropsMap;

/** What a registered modal component receives: its props plus `close()` for itself. */
export type ModalComponentProps<K extends ModalId> = ModalPropsMap[K] & { close: () => void };

/** Props may be left out when every prop of the modal is optional. */
type OptionalIfEmpty<P> = Record<never, never> extends P ? [props?: P] : [props: P];

interface ModalEntry {
  key: number;
  id: ModalId;
  props: unknown;
}

interface ModalState {
  stack: ModalEntry[];
}

export const useModalStore = create<ModalState>()(() => ({ stack: [] }));

const registry = new Map<ModalId, ComponentType<never>>();
let seq = 0;

export function registerModal<K extends ModalId>(id: K, component: ComponentType<ModalComponentProps<K>>): void {
  registry.set(id, component as ComponentType<never>);
}

export function modalComponent(id: ModalId): ComponentType<never> | undefined {
  return registry.get(id);
}

/** Opens the modal on top of any open ones; an already open modal of that id moves to the top with new props. */
export function openModal<K extends ModalId>(id: K, ...[props]: OptionalIfEmpty<ModalPropsMap[K]>) {
  if (!registry.has(id)) console.error(`openModal: no modal registered for id "${String(id)}"`);
  useModalStore.setState((s) => ({
    stack: [...s.stack.filter((e) => e.id !== id), { key: ++seq, id, props: props ?? {} }],
  }));
}

/** Closes the given modal, or the top-most one. */
export function closeModal(id?: ModalId) {
  useModalStore.setState((s) => {
    if (id === undefined) return { stack: s.stack.slice(0, -1) };
    return { stack: s.stack.filter((e) => e.id !== id) };
  });
}

/** Replaces the top-most modal (a step of a flow, e.g. forgot -> forgotOtp) without a flash of the page. */
export function replaceModal<K extends ModalId>(id: K, ...[props]: OptionalIfEmpty<ModalPropsMap[K]>) {
  useModalStore.setState((s) => ({
    stack: [...s.stack.slice(0, -1).filter((e) => e.id !== id), { key: ++seq, id, props: props ?? {} }],
  }));
}

export function closeAllModals() {
  useModalStore.setState({ stack: [] });
}

export function isModalOpen(id: ModalId): boolean {
  return useModalStore.getState().stack.some((e) => e.id === id);
}
