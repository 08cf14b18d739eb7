// The app's toasts: one at a time (a new toast replaces the visible one), 5000 ms by default.
// Anything may call showToast, including code outside React (mutation callbacks, loaders).
import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';

export interface ToastContent {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

const DEFAULT_TIMEOUT_MS = 5000;

export const toastQueue = new ToastQueue<ToastContent>({ maxVisibleToasts: 1 });

export function showToast(content: ToastContent, { timeout = DEFAULT_TIMEOUT_MS }: { timeout?: number } = {}) {
  toastQueue.clear();
  return toastQueue.add(content, { timeout });
}
