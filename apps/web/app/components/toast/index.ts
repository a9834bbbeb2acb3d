export { ACCOUNT_TOASTER_ID, showToast, type ToastOptions, type ToastType, toast } from './toast';
export { ToastRoot } from './toast-root';
