// Where the visible toast sits: at the bottom edge (above the phone's bottom bar), or at the top
// (under the header) when the bottom would cover a control of the page - above all the one the
// person just used (Save Changes, Generate, Save Interpretation sit low on their pages, and the
// toast they cause must not hide them or the next button for its 5 seconds). Checked when a toast
// appears and again while the page scrolls or resizes under it.

/** What a person can press or type into, on the page (the shell's own bars are never covered). */
const CONTROLS = [
  'button',
  'a[href]',
  'input',
  'textarea',
  'select',
  '[role="tab"]',
  '[role="button"]',
  '[contenteditable="true"]',
]
  .map((selector) => `main ${selector}`)
  .join(', ');

type Placement = 'top' | 'bottom';

/** Area of the part of two rectangles they share. */
function overlap(a: DOMRect, b: DOMRect): number {
  const width = Math.min(a.right, b.right) - Math.max(a.left, b.left);
  const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  return width > 0 && height > 0 ? width * height : 0;
}

/** The control a person pressed, tapped or typed in last (the toast is usually its answer). */
let lastUsed: Element | null = null;

function rememberControl(event: Event): void {
  const target = event.target instanceof Element ? event.target : null;
  lastUsed = target?.closest(CONTROLS.replaceAll('main ', '')) ?? target;
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
 * How much a toast at this rectangle would hide: the area of the controls under it, the last-used
 * control (and, as it is gone after a save, any control) counting far more than page text.
 */
function cost(toast: DOMRect): number {
  let total = 0;
  for (const control of document.querySelectorAll(CONTROLS)) {
    const area = overlap(toast, control.getBoundingClientRect());
    if (area === 0) continue;
    total += control === lastUsed || control.contains(lastUsed) ? area * 100 : area;
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
