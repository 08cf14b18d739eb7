// What /insights shows without premium access: what the page would give this journal, and the way to
// the trial, as the locked interpretation tabs do (DreamDetails/interpretations/PremiumLockedCard.tsx).
import { Link } from 'react-aria-components';
import { ChartIcon, CheckIcon } from '../../components/icons.tsx';
import { m } from '#shared/i18n/paraglide/messages.js';

const OFFERS = [
  m.insights_offer_calendar,
  m.insights_offer_recurring,
  m.insights_offer_profile,
  m.insights_offer_facts,
  m.insights_offer_range,
];

export function InsightsOffer() {
  return (
    <section className="insights-offer" aria-labelledby="insights-offer-title">
      <span className="insights-offer__icon">
        <ChartIcon width={22} height={22} />
      </span>
      <h2 id="insights-offer-title" className="insights-offer__title">
        {m.insights_offer_title()}
      </h2>
      <p className="insights-offer__lead">{m.insights_offer_lead()}</p>
      <ul className="insights-offer__list">
        {OFFERS.map((offer, index) => (
          <li key={index}>
            <CheckIcon width={18} height={18} className="insights-offer__check" />
            <span>{offer()}</span>
          </li>
        ))}
      </ul>
      <p className="insights-offer__badges">
        <span className="insights-offer__badge insights-offer__badge--trial">{m.interpretation_premium_trial()}</span>
        <span className="insights-offer__badge">{m.interpretation_premium_price()}</span>
      </p>
      <Link href="/subscription" className="button button--primary insights-offer__cta">
        {m.interpretation_premium_cta()}
      </Link>
      <p className="insights-offer__note">{m.interpretation_premium_note()}</p>
    </section>
  );
}
