// The Date filter's days: beside the text match of the spec ("enero", "5, 2024"), a picker of a day, a
// month or a range of days, each with a calendar (react-aria: every part keyboard-operable and
// labelled, in the interface's language). What is picked goes to the URL as from= and to= (inclusive
// yyyy-mm-dd days, read by the server in the reader's time zone), so a reload keeps it. This file is
// the search route's own (loaded lazily): the date components stay out of every other page's code.
import { endOfMonth, parseDate, type CalendarDate } from '@internationalized/date';
import { useState, type Key } from 'react';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DatePicker,
  DateRangePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  Label,
  ListBox,
  ListBoxItem,
  NumberField,
  Input,
  Popover,
  Radio,
  RadioGroup,
  RangeCalendar,
  Select,
  SelectValue,
  type RangeValue,
} from 'react-aria-components';
import {
  CalendarIcon,
  ChevronDownIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  CloseIcon,
} from '../../components/icons.tsx';
import { m } from '#shared/i18n/paraglide/messages.js';
import { getUiLocale } from '../../i18n/uiLocale.ts';
import { isSearchableDay } from './searchParams.ts';
import './search-dates.css';

type Mode = 'day' | 'month' | 'range';

export interface Days {
  from: string | null;
  to: string | null;
}

const asDate = (day: string | null): CalendarDate | null => {
  if (!day) return null;
  try {
    return parseDate(day);
  } catch {
    return null;
  }
};

/** The whole month of a date: its first and last days. */
const monthOf = (date: CalendarDate): Days => ({
  from: date.set({ day: 1 }).toString(),
  to: endOfMonth(date).toString(),
});

/** What the days in the URL look like: one day, a whole month, or any other span. */
function modeOf({ from, to }: Days): Mode {
  const start = asDate(from);
  if (!start || from === to) return 'day';
  if (to && monthOf(start).from === from && monthOf(start).to === to) return 'month';
  return 'range';
}

export function SearchDates({ days, onChange }: { days: Days; onChange: (days: Days) => void }) {
  const [mode, setMode] = useState<Mode>(() => modeOf(days));
  const start = asDate(days.from);
  const end = asDate(days.to);
  const picked = days.from !== null || days.to !== null;

  // What the fields hold, which may be half typed: typing 2024 into the year passes through 0002, a
  // complete date the server does not search. Only searchable days go to the URL; days arriving there
  // from elsewhere (Clear dates, history) replace what the fields hold.
  const [day, setDay] = useState(start);
  const [range, setRange] = useState(start && end ? { start, end } : null);
  const [seen, setSeen] = useState(`${days.from}|${days.to}`);
  if (seen !== `${days.from}|${days.to}`) {
    setSeen(`${days.from}|${days.to}`);
    setDay(start);
    setRange(start && end ? { start, end } : null);
  }
  const searchable = (date: CalendarDate) => isSearchableDay(date.toString());

  // Another kind of picker keeps what can be kept: a range's first day, or its month.
  const changeMode = (next: Mode) => {
    setMode(next);
    const first = start ?? end;
    if (!first) return;
    if (next === 'day') onChange({ from: first.toString(), to: first.toString() });
    if (next === 'month') onChange(monthOf(first));
  };

  return (
    <section className="search-dates" aria-labelledby="search-dates-title">
      <h2 id="search-dates-title" className="search-dates__title">
        {m.search_dates_title()}
      </h2>
      <p className="search-dates__hint">{m.search_dates_hint()}</p>
      <RadioGroup
        className="search-dates__modes"
        orientation="horizontal"
        value={mode}
        onChange={(value) => changeMode(value as Mode)}
      >
        <Label className="visually-hidden">{m.search_dates_mode()}</Label>
        <Radio value="day" className="search-dates__mode">
          {m.search_dates_day()}
        </Radio>
        <Radio value="month" className="search-dates__mode">
          {m.search_dates_month()}
        </Radio>
        <Radio value="range" className="search-dates__mode">
          {m.search_dates_range()}
        </Radio>
      </RadioGroup>

      <div className="search-dates__row">
        {mode === 'day' && (
          <DaysPicker
            mode="day"
            value={day}
            onChange={(date) => {
              setDay(date);
              if (!date) onChange({ from: null, to: null });
              else if (searchable(date)) onChange({ from: date.toString(), to: date.toString() });
            }}
          />
        )}

        {mode === 'month' && <MonthPicker start={start} onChange={onChange} />}

        {mode === 'range' && (
          <DaysPicker
            mode="range"
            value={range}
            onChange={(next) => {
              setRange(next);
              if (!next) onChange({ from: null, to: null });
              else if (searchable(next.start) && searchable(next.end) && next.start.compare(next.end) <= 0)
                onChange({ from: next.start.toString(), to: next.end.toString() });
            }}
          />
        )}

        {picked && (
          <Button
            className="button button--ghost search-dates__clear"
            onPress={() => onChange({ from: null, to: null })}
          >
            <CloseIcon width={16} height={16} />
            {m.search_dates_clear()}
          </Button>
        )}
      </div>
    </section>
  );
}

type DaysPickerProps =
  | { mode: 'day'; value: CalendarDate | null; onChange: (date: CalendarDate | null) => void }
  | {
      mode: 'range';
      value: RangeValue<CalendarDate> | null;
      onChange: (range: RangeValue<CalendarDate> | null) => void;
    };

/**
 * One day or a range of days: typed in segments (one date input, or a first and a last), or picked
 * from a calendar in a popover. What is typed is handed on as it is, complete dates only.
 */
function DaysPicker(props: DaysPickerProps) {
  const single = props.mode === 'day';
  const input = (slot?: 'start' | 'end') => (
    <DateInput slot={slot} className="search-dates__input">
      {(segment) => <DateSegment segment={segment} className="search-dates__segment" />}
    </DateInput>
  );
  const calendar = (
    <>
      <CalendarHeader />
      <CalendarGrid className="calendar__grid">
        {(date) => <CalendarCell date={date} className="calendar__cell" />}
      </CalendarGrid>
    </>
  );
  const parts = (
    <>
      <Label className="field__label">{single ? m.search_dates_day_label() : m.search_dates_range_label()}</Label>
      <Group className="field__input search-dates__group">
        {single ? (
          input()
        ) : (
          <>
            {input('start')}
            <span aria-hidden="true" className="search-dates__dash">
              –
            </span>
            {input('end')}
          </>
        )}
        <CalendarButton />
      </Group>
      <Popover className="menu-popover search-dates__popover">
        <Dialog className="search-dates__dialog">
          {single ? (
            <Calendar className="calendar calendar--single">{calendar}</Calendar>
          ) : (
            <RangeCalendar className="calendar">{calendar}</RangeCalendar>
          )}
        </Dialog>
      </Popover>
    </>
  );
  return props.mode === 'day' ? (
    <DatePicker className="field search-dates__picker" value={props.value} onChange={props.onChange}>
      {parts}
    </DatePicker>
  ) : (
    <DateRangePicker className="field search-dates__picker" value={props.value} onChange={props.onChange}>
      {parts}
    </DateRangePicker>
  );
}

function CalendarButton() {
  // react-aria names it ("Calendar", "Calendario").
  return (
    <Button className="search-dates__calendar-button">
      <CalendarIcon width={18} height={18} />
    </Button>
  );
}

function CalendarHeader() {
  // react-aria names the arrows ("Previous", "Anterior"...).
  return (
    <div className="calendar__header">
      <Button slot="previous" className="calendar__nav">
        <ChevronLeftIcon width={18} height={18} />
      </Button>
      <Heading className="calendar__heading" />
      <Button slot="next" className="calendar__nav">
        <ChevronRightIcon width={18} height={18} />
      </Button>
    </div>
  );
}

/** A month: its name from a list, and the year typed or stepped with the arrow keys. */
function MonthPicker({ start, onChange }: { start: CalendarDate | null; onChange: (days: Days) => void }) {
  const [year, setYear] = useState(() => start?.year ?? new Date().getFullYear());
  const month = start ? start.month : null;
  const names = Array.from({ length: 12 }, (_, index) =>
    new Intl.DateTimeFormat(getUiLocale(), { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2000, index, 1)),
  );
  const pick = (nextMonth: number | null, nextYear: number) => {
    if (nextMonth === null || !Number.isInteger(nextYear) || nextYear < 1900 || nextYear > 2199) return;
    onChange(monthOf(parseDate(`${String(nextYear).padStart(4, '0')}-${String(nextMonth).padStart(2, '0')}-01`)));
  };
  return (
    <div className="search-dates__month">
      <Select
        className="field search-dates__month-name"
        selectedKey={month}
        onSelectionChange={(key: Key | null) => {
          if (key != null) pick(Number(key), year);
        }}
      >
        <Label className="field__label">{m.search_dates_month_label()}</Label>
        <Button className="field__input search-dates__select">
          <SelectValue className="search-dates__select-value" />
          <ChevronDownIcon width={16} height={16} />
        </Button>
        <Popover className="menu-popover search-dates__month-popover">
          <ListBox className="menu">
            {names.map((name, index) => (
              <ListBoxItem
                key={index + 1}
                id={index + 1}
                textValue={name}
                className="menu__item search-dates__month-item"
              >
                {name}
              </ListBoxItem>
            ))}
          </ListBox>
        </Popover>
      </Select>
      <NumberField
        className="field search-dates__year"
        value={year}
        minValue={1900}
        maxValue={2199}
        formatOptions={{ useGrouping: false }}
        onChange={(value) => {
          if (!Number.isFinite(value)) return;
          setYear(value);
          pick(month, value);
        }}
      >
        <Label className="field__label">{m.search_dates_year_label()}</Label>
        <Input className="field__input" />
      </NumberField>
    </div>
  );
}
