// A labelled list of counts with a bar for each, scaled to the largest: readable as a list by screen
// readers (the bars are decoration).
import { formatCount } from './adminFormat.ts';

export interface BarItem {
  key: string;
  label: string;
  value: number;
}

export function BarList({ items }: { items: readonly BarItem[] }) {
  const largest = Math.max(1, ...items.map((item) => item.value));
  return (
    <ul className="bar-list">
      {items.map((item) => (
        <li key={item.key} className="bar-list__item">
          <span className="bar-list__label">{item.label}</span>
          <span className="bar-list__track" aria-hidden="true">
            <span className="bar-list__bar" style={{ width: `${(item.value / largest) * 100}%` }} />
          </span>
          <span className="bar-list__value">{formatCount(item.value)}</span>
        </li>
      ))}
    </ul>
  );
}
