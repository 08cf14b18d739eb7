// Renders the toast queue. react-aria gives each toast role="alertdialog" with its content in a
// role="alert" live region, pauses the timer while hovered or focused, and makes the region an F6
// landmark; we add the look, the destructive variant, a labelled dismiss button, and a place that
// keeps the page's controls uncovered (toastPlacement.ts).
import { useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import {
  Button,
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContentSlot,
  UNSTABLE_ToastRegion as ToastRegionBase,
} from 'react-aria-components';
import { useLocation } from 'react-router-dom';
import { m } from '#shared/i18n/paraglide/messages.js';
import { CloseIcon } from '../icons.tsx';
import { useUiLocale } from '../../i18n/uiLocale.ts';
import { isPageControl, placeToastRegion, trackLastUsedControl } from './toastPlacement.ts';
import { leaveToastsOfAction, leaveToastsOfPage, toastQueue, toastText } from './toastQueue.ts';
import './toast.css';

export function ToastRegion() {
  // Re-render on a language switch so a visible toast changes language with the page.
  useUiLocale();
  const region = useRef<HTMLDivElement>(null);
  const visible = useSyncExternalStore(
    (onChange) => toastQueue.subscribe(onChange),
    () => toastQueue.visibleToasts,
  );
  const toastKey = visible[0]?.key;

  useEffect(() => trackLastUsedControl(), []);

  // The person going on to the page's next control closes the toast of what they did before.
  useEffect(() => {
    const movedOn = (event: PointerEvent) => {
      if (isPageControl(event.target)) leaveToastsOfAction();
    };
    document.addEventListener('pointerdown', movedOn, true);
    return () => document.removeEventListener('pointerdown', movedOn, true);
  }, []);

  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  useEffect(() => {
    // Only on a change: a toast shown after a reload (the welcome) belongs to the page it opens on.
    if (pathname === shownPath.current) return;
    shownPath.current = pathname;
    leaveToastsOfPage();
  }, [pathname]);

  // Placed before the toast is painted, then again whenever the page moves under it.
  useLayoutEffect(() => {
    const element = region.current;
    if (!element || toastKey == null) return;
    placeToastRegion(element);
    let frame = 0;
    const replace = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => placeToastRegion(element));
    };
    window.addEventListener('scroll', replace, { passive: true });
    window.addEventListener('resize', replace);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', replace);
      window.removeEventListener('resize', replace);
    };
  }, [toastKey]);

  return (
    <ToastRegionBase ref={region} queue={toastQueue} className="toast-region" aria-label={m.toast_region_label()}>
      {({ toast }) => (
        <Toast toast={toast} className={`toast toast--${toast.content.variant ?? 'default'}`}>
          <ToastContentSlot className="toast__content">
            <Text slot="title" className="toast__title">
              {toastText(toast.content.title)}
            </Text>
            {toast.content.description && (
              <Text slot="description" className="toast__description">
                {toastText(toast.content.description)}
              </Text>
            )}
          </ToastContentSlot>
          <Button slot="close" className="toast__close" aria-label={m.toast_dismiss()}>
            <CloseIcon width={18} height={18} />
          </Button>
        </Toast>
      )}
    </ToastRegionBase>
  );
}
