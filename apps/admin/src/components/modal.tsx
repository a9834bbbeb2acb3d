import type { ReactNode } from 'react';
import { t } from '../i18n';

/** A modal dialog over the page; closes on its Cancel button. */
export function Modal({ title, children, onClose }: { title: string; children: ReactNode; onClose: () => void }) {
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/40 p-4">
      <div role="dialog" aria-modal="true" aria-label={title} className="card w-full max-w-md space-y-3">
        <div className="flex items-center justify-between">
          <h2 className="text-lg font-semibold">{title}</h2>
          <button type="button" className="text-slate-500" aria-label={t('modal.close')} onClick={onClose}>
            ✕
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}

/** One text answer (a reason, a reference) for an action, validated by length before sending. */
export function PromptModal({
  title,
  label,
  confirm,
  minLength = 3,
  danger,
  onSubmit,
  onClose,
}: {
  title: string;
  label: string;
  confirm: string;
  minLength?: number;
  danger?: boolean;
  onSubmit: (value: string) => Promise<void>;
  onClose: () => void;
}) {
  return (
    <Modal title={title} onClose={onClose}>
      <form
        className="space-y-3"
        onSubmit={async (e) => {
          e.preventDefault();
          const form = e.currentTarget;
          const value = String(new FormData(form).get('value') ?? '').trim();
          const out = form.querySelector('[data-error]');
          if (value.length < minLength) {
            if (out) out.textContent = t('modal.atLeastCharacters', { minLength });
            return;
          }
          try {
            await onSubmit(value);
            onClose();
          } catch (err) {
            if (out) out.textContent = err instanceof Error ? err.message : t('modal.somethingWentWrong');
          }
        }}
      >
        <label className="block">
          <span className="label">{label}</span>
          <textarea name="value" className="input" rows={3} />
        </label>
        <p className="error" data-error role="alert" />
        <div className="flex justify-end gap-2">
          <button type="button" className="btn-ghost" onClick={onClose}>
            {t('modal.void')}
          </button>
          <button type="submit" className={danger ? 'btn-danger' : 'btn-primary'}>
            {confirm}
          </button>
        </div>
      </form>
    </Modal>
  );
}

/** A dialog form's last lines: its error, if any, then Cancel and the submit button. */
export function DialogActions({
  error,
  busy,
  onClose,
  submit,
}: {
  error: string | null | undefined;
  busy: boolean;
  onClose: () => void;
  submit: ReactNode;
}) {
  return (
    <>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <button type="button" className="btn-ghost" onClick={onClose}>
          {t('modal.void')}
        </button>
        <button type="submit" className="btn-primary" disabled={busy}>
          {submit}
        </button>
      </div>
    </>
  );
}
