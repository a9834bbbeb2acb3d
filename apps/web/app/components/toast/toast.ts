import type { ExternalToast, toast as SonnerToast } from 'sonner';

/** The spec's toast types; any other type is shown as an error (product.md section 4). */
export type ToastType = 'success' | 'warning' | 'error' | (string & {});

export interface ToastOptions {
  /** Account-area toasts have their own container and style. */
  scope?: 'account';
  /** A toast with the same id replaces the earlier one instead of stacking. */
  id?: string;
  description?: string;
}

export const ACCOUNT_TOASTER_ID = 'account';

type Sonner = typeof SonnerToast;

/*
 * sonner is loaded on the first toast, not with the page (decision 039). Until it has loaded,
 * toasts wait in order on the import; afterwards they are shown synchronously.
 */
let sonner: Sonner | null = null;
let loading: Promise<Sonner> | null = null;
const neededListeners = new Set<() => void>();

/** Loads sonner (once) and tells ToastRoot to mount its containers. */
export function loadToasts(): Promise<Sonner> {
  if (!loading) {
    loading = import('sonner').then((m) => {
      sonner = m.toast;
      return m.toast;
    });
    for (const listener of neededListeners) listener();
    neededListeners.clear();
  }
  return loading;
}

/** Calls `listener` once toasts are first needed (now, if they already are); returns an unsubscribe. */
export function whenToastsNeeded(listener: () => void): () => void {
  if (loading) {
    listener();
    return () => {};
  }
  neededListeners.add(listener);
  return () => neededListeners.delete(listener);
}

function withSonner(run: (s: Sonner) => void) {
  if (sonner) run(sonner);
  else
    loadToasts().then(run, (error: unknown) => {
      // A failed chunk load (offline, new deployment) must not break the action that toasted.
      loading = null;
      console.warn('Toasts unavailable:', error);
    });
}

let seq = 0;

/**
 * Shows a toast: top of the page, 3000 ms, no confirm button, the timer pauses on hover.
 * Returns the toast's id (generated when not given, so it is known before sonner loads).
 */
export function showToast(type: ToastType, message: string, opts: ToastOptions = {}): string {
  const id = opts.id ?? `toast-${++seq}`;
  const data: ExternalToast = {
    id,
    description: opts.description,
    toasterId: opts.scope === ACCOUNT_TOASTER_ID ? ACCOUNT_TOASTER_ID : undefined,
  };
  withSonner((s) => {
    if (type === 'success') s.success(message, data);
    else if (type === 'warning') s.warning(message, data);
    else s.error(message, data);
  });
  return id;
}

export const toast = {
  success: (message: string, opts?: ToastOptions) => showToast('success', message, opts),
  warning: (message: string, opts?: ToastOptions) => showToast('warning', message, opts),
  error: (message: string, opts?: ToastOptions) => showToast('error', message, opts),
  dismiss: (id?: string | number) => {
    // Nothing can be on screen before sonner was first requested.
    if (loading) withSonner((s) => s.dismiss(id));
  },
};
