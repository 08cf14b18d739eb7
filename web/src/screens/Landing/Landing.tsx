// /landing and /auth: who Oneiro is for, and the way in. Register is the default tab; /auth (where
// sign-out leads) opens on Login.
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { LanguagePicker } from '../../components/LanguagePicker.tsx';
import { setUiLocale, useUiLocale } from '../../i18n/uiLocale.ts';
import { Brand } from '../../shell/Brand.tsx';
import { AuthTabs } from './AuthTabs.tsx';
import { LandingHero } from './LandingHero.tsx';
import { LandingTestimonials } from './LandingTestimonials.tsx';
import { LoginForm } from './LoginForm.tsx';
import { RegisterForm } from './RegisterForm.tsx';
import '../../shell/shell.css';
import './landing.css';

export type AuthTab = 'login' | 'register';

export function Landing({ initialTab }: { initialTab: AuthTab }) {
  const locale = useUiLocale();
  useDocumentTitle(m.landing_hero_title());
  return (
    <div className="landing">
      <header className="landing__header">
        <Brand />
        {/* Only signed-out visitors see this page: the choice is this device's (the signed-in app's
            LanguageSwitch also saves it to the account, through Relay, which this page does without). */}
        <LanguagePicker value={locale} onChange={(next) => setUiLocale(next, { remember: true })} />
      </header>
      <main className="landing__main">
        <LandingHero />
        <section className="auth-card" aria-label={m.auth_tabs_label()}>
          <AuthTabs
            label={m.auth_tabs_label()}
            initialTab={initialTab}
            tabs={[
              {
                key: 'login',
                label: m.auth_tab_login(),
                panel: (
                  <>
                    <p className="auth-card__intro">{m.auth_login_intro()}</p>
                    <LoginForm />
                  </>
                ),
              },
              {
                key: 'register',
                label: m.auth_tab_register(),
                panel: (
                  <>
                    <p className="auth-card__intro">{m.auth_register_intro()}</p>
                    <RegisterForm />
                  </>
                ),
              },
            ]}
          />
        </section>
      </main>
      <LandingTestimonials />
    </div>
  );
}
