export { ConfirmModal, confirm } from './confirm';
export { CloseButton, Modal, type ModalProps } from './modal';
export { ModalRoot } from './modal-root';
export {
  closeAllModals,
  closeModal,
  isModalOpen,
  type ModalComponentProps,
  type ModalId,
  type ModalPropsMap,
  openModal,
  registerModal,
  replaceModal,
  useModalStore,
} from './store';
