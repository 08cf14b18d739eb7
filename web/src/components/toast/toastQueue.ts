// The app's toasts: one at a time (a new toast replaces the visible one), 5000 ms by default.
// Anything may call showToast, including code outside React (mutation callbacks, loaders).
import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';

/**
 * Our own words are given as functions (paraglide messages), so a toast still on screen follows a
 * language switch; text from the server is already in the right language and is given as is.
 */
export type ToastText = string | (() => string);

export interface ToastContent {
  title: ToastText;
  description?: ToastText;
  variant?: 'default' | 'destructive';
}

export function toastText(text: ToastText): string {
  return typeof text === 'function' ? text() : text;
}

const DEFAULT_TIMEOUT_MS = 5000;

export const toastQueue = new ToastQueue<ToastContent>({ maxVisibleToasts: 1 });

export function showToast(content: ToastContent, { timeout = DEFAULT_TIMEOUT_MS }: { timeout?: number } = {}) {
  toastQueue.clear();
  return toastQueue.add(content, { timeout });
}
