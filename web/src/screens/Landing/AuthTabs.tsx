// Login and Register as tabs, following the WAI-ARIA tabs pattern by hand: two tabs do not need
// react-aria's collection and selection machinery, which was the largest part of the landing page's
// own code. Arrow keys (and Home/End) move between the tabs and select them; only the selected tab
// is in the tab order, and only its panel is rendered.
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface AuthTab<TKey extends string> {
  key: TKey;
  label: string;
  panel: ReactNode;
}

interface AuthTabsProps<TKey extends string> {
  label: string;
  tabs: AuthTab<TKey>[];
  initialTab: TKey;
}

export function AuthTabs<TKey extends string>({ label, tabs, initialTab }: AuthTabsProps<TKey>) {
  const [selected, setSelected] = useState(initialTab);
  const tabRefs = useRef(new Map<TKey, HTMLButtonElement>());
  const baseId = useId();
  const tabId = (key: TKey) => `${baseId}-tab-${key}`;
  const panelId = (key: TKey) => `${baseId}-panel-${key}`;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((tab) => tab.key === selected);
    const target = {
      ArrowLeft: index - 1,
      ArrowRight: index + 1,
      Home: 0,
      End: tabs.length - 1,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = tabs[(target + tabs.length) % tabs.length]!;
    setSelected(next.key);
    tabRefs.current.get(next.key)?.focus();
  }

  const current = tabs.find((tab) => tab.key === selected) ?? tabs[0]!;
  return (
    <>
      <div role="tablist" aria-label={label} className="auth-card__tabs" onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const isSelected = tab.key === current.key;
          return (
            <button
              key={tab.key}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.key, element);
                else tabRefs.current.delete(tab.key);
              }}
              type="button"
              role="tab"
              id={tabId(tab.key)}
              aria-selected={isSelected}
              aria-controls={isSelected ? panelId(tab.key) : undefined}
              tabIndex={isSelected ? 0 : -1}
              data-selected={isSelected || undefined}
              className="auth-card__tab"
              onClick={() => setSelected(tab.key)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={panelId(current.key)}
        aria-labelledby={tabId(current.key)}
        tabIndex={0}
        className="auth-card__panel"
      >
        {current.panel}
      </div>
    </>
  );
}
