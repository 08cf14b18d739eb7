// "What Oneiro read in this dream": the dream's stored content codes (people, animals and creatures,
// interactions, feelings, outcomes, body parts), each with the words it was read from, and a way to
// correct or remove each one. Folded away by default so the dream stays what the page is read for.
// A correction goes to the server and its answer (the dream's corrected codes) replaces the list.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import {
  Button,
  Disclosure,
  DisclosurePanel,
  Heading,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
  type Key,
} from 'react-aria-components';
import { graphql, useFragment } from 'react-relay';
import type {
  DreamContentCodes_dream$data,
  DreamContentCodes_dream$key,
} from '../../__generated__/DreamContentCodes_dream.graphql.ts';
import type { ContentCodeCategory } from '../../__generated__/useCorrectContentCodeMutation.graphql.ts';
import { ChevronDownIcon } from '../../components/icons.tsx';
import { m } from '#shared/i18n/paraglide/messages.js';
import {
  useCorrectContentCodeMutation,
  type CorrectContentCodeInput,
} from '../../mutations/useCorrectContentCodeMutation.ts';
import './content-codes.css';

const dreamFragment = graphql`
  fragment DreamContentCodes_dream on DreamEntry {
    id
    contentCodes {
      characters {
        key
        text
        kind
        sex
        familiarity
        relation
        plural
      }
      interactions {
        key
        text
        type
        initiator
        recipient
        physical
      }
      emotions {
        key
        text
        class
        who
      }
      outcomes {
        key
        text
        type
        who
        bodily
      }
      bodyParts {
        key
        text
        region
      }
    }
  }
`;

type Codes = NonNullable<DreamContentCodes_dream$data['contentCodes']>;
type Character = Codes['characters'][number];

/** The fields a correction may change, as the mutation's input names them. */
type Change = Omit<CorrectContentCodeInput, 'dreamId' | 'category' | 'key'>;

interface Option<V extends string> {
  id: V;
  label: () => string;
}

const KINDS: Option<Character['kind']>[] = [
  { id: 'person', label: m.content_codes_kind_person },
  { id: 'animal', label: m.content_codes_kind_animal },
  { id: 'creature', label: m.content_codes_kind_creature },
];
const SEXES: Option<Character['sex']>[] = [
  { id: 'male', label: m.content_codes_sex_male },
  { id: 'female', label: m.content_codes_sex_female },
  { id: 'unknown', label: m.content_codes_sex_unknown },
];
const FAMILIARITIES: Option<Character['familiarity']>[] = [
  { id: 'familiar', label: m.content_codes_familiarity_familiar },
  { id: 'unfamiliar', label: m.content_codes_familiarity_unfamiliar },
];
const RELATIONS: Option<NonNullable<Character['relation']>>[] = [
  { id: 'family', label: m.content_codes_relation_family },
  { id: 'friend', label: m.content_codes_relation_friend },
  { id: 'known', label: m.content_codes_relation_known },
  { id: 'stranger', label: m.content_codes_relation_stranger },
];
const INTERACTION_TYPES: Option<Codes['interactions'][number]['type']>[] = [
  { id: 'aggression', label: m.content_codes_interaction_aggression },
  { id: 'friendliness', label: m.content_codes_interaction_friendliness },
  { id: 'sexuality', label: m.content_codes_interaction_sexuality },
];
const EMOTION_CLASSES: Option<Codes['emotions'][number]['class']>[] = [
  { id: 'anger', label: m.content_codes_emotion_anger },
  { id: 'apprehension', label: m.content_codes_emotion_apprehension },
  { id: 'sadness', label: m.content_codes_emotion_sadness },
  { id: 'confusion', label: m.content_codes_emotion_confusion },
  { id: 'happiness', label: m.content_codes_emotion_happiness },
];
const OUTCOME_TYPES: Option<Codes['outcomes'][number]['type']>[] = [
  { id: 'success', label: m.content_codes_outcome_success },
  { id: 'failure', label: m.content_codes_outcome_failure },
  { id: 'misfortune', label: m.content_codes_outcome_misfortune },
  { id: 'good_fortune', label: m.content_codes_outcome_good_fortune },
];
const REGIONS: Option<Codes['bodyParts'][number]['region']>[] = [
  { id: 'head', label: m.content_codes_region_head },
  { id: 'extremities', label: m.content_codes_region_extremities },
  { id: 'torso', label: m.content_codes_region_torso },
  { id: 'anatomy', label: m.content_codes_region_anatomy },
  { id: 'sexual', label: m.content_codes_region_sexual },
];

function labelOf<V extends string>(options: readonly Option<V>[], value: string | null | undefined): string {
  return options.find((option) => option.id === value)?.label() ?? value ?? '';
}

export function DreamContentCodes({ dream: dreamKey }: { dream: DreamContentCodes_dream$key }) {
  const dream = useFragment(dreamFragment, dreamKey);
  const [correctContentCode, isCorrecting] = useCorrectContentCodeMutation();
  const [failed, setFailed] = useState(false);
  // What the last removal took away, said in the section (a toast would cover the list); it takes
  // the focus, which was on the Remove button that is gone.
  const [removed, setRemoved] = useState<string | null>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (removed !== null) statusRef.current?.focus();
  }, [removed]);
  const codes = dream.contentCodes;

  const correct = (category: ContentCodeCategory, key: string, change: Change, onCorrected?: () => void) => {
    setFailed(false);
    setRemoved(null);
    correctContentCode(
      { dreamId: dream.id, category, key, ...change },
      { onCorrected, onError: () => setFailed(true) },
    );
  };
  const remove = (category: ContentCodeCategory, key: string, text: string) =>
    correct(category, key, { remove: true }, () => setRemoved(text));

  /** "You", a character's words, or "Someone" when the dream does not say who. */
  const whoName = (who: string | null | undefined): string => {
    if (who === 'dreamer') return m.content_codes_dreamer();
    const character = who == null ? undefined : codes?.characters[Number(who)];
    return character?.text ?? m.content_codes_someone();
  };
  const whoOptions: Option<string>[] = [
    { id: 'dreamer', label: m.content_codes_dreamer },
    ...(codes?.characters ?? []).map((character, index) => ({ id: String(index), label: () => character.text })),
  ];

  let body: ReactNode;
  if (!codes) {
    body = <p className="content-codes__note">{m.content_codes_not_read()}</p>;
  } else if (
    codes.characters.length +
      codes.interactions.length +
      codes.emotions.length +
      codes.outcomes.length +
      codes.bodyParts.length ===
    0
  ) {
    body = <p className="content-codes__note">{m.content_codes_empty()}</p>;
  } else {
    body = (
      <>
        <CodeGroup title={m.content_codes_characters()}>
          {codes.characters.map((character) => (
            <CodeItem
              key={character.key}
              text={character.text}
              summary={[
                labelOf(KINDS, character.kind),
                labelOf(SEXES, character.sex),
                labelOf(FAMILIARITIES, character.familiarity),
                character.relation ? labelOf(RELATIONS, character.relation) : null,
                character.plural ? m.content_codes_group() : null,
              ]
                .filter(Boolean)
                .join(' · ')}
              onRemove={() => remove('characters', character.key, character.text)}
              isDisabled={isCorrecting}
            >
              <CodeSelect
                label={m.content_codes_field_kind()}
                options={KINDS}
                value={character.kind}
                onChange={(kind) => correct('characters', character.key, { kind })}
              />
              <CodeSelect
                label={m.content_codes_field_sex()}
                options={SEXES}
                value={character.sex}
                onChange={(sex) => correct('characters', character.key, { sex })}
              />
              <CodeSelect
                label={m.content_codes_field_familiarity()}
                options={FAMILIARITIES}
                value={character.familiarity}
                onChange={(familiarity) => correct('characters', character.key, { familiarity })}
              />
              {character.kind === 'person' && (
                <CodeSelect
                  label={m.content_codes_field_relation()}
                  options={RELATIONS}
                  value={character.relation ?? null}
                  onChange={(relation) => correct('characters', character.key, { relation })}
                />
              )}
            </CodeItem>
          ))}
        </CodeGroup>

        <CodeGroup title={m.content_codes_interactions()}>
          {codes.interactions.map((interaction) => (
            <CodeItem
              key={interaction.key}
              text={interaction.text}
              summary={
                m.content_codes_interaction_line({
                  initiator: whoName(interaction.initiator),
                  recipient: whoName(interaction.recipient),
                  type: labelOf(INTERACTION_TYPES, interaction.type),
                }) + (interaction.physical ? ` (${m.content_codes_physical()})` : '')
              }
              onRemove={() => remove('interactions', interaction.key, interaction.text)}
              isDisabled={isCorrecting}
            >
              <CodeSelect
                label={m.content_codes_field_type()}
                options={INTERACTION_TYPES}
                value={interaction.type}
                onChange={(type) => correct('interactions', interaction.key, { type })}
              />
              <CodeSelect
                label={m.content_codes_field_initiator()}
                options={[{ id: 'unknown', label: m.content_codes_someone }, ...whoOptions]}
                value={interaction.initiator ?? 'unknown'}
                onChange={(initiator) => correct('interactions', interaction.key, { initiator })}
              />
              <CodeSelect
                label={m.content_codes_field_recipient()}
                options={whoOptions}
                value={interaction.recipient}
                onChange={(recipient) => correct('interactions', interaction.key, { recipient })}
              />
            </CodeItem>
          ))}
        </CodeGroup>

        <CodeGroup title={m.content_codes_emotions()}>
          {codes.emotions.map((emotion) => (
            <CodeItem
              key={emotion.key}
              text={emotion.text}
              summary={m.content_codes_whose_line({
                who: whoName(emotion.who),
                value: labelOf(EMOTION_CLASSES, emotion.class),
              })}
              onRemove={() => remove('emotions', emotion.key, emotion.text)}
              isDisabled={isCorrecting}
            >
              <CodeSelect
                label={m.content_codes_field_class()}
                options={EMOTION_CLASSES}
                value={emotion.class}
                onChange={(emotionClass) => correct('emotions', emotion.key, { class: emotionClass })}
              />
              <CodeSelect
                label={m.content_codes_field_who()}
                options={whoOptions}
                value={emotion.who}
                onChange={(who) => correct('emotions', emotion.key, { who })}
              />
            </CodeItem>
          ))}
        </CodeGroup>

        <CodeGroup title={m.content_codes_outcomes()}>
          {codes.outcomes.map((outcome) => (
            <CodeItem
              key={outcome.key}
              text={outcome.text}
              summary={
                m.content_codes_whose_line({
                  who: whoName(outcome.who),
                  value: labelOf(OUTCOME_TYPES, outcome.type),
                }) + (outcome.bodily ? ` (${m.content_codes_outcome_bodily()})` : '')
              }
              onRemove={() => remove('outcomes', outcome.key, outcome.text)}
              isDisabled={isCorrecting}
            >
              <CodeSelect
                label={m.content_codes_field_outcome()}
                options={OUTCOME_TYPES}
                value={outcome.type}
                onChange={(type) => correct('outcomes', outcome.key, { type })}
              />
              <CodeSelect
                label={m.content_codes_field_who()}
                options={whoOptions}
                value={outcome.who}
                onChange={(who) => correct('outcomes', outcome.key, { who })}
              />
            </CodeItem>
          ))}
        </CodeGroup>

        <CodeGroup title={m.content_codes_body_parts()}>
          {codes.bodyParts.map((bodyPart) => (
            <CodeItem
              key={bodyPart.key}
              text={bodyPart.text}
              summary={labelOf(REGIONS, bodyPart.region)}
              onRemove={() => remove('bodyParts', bodyPart.key, bodyPart.text)}
              isDisabled={isCorrecting}
            >
              <CodeSelect
                label={m.content_codes_field_region()}
                options={REGIONS}
                value={bodyPart.region}
                onChange={(region) => correct('bodyParts', bodyPart.key, { region })}
              />
            </CodeItem>
          ))}
        </CodeGroup>
      </>
    );
  }

  return (
    <Disclosure className="content-codes">
      <Heading level={2} className="content-codes__heading">
        <Button slot="trigger" className="content-codes__trigger">
          <ChevronDownIcon className="content-codes__chevron" width={18} height={18} />
          {m.content_codes_title()}
        </Button>
      </Heading>
      <DisclosurePanel className="content-codes__panel">
        <div className="content-codes__body">
          <p className="content-codes__intro">{m.content_codes_intro()}</p>
          {failed && (
            <p className="content-codes__error" role="alert">
              {m.content_codes_error()}
            </p>
          )}
          {removed !== null && (
            <p ref={statusRef} className="content-codes__status" tabIndex={-1}>
              {m.content_codes_removed({ text: removed })}
            </p>
          )}
          {body}
        </div>
      </DisclosurePanel>
    </Disclosure>
  );
}

/** One kind of code under its heading; a kind the dream has none of is left out. */
function CodeGroup({ title, children }: { title: string; children: ReactNode[] }) {
  const headingId = useId();
  if (children.length === 0) return null;
  return (
    <section className="content-codes__group" aria-labelledby={headingId}>
      <h3 id={headingId} className="content-codes__group-title">
        {title}
      </h3>
      <ul className="content-codes__list">{children}</ul>
    </section>
  );
}

interface CodeItemProps {
  /** The words of the dream the code was read from; also names the item's buttons. */
  text: string;
  /** The code in plain words. */
  summary: string;
  onRemove: () => void;
  isDisabled: boolean;
  /** The selects that correct it, shown when asked for. */
  children: ReactNode;
}

function CodeItem({ text, summary, onRemove, isDisabled, children }: CodeItemProps) {
  const [isOpen, setOpen] = useState(false);
  const fieldsId = useId();
  return (
    <li className="content-code">
      <div className="content-code__row">
        <div className="content-code__body">
          <p className="content-code__summary">{summary}</p>
          <p className="content-code__words">{m.content_codes_words({ text })}</p>
        </div>
        <div className="content-code__actions">
          <Button
            className="button button--ghost content-code__action"
            aria-label={m.content_codes_correct_named({ text })}
            aria-expanded={isOpen}
            aria-controls={isOpen ? fieldsId : undefined}
            onPress={() => setOpen((open) => !open)}
          >
            {m.content_codes_correct()}
          </Button>
          <Button
            className="button button--ghost content-code__action content-code__remove"
            aria-label={m.content_codes_remove_named({ text })}
            onPress={onRemove}
            isDisabled={isDisabled}
          >
            {m.content_codes_remove()}
          </Button>
        </div>
      </div>
      {isOpen && (
        <div
          id={fieldsId}
          className="content-code__fields"
          role="group"
          aria-label={m.content_codes_corrections_of({ text })}
        >
          {children}
        </div>
      )}
    </li>
  );
}

interface CodeSelectProps<V extends string> {
  label: string;
  options: readonly Option<V>[];
  value: V | null;
  onChange: (value: V) => void;
}

// Never disabled while a correction is on its way: that would take the keyboard focus from it.
function CodeSelect<V extends string>({ label, options, value, onChange }: CodeSelectProps<V>) {
  return (
    <Select
      className="code-select"
      selectedKey={value}
      onSelectionChange={(key: Key | null) => {
        if (key != null && key !== value) onChange(String(key) as V);
      }}
    >
      <Label className="code-select__label">{label}</Label>
      <Button className="code-select__button">
        <SelectValue className="code-select__value" />
        <ChevronDownIcon width={16} height={16} />
      </Button>
      <Popover className="menu-popover code-select__popover">
        <ListBox className="menu">
          {options.map((option) => (
            <ListBoxItem key={option.id} id={option.id} textValue={option.label()} className="menu__item">
              {option.label()}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
}
