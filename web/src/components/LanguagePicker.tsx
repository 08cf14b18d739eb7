// English / Español. Each language is named in itself, so a visitor can find theirs whatever the
// current interface language is. A native <select>: two options need no custom list box, the phone's
// own picker is the one its user knows, and the landing page (where every visitor meets this control)
// stays small.
import { useId } from 'react';
import { LOCALES, type Locale } from '#shared/i18n/locale.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { ChevronDownIcon, GlobeIcon } from './icons.tsx';
import './language-picker.css';

const LANGUAGE_NAMES: Record<Locale, () => string> = { en: m.language_en, es: m.language_es };

interface LanguagePickerProps {
  value: Locale;
  onChange: (locale: Locale) => void;
  /** Hide the visible label where the globe icon and the language name say enough. */
  compact?: boolean;
}

export function LanguagePicker({ value, onChange, compact = false }: LanguagePickerProps) {
  const id = useId();
  return (
    <div className="language-picker">
      <label htmlFor={id} className={compact ? 'visually-hidden' : 'language-picker__label'}>
        {m.language_label()}
      </label>
      <span className="language-picker__control">
        <GlobeIcon width={18} height={18} className="language-picker__globe" />
        <select
          id={id}
          className="language-picker__select"
          value={value}
          onChange={(event) => {
            const locale = LOCALES.find((candidate) => candidate === event.target.value);
            if (locale) onChange(locale);
          }}
        >
          {LOCALES.map((locale) => (
            <option key={locale} value={locale} lang={locale}>
              {LANGUAGE_NAMES[locale]()}
            </option>
          ))}
        </select>
        <ChevronDownIcon width={16} height={16} className="language-picker__chevron" />
      </span>
    </div>
  );
}
