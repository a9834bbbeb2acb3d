import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from './modal';
import { type ModalComponentProps, type ModalPropsMap, openModal, registerModal } from './store';

declare module './store' {
  interface ModalPropsMap {
    confirm: {
      title: string;
      message: React.ReactNode;
      confirmText?: string;
      cancelText?: string;
      /** Styles the confirm button as dangerous (cancel a voucher, a promotion...). */
      danger?: boolean;
      onConfirm: () => void | Promise<void>;
      onCancel?: () => void;
    };
  }
}

/** The shared yes/no prompt (modal id `confirm`). */
export function ConfirmModal({
  title,
  message,
  confirmText,
  cancelText,
  danger,
  onConfirm,
  onCancel,
  close,
}: ModalComponentProps<'confirm'>) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const cancel = () => {
    onCancel?.();
    close();
  };
  return (
    <Modal title={title} onClose={cancel} size="sm">
      <div className="px-5 pt-4 pb-5">
        <div className="text-[15px] leading-relaxed text-slate-300">{message}</div>
        <div className="mt-6 grid grid-cols-2 gap-3">
          <button
            type="button"
            onClick={cancel}
            className="h-11 rounded-lg border border-ink-700 font-semibold text-slate-200 transition hover:bg-ink-800"
          >
            {cancelText ?? t('site.cancel')}
          </button>
          <button
            type="button"
            disabled={busy}
            onClick={async () => {
              setBusy(true);
              try {
                await onConfirm();
                close();
              } finally {
                setBusy(false);
              }
            }}
            className={`h-11 rounded-lg font-semibold transition disabled:opacity-60 ${
              danger
                ? 'bg-rose-600 text-white hover:bg-rose-500'
                : 'bg-gradient-to-b from-brand-400 to-brand-600 text-ink-950 hover:brightness-110'
            }`}
          >
            {confirmText ?? t('site.confirm')}
          </button>
        </div>
      </div>
    </Modal>
  );
}

registerModal('confirm', ConfirmModal);

/** Asks a yes/no question; resolves true on confirm, false on cancel or close. */
export function confirm(opts: Omit<ModalPropsMap['confirm'], 'onConfirm' | 'onCancel'>): Promise<boolean> {
  return new Promise((resolve) => {
    openModal('confirm', { ...opts, onConfirm: () => resolve(true), onCancel: () => resolve(false) });
  });
}
