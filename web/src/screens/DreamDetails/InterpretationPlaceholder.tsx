// The interpretation tabs until the interpretations issue: an honest "not yet", never a button that
// pretends to generate something.
import { SparkleIcon } from '../../components/icons.tsx';
import { m } from '../../i18n/paraglide/messages.js';

export function InterpretationPlaceholder({ title, isOwnTake }: { title: string; isOwnTake: boolean }) {
  return (
    <div className="interpretation-placeholder">
      <SparkleIcon width={28} height={28} className="interpretation-placeholder__icon" />
      <h2 className="interpretation-placeholder__title">{title}</h2>
      <p className="interpretation-placeholder__status">{m.interpretations_unavailable_title()}</p>
      <p className="interpretation-placeholder__text">
        {isOwnTake ? m.own_take_unavailable_text() : m.interpretations_unavailable_text()}
      </p>
    </div>
  );
}
