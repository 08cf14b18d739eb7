// A control's name with a word of it for narrow screens (below 48rem), where the full names of a
// row of tabs would wrap or overflow. The word is part of the name (Jung / Jung's Take), so what is
// seen is part of what is heard: the control keeps the full name as its accessible name.
import './short-label.css';

export function ShortLabel({ full, short }: { full: string; short: string }) {
  return (
    <>
      <span className="short-label__full">{full}</span>
      <span className="short-label__short">{short}</span>
    </>
  );
}
