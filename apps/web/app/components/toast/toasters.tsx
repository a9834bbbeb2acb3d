import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { Toaster, type ToasterProps } from 'sonner';
import { ACCOUNT_TOASTER_ID } from './toast';

const icon = (path: string, className: string) => (
  <svg
    viewBox="0 0 24 24"
    className={`mt-px size-5 shrink-0 ${className}`}
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    aria-hidden="true"
  >
    <path d={path} strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

const icons: ToasterProps['icons'] = {
  success: icon('M20 6L9 17l-5-5', 'text-emerald-400'),
  warning: icon(
    'M12 9v4m0 4h.01M10.3 3.9L1.8 18a2 2 0 001.7 3h17a2 2 0 001.7-3L13.7 3.9a2 2 0 00-3.4 0z',
    'text-amber-400',
  ),
  error: icon('M12 8v5m0 3h.01M12 22a10 10 0 100-20 10 10 0 000 20z', 'text-rose-400'),
};

const base =
  'pointer-events-auto flex w-full items-start gap-3 rounded-xl border px-4 py-3 text-sm font-medium leading-snug shadow-[0_12px_40px_-8px_rgba(0,0,0,0.7)] backdrop-blur';

/** The open modal dialog on top, or null: watched so the toasts can follow it into the top layer. */
function topModalDialog(): HTMLDialogElement | null {
  const open = [...document.querySelectorAll<HTMLDialogElement>('dialog[open]')].filter((d) => d.matches(':modal'));
  return open.at(-1) ?? null;
}

function useTopModalDialog(): HTMLDialogElement | null {
  const [dialog, setDialog] = useState<HTMLDialogElement | null>(null);
  useEffect(() => {
    const update = () => setDialog(topModalDialog());
    update();
    const observer = new MutationObserver(update);
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['open'] });
    return () => observer.disconnect();
  }, []);
  return dialog;
}

/**
 * The toast containers (loaded by ToastRoot once the first toast is shown). Top of the page, 3000 ms, no close or confirm
 * button; sonner pauses the timer while the pointer is over a toast. Account toasts get
 * their own container (top right on wide screens) with the gold account style.
 */
export default function Toasters() {
  // A modal <dialog> sits in the browser's top layer, above any z-index, and dims and makes inert
  // everything else: a toast about the dialog's own form (wrong password, taken username, wrong
  // code) would show dimmed behind it. The containers render inside the open dialog instead;
  // sonner hands a container that mounts again the toasts still on screen.
  const dialog = useTopModalDialog();
  const containers = (
    <>
      <Toaster
        position="top-center"
        duration={3000}
        visibleToasts={4}
        icons={icons}
        offset={16}
        mobileOffset={12}
        toastOptions={{
          unstyled: true,
          classNames: {
            toast: `${base} bg-ink-900/95 text-slate-100`,
            success: 'border-emerald-500/40',
            warning: 'border-amber-400/50',
            error: 'border-rose-500/50',
            description: 'mt-0.5 text-xs font-normal text-slate-400',
          },
        }}
      />
      <Toaster
        id={ACCOUNT_TOASTER_ID}
        position="top-right"
        duration={3000}
        visibleToasts={3}
        icons={icons}
        offset={{ top: 76, right: 16 }}
        mobileOffset={{ top: 64 }}
        toastOptions={{
          unstyled: true,
          classNames: {
            toast: `${base} border-brand-500/40 bg-gradient-to-br from-ink-800/95 to-ink-900/95 text-brand-50`,
            description: 'mt-0.5 text-xs font-normal text-slate-400',
          },
        }}
      />
    </>
  );
  return dialog ? createPortal(containers, dialog) : containers;
}
