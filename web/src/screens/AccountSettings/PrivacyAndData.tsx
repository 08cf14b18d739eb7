// The Privacy & Data tab: what this server does with the user's data (the profile's privacy and
// analytics rows open it), export and import, then account deletion.
import type { InterpreterKind } from '../../__generated__/AccountSettingsQuery.graphql.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { DeleteAccount } from './DeleteAccount.tsx';
import { ExportData } from './ExportData.tsx';
import { ImportJournal } from './ImportJournal.tsx';

export function PrivacyAndData({ interpreter }: { interpreter: InterpreterKind }) {
  return (
    <div className="privacy">
      <section className="privacy__section" aria-labelledby="privacy-title">
        <h2 id="privacy-title" className="privacy__title">
          {m.privacy_title()}
        </h2>
        <ul className="privacy__list">
          <li>{m.privacy_private()}</li>
          <li>{interpreter === 'OPENAI' ? m.privacy_ai_provider() : m.privacy_ai_offline()}</li>
          <li>{m.privacy_admins()}</li>
          <li>{m.privacy_not_shared()}</li>
        </ul>
      </section>
      <section className="privacy__section" aria-labelledby="analytics-title">
        <h2 id="analytics-title" className="privacy__title">
          {m.privacy_analytics_title()}
        </h2>
        <p>{m.privacy_analytics_text()}</p>
      </section>
      <ExportData />
      <ImportJournal />
      <DeleteAccount />
    </div>
  );
}
