// The 'Settings' rows. Privacy and analytics open account settings' Privacy & Data tab, which says
// what this server does with the user's data; Change Password opens the Password tab.
import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { LockIcon, SettingsIcon, ShieldIcon, SparkleIcon } from '../../components/icons.tsx';
import { m } from '#shared/i18n/paraglide/messages.js';
import '../../components/button.css';

interface SettingRowProps {
  icon: ReactNode;
  title: string;
  text: string;
  action?: ReactNode;
}

function SettingRow({ icon, title, text, action }: SettingRowProps) {
  return (
    <li className="setting-row">
      <span className="setting-row__icon">{icon}</span>
      <div className="setting-row__body">
        <h3 className="setting-row__title">{title}</h3>
        <p className="setting-row__text">{text}</p>
      </div>
      {action && <div className="setting-row__action">{action}</div>}
    </li>
  );
}

export function ProfileSettings() {
  return (
    <ul className="settings-list">
      <SettingRow
        icon={<ShieldIcon />}
        title={m.settings_privacy()}
        text={m.settings_privacy_text()}
        action={
          <Link href="/account-settings?tab=privacy" className="button button--secondary">
            {m.settings_privacy_action()}
          </Link>
        }
      />
      <SettingRow
        icon={<SettingsIcon />}
        title={m.settings_analytics()}
        text={m.settings_analytics_text()}
        action={
          <Link href="/account-settings?tab=privacy" className="button button--secondary">
            {m.settings_analytics_action()}
          </Link>
        }
      />
      <SettingRow
        icon={<LockIcon />}
        title={m.settings_password()}
        text={m.settings_password_text()}
        action={
          <Link href="/account-settings" className="button button--secondary">
            {m.settings_password_action()}
          </Link>
        }
      />
      <SettingRow
        icon={<SparkleIcon />}
        title={m.settings_theme()}
        text={m.settings_theme_text()}
        action={<span className="badge badge--neutral">{m.settings_theme_light()}</span>}
      />
    </ul>
  );
}
