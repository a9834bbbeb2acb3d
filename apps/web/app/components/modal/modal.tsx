import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export interface ModalProps {
  /** Heading, also the dialog's accessible name. */
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Width on larger screens; phones always get the full width less a margin. */
  size?: 'sm' | 'md' | 'lg';
  /** Replaces the default header (the title stays the accessible name). */
  header?: ReactNode;
  /** Clicking outside closes (default true); forms with typed data may turn it off. */
  closeOnBackdrop?: boolean;
  className?: string;
}

const WIDTHS = { sm: 'sm:max-w-sm', md: 'sm:max-w-md', lg: 'sm:max-w-3xl' } as const;

/**
 * The frame every modal uses: a native <dialog> opened with showModal(), so focus is trapped,
 * the page behind is inert and Escape works without a library. Escape and the backdrop call
 * onClose instead of closing the element directly, keeping the modal store the one truth.
 */
export function Modal({
  title,
  onClose,
  children,
  size = 'md',
  header,
  closeOnBackdrop = true,
  className,
}: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    const onCancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      if (dialog.open) dialog.close();
    };
  }, []);

  // The backdrop dims the page and does not blur it: a blur is drawn again on every frame the page
  // beneath changes (a live badge's pulse, a ticker), which kept a phone's CPU (and a headless
  // browser's, 0.8 of a core measured) busy for as long as a dialog stayed open.
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      className={`m-auto max-h-[calc(100dvh-1.5rem)] w-[calc(100%-1.5rem)] ${WIDTHS[size]} overflow-visible bg-transparent p-0 text-slate-100 backdrop:bg-[#05070f]/80`}
      onMouseDown={(event) => {
        // Only a press that starts on the backdrop itself closes (not a text selection ending there).
        if (closeOnBackdrop && event.target === event.currentTarget) onCloseRef.current();
      }}
    >
      <div
        className={`relative flex max-h-[calc(100dvh-1.5rem)] flex-col overflow-hidden rounded-2xl border border-ink-700 bg-ink-900 shadow-[0_24px_80px_-12px_rgba(0,0,0,0.8)] transition duration-200 ease-out starting:translate-y-3 starting:scale-[0.98] starting:opacity-0 ${className ?? ''}`}
      >
        {header ?? (
          <div className="flex items-center justify-between gap-3 border-b border-ink-700/70 px-5 py-4">
            <h2 id={titleId} className="text-lg font-bold text-white">
              {title}
            </h2>
            <CloseButton onClick={() => onCloseRef.current()} />
          </div>
        )}
        {header ? (
          <h2 id={titleId} className="sr-only">
            {title}
          </h2>
        ) : null}
        <div className="overflow-y-auto overscroll-contain">{children}</div>
      </div>
    </dialog>
  );
}

export function CloseButton({ onClick, className }: { onClick: () => void; className?: string }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={t('common.close')}
      className={`grid size-9 shrink-0 place-items-center rounded-full text-slate-400 transition hover:bg-ink-800 hover:text-white focus-visible:outline-2 focus-visible:outline-brand-400 ${className ?? ''}`}
    >
      <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
      </svg>
    </button>
  );
}
