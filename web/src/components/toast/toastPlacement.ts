// Where the visible toast sits: at the bottom edge (above the phone's bottom bar), or at the top
// (under the header) when the bottom would cover a control of the page - above all the one the
// person just used (Save Changes, Generate, Save Interpretation sit low on their pages, and the
// toast they cause must not hide them or the next button for its 5 seconds). Checked when a toast
// appears and again while the page scrolls or resizes under it.

/** What a person can press or type into. */
const CONTROL_SELECTORS = [
  'button',
  'a[href]',
  'input',
  'textarea',
  'select',
  '[role="tab"]',
  '[role="button"]',
  '[contenteditable="true"]',
];
const CONTROL = CONTROL_SELECTORS.join(', ');
/** The page's own controls: the toast never reaches the header or the bottom bar, it sits between. */
const PAGE_CONTROLS = CONTROL_SELECTORS.map((selector) => `main ${selector}`).join(', ');

/**
 * What a person reads or writes: the page's headings (a dream's title), the editor, and the text of
 * the page. A toast over them costs as much as over the control just used; text counts per pixel
 * like a control.
 */
const READ_FIRST = 'main h1, main h2, main [contenteditable="true"], main [role="textbox"]';
const READ = 'main p, main li, main blockquote, main h3';

type Placement = 'top' | 'bottom';

/** Area of the part of two rectangles they share. */
function overlap(a: DOMRectReadOnly, b: DOMRectReadOnly): number {
  const width = Math.min(a.right, b.right) - Math.max(a.left, b.left);
  const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  return width > 0 && height > 0 ? width * height : 0;
}

/**
 * Where, on the page, the control a person pressed, tapped or typed in last was (the toast is
 * usually its answer). Its place is kept, not the element: a pressed Generate or Save Changes is
 * often gone when the toast comes, and the person's eyes and thumb are still there.
 */
let lastUsed: { left: number; right: number; top: number; bottom: number } | null = null;

function rememberControl(event: Event): void {
  const target = event.target instanceof Element ? event.target : null;
  const control = target?.closest(CONTROL) ?? target;
  if (!control) return;
  const { left, right, top, bottom } = control.getBoundingClientRect();
  lastUsed = { left, right, top: top + window.scrollY, bottom: bottom + window.scrollY };
}

/** Whether a press landed on one of the page's own controls (not the header's, the bottom bar's or a toast's). */
export function isPageControl(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest(PAGE_CONTROLS) !== null;
}

/** Starts following which control was used last; returns the stop function. */
export function trackLastUsedControl(): () => void {
  document.addEventListener('pointerdown', rememberControl, true);
  document.addEventListener('keydown', rememberControl, true);
  return () => {
    document.removeEventListener('pointerdown', rememberControl, true);
    document.removeEventListener('keydown', rememberControl, true);
  };
}

/**
 * How much a toast at this rectangle would hide: the area of the page's controls and text under it,
 * the title and the editor counting a hundred times more, and the place of the last-used control
 * ten thousand times (a toast never hides the control that caused it).
 */
function cost(toast: DOMRect): number {
  let total = 0;
  for (const control of document.querySelectorAll(PAGE_CONTROLS))
    total += overlap(toast, control.getBoundingClientRect());
  for (const text of document.querySelectorAll(READ)) total += overlap(toast, text.getBoundingClientRect());
  for (const title of document.querySelectorAll(READ_FIRST))
    total += overlap(toast, title.getBoundingClientRect()) * 100;
  if (lastUsed) {
    const { left, right, top, bottom } = lastUsed;
    const used = new DOMRect(left, top - window.scrollY, right - left, bottom - top);
    // Above everything: the toast answers that control, and the person's hand is still on it.
    total += overlap(toast, used) * 10_000;
  }
  return total;
}

/**
 * Puts the region where it hides the least, preferring the bottom (where people expect toasts) on
 * a tie. Both places are measured, so the toast's real size counts (its text wraps on a phone).
 */
export function placeToastRegion(region: HTMLElement): void {
  const measure = (placement: Placement) => {
    region.dataset.placement = placement;
    return cost(region.getBoundingClientRect());
  };
  const atTop = measure('top');
  const atBottom = measure('bottom');
  region.dataset.placement = atTop < atBottom ? 'top' : 'bottom';
}
