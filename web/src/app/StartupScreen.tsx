// Shown while the viewer query answers for the first time (the router's HydrateFallback).
import { MoonIcon } from '../components/icons.tsx';
import { m } from '#shared/i18n/paraglide/messages.js';
import { useUiLocale } from '../i18n/uiLocale.ts';
import './app.css';

export function StartupScreen() {
  useUiLocale();
  return (
    <div className="full-screen-status" role="status">
      <MoonIcon width={32} height={32} className="full-screen-status__icon" />
      <p>{m.loading_journey()}</p>
    </div>
  );
}
