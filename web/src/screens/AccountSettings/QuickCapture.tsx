// Quick capture, under Reminder: the installed app opened from its icon starts on Record New Dream,
// with the caret in the description and Record at the bottom of a phone's screen. A setting of this
// device (pwa/quickCapture.ts), applied at once.
import { useState } from 'react';
import { m } from '#shared/i18n/paraglide/messages.js';
import { isQuickCaptureOn, setQuickCapture } from '../../pwa/quickCapture.ts';
import { SettingSwitch } from './SettingSwitch.tsx';
import './morning-reminder.css';

export function QuickCapture() {
  const [on, setOn] = useState(isQuickCaptureOn);
  const change = (next: boolean) => {
    setQuickCapture(next);
    setOn(next);
  };
  return (
    <section className="privacy__section quick-capture" aria-labelledby="quick-capture-title">
      <h2 id="quick-capture-title" className="privacy__title">
        {m.quick_capture_title()}
      </h2>
      <p id="quick-capture-help">{m.quick_capture_help()}</p>
      <SettingSwitch isSelected={on} onChange={change} describedBy="quick-capture-help">
        {m.quick_capture_label()}
      </SettingSwitch>
    </section>
  );
}
