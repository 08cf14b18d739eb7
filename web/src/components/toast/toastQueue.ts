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

/** When the visible toast was raised (performance.now()), for leaveToastsOfPage. */
let shownAt = -Infinity;

/**
 * A toast says something about the page it was raised on, so it does not follow the person to
 * another one; the exception is the toast of the action that opened the new page ("Dream saved",
 * raised just before the form navigates to the dream).
 */
const CARRIED_ACROSS_NAVIGATION_MS = 1000;

export function showToast(content: ToastContent, { timeout = DEFAULT_TIMEOUT_MS }: { timeout?: number } = {}) {
  toastQueue.clear();
  shownAt = performance.now();
  return toastQueue.add(content, { timeout });
}

/** Closes the visible toast unless it was raised in the last second, by what just happened. */
function closeUnlessJustRaised(): void {
  if (performance.now() - shownAt > CARRIED_ACROSS_NAVIGATION_MS) toastQueue.clear();
}

/** Called when the page changes: closes a toast unless it was raised by the change itself. */
export const leaveToastsOfPage = closeUnlessJustRaised;

/**
 * Called when the person presses a control of the page: a toast answers the action that raised it,
 * and once they go on to the next (a second or more later: not the press that raised it), it closes
 * rather than cover what they do next. It would otherwise stay for its 5 seconds over the button they
 * reach for, and a pointer resting on it pauses it.
 */
export const leaveToastsOfAction = closeUnlessJustRaised;
