// What an AI voice shows without premium access (spec section 6): what premium brings, the trial and
// its price, and the way to start it. Your own interpretation is never behind this card.
import { useId } from 'react';
import { Link } from 'react-aria-components';
import { CheckIcon, LockIcon } from '../../../components/icons.tsx';
import { m } from '#shared/i18n/paraglide/messages.js';

const BENEFITS = [
  m.interpretation_premium_benefit_jung,
  m.interpretation_premium_benefit_rogers,
  m.interpretation_premium_benefit_cbt,
  m.interpretation_premium_benefit_actions,
];

export function PremiumLockedCard({ feature }: { feature: string }) {
  const titleId = useId();
  return (
    <section className="premium-card" aria-labelledby={titleId}>
      <span className="premium-card__icon">
        <LockIcon width={22} height={22} />
      </span>
      <h2 id={titleId} className="premium-card__title">
        {m.interpretation_premium_title({ feature })}
      </h2>
      <p className="premium-card__lead">{m.interpretation_premium_lead()}</p>
      <ul className="premium-card__benefits">
        {BENEFITS.map((benefit, index) => (
          <li key={index}>
            <CheckIcon width={18} height={18} className="premium-card__check" />
            {benefit()}
          </li>
        ))}
      </ul>
      <p className="premium-card__badges">
        <span className="premium-card__badge premium-card__badge--trial">{m.interpretation_premium_trial()}</span>
        <span className="premium-card__badge">{m.interpretation_premium_price()}</span>
      </p>
      <Link href="/subscription" className="button button--primary premium-card__cta">
        {m.interpretation_premium_cta()}
      </Link>
      <p className="premium-card__note">{m.interpretation_premium_note()}</p>
    </section>
  );
}
