// The marketing half of the landing page: the promise, four feature cards and the trial offer, which
// only a server that sells the plan makes (with billing off everything is included, and it says so).
import type { ReactNode } from 'react';
import { LockIcon, MicIcon, SparkleIcon, TagIcon } from '../../components/icons.tsx';
import { m } from '#shared/i18n/paraglide/messages.js';
import { useBillingEnabled } from './useBillingEnabled.ts';
import { useTranscriptionAvailable } from './useTranscriptionAvailable.ts';

function FeatureCard({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  return (
    <li className="feature-card">
      <span className="feature-card__icon">{icon}</span>
      <h3 className="feature-card__title">{title}</h3>
      <p className="feature-card__text">{text}</p>
    </li>
  );
}

export function LandingHero() {
  const billingEnabled = useBillingEnabled();
  // The voice card promises words only where the server transcribes; until it answers, it promises
  // what every installation keeps (the recording).
  const transcribes = useTranscriptionAvailable() === true;
  // Until the server has answered the banner keeps its place, empty, so nothing jumps.
  const offer =
    billingEnabled === false
      ? { badge: m.offer_badge_included(), title: m.offer_title_included(), text: m.offer_text_included() }
      : { badge: m.offer_badge(), title: m.offer_title(), text: m.offer_text() };
  return (
    <div className="landing-hero">
      <div className="landing-hero__intro">
        <h1 className="landing-hero__title">{m.landing_hero_title()}</h1>
        <p className="landing-hero__text">{m.landing_hero_text()}</p>
      </div>
      <section className="landing-hero__features" aria-labelledby="landing-features-heading">
        <h2 id="landing-features-heading" className="landing-hero__features-heading">
          {m.landing_features_heading()}
        </h2>
        <ul className="feature-grid">
          <FeatureCard
            icon={<MicIcon />}
            title={m.feature_record_title()}
            text={transcribes ? m.feature_record_text() : m.feature_record_text_audio_only()}
          />
          <FeatureCard icon={<TagIcon />} title={m.feature_search_title()} text={m.feature_search_text()} />
          <FeatureCard icon={<SparkleIcon />} title={m.feature_voices_title()} text={m.feature_voices_text()} />
          <FeatureCard icon={<LockIcon />} title={m.feature_privacy_title()} text={m.feature_privacy_text()} />
        </ul>
      </section>
      <aside
        className="offer-banner"
        aria-labelledby="offer-title"
        aria-hidden={billingEnabled === null || undefined}
        style={billingEnabled === null ? { visibility: 'hidden' } : undefined}
      >
        <p className="offer-banner__badge">{offer.badge}</p>
        <h2 id="offer-title" className="offer-banner__title">
          {offer.title}
        </h2>
        <p className="offer-banner__text">{offer.text}</p>
      </aside>
    </div>
  );
}
