// The title of an interpretation panel with the school of thought it speaks from.
import { SparkleIcon } from '../../../components/icons.tsx';

export function PanelHeader({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <header className="interpretation-panel__header">
      <span className="interpretation-panel__icon">
        <SparkleIcon width={20} height={20} />
      </span>
      <div>
        <h2 className="interpretation-panel__title">{title}</h2>
        <p className="interpretation-panel__subtitle">{subtitle}</p>
      </div>
    </header>
  );
}
