// An on/off setting of Account settings: react-aria's Switch with the track and thumb the settings
// draw (morning-reminder.css), its label beside it.
import type { ReactNode } from 'react';
import { Switch } from 'react-aria-components';
import './morning-reminder.css';

export function SettingSwitch({
  isSelected,
  onChange,
  describedBy,
  children,
}: {
  isSelected: boolean;
  onChange: (selected: boolean) => void;
  describedBy?: string;
  children: ReactNode;
}) {
  return (
    <Switch
      className="morning-reminder__switch"
      isSelected={isSelected}
      onChange={onChange}
      aria-describedby={describedBy}
    >
      <span className="morning-reminder__track" aria-hidden="true">
        <span className="morning-reminder__thumb" />
      </span>
      {children}
    </Switch>
  );
}
