// English / Español. Each language is named in itself, so a visitor can find theirs whatever the
// current interface language is.
import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import { LOCALES, type Locale } from '#api/i18n/locale.ts';
import { m } from '../i18n/paraglide/messages.js';
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
  return (
    <Select
      className="language-picker"
      value={value}
      onChange={(key) => {
        const locale = LOCALES.find((candidate) => candidate === key);
        if (locale) onChange(locale);
      }}
    >
      <Label className={compact ? 'visually-hidden' : 'language-picker__label'}>{m.language_label()}</Label>
      <Button className="language-picker__button">
        <GlobeIcon width={18} height={18} />
        <SelectValue className="language-picker__value" />
        <ChevronDownIcon width={16} height={16} />
      </Button>
      <Popover className="language-picker__popover" placement="bottom end">
        <ListBox className="language-picker__list">
          {LOCALES.map((locale) => (
            <ListBoxItem key={locale} id={locale} lang={locale} className="language-picker__option">
              {LANGUAGE_NAMES[locale]()}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
}
