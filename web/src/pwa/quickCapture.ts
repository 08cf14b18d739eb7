// Quick capture: the installed app, opened from its icon, can start on the new-dream form. A choice
// of this device (the installed app lives here), kept in localStorage. The manifest's start_url
// carries `?launch=icon` (web/vite-pwa.ts), so an opening from the icon is told apart from any other
// visit to home.
const QUICK_CAPTURE = 'oneiro.quickCapture';
/** The query parameter of the manifest's start_url, and its value for an opening from the icon. */
export const LAUNCH_PARAM = 'launch';
const LAUNCH_FROM_ICON = 'icon';

export function isQuickCaptureOn(): boolean {
  try {
    return localStorage.getItem(QUICK_CAPTURE) === '1';
  } catch {
    return false;
  }
}

export function setQuickCapture(on: boolean): void {
  if (on) localStorage.setItem(QUICK_CAPTURE, '1');
  else localStorage.removeItem(QUICK_CAPTURE);
}

/**
 * Where an opening of home marked `?launch=<launchedFrom>` goes: the form for an
 * opening from the icon with quick capture on, plain home (without the marker) otherwise.
 */
export function launchRedirect(launchedFrom: string): string {
  return launchedFrom === LAUNCH_FROM_ICON && isQuickCaptureOn() ? '/dreams/new' : '/';
}
