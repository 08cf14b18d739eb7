// The HVdC coder: reads a dream's text and returns its content codes (codes.ts). It runs at save, once
// per version of the text, and its result is stored (content-codes.service.ts); nothing reads a dream
// again to code it.
//
// Matching is the offline interpreter's (providers/ai/offline/analyze.ts): folded words, longest
// phrase first, a negation just before a word cancels it ("there was no dog", "no tenía miedo"). What
// HVdC adds is *who*: each emotion, interaction and outcome is given to the dreamer or to a character
// by the nearest subject before it (a pronoun resolved to the last character it can mean, a character
// word standing as the subject, a Spanish verb ending), with the dreamer as the default of a
// first-person report. Words inside quotation marks are speech: someone named in speech is not present,
// and a feeling named in speech is not felt in the scene.
import {
  compileEntries,
  EMOTION_NEGATION,
  matchEntries,
  SYMBOL_NEGATION,
  type CompiledEntry,
  type Match,
  type Negation,
} from '../../providers/ai/offline/analyze.ts';
import { detectLanguage, fold, isStopword, splitSentences, type TermLanguage } from '../../providers/ai/text.ts';
import { CHARACTER_TERMS, FIRST_NAMES, type CharacterTermEntry } from './character-terms.ts';
import { emptyCodes, type CharacterCode, type ContentCodes, type Sex, type Who } from './codes.ts';
import {
  BODY_PART_TERMS,
  EMOTION_TERMS,
  INTERACTION_TERMS,
  OUTCOME_TERMS,
  type BodyPartTermEntry,
  type EmotionTermEntry,
  type InteractionTermEntry,
  type OutcomeTermEntry,
} from './hvdc-terms.ts';

let lists:
  | {
      characters: CompiledEntry<CharacterTermEntry>[];
      interactions: CompiledEntry<InteractionTermEntry>[];
      emotions: CompiledEntry<EmotionTermEntry>[];
      outcomes: CompiledEntry<OutcomeTermEntry>[];
      bodyParts: CompiledEntry<BodyPartTermEntry>[];
    }
  | undefined;

function compiled() {
  lists ??= {
    characters: compileEntries(CHARACTER_TERMS, true),
    interactions: compileEntries(INTERACTION_TERMS, false),
    emotions: compileEntries(EMOTION_TERMS, true),
    outcomes: compileEntries(OUTCOME_TERMS, false),
    bodyParts: compileEntries(BODY_PART_TERMS, true),
  };
  return lists;
}

/** Outcomes are cancelled by a negation only when it is right before them ("no pude" is listed as is). */
const OUTCOME_NEGATION: Negation = { words: SYMBOL_NEGATION.words, window: 1 };

const WORD = /[\p{L}\p{N}]+(?:['\u2019][\p{L}\p{N}]+)*/gu;

interface Sentence {
  words: string[];
  raws: string[];
  quoted: boolean[];
}

/** Character ranges of the text inside quotation marks ("…", “…”, «…»). */
function quotedRanges(text: string): [number, number][] {
  const ranges: [number, number][] = [];
  const pattern = /"[^"]*"|\u201c[^\u201d]*\u201d|\u00ab[^\u00bb]*\u00bb/g;
  for (const match of text.matchAll(pattern)) ranges.push([match.index, match.index + match[0].length]);
  return ranges;
}

function sentencesOf(text: string): Sentence[] {
  const quotes = quotedRanges(text);
  let cursor = 0;
  return splitSentences(text).map((sentenceText) => {
    const offset = Math.max(0, text.indexOf(sentenceText, cursor));
    cursor = offset + sentenceText.length;
    const sentence: Sentence = { words: [], raws: [], quoted: [] };
    for (const match of sentenceText.matchAll(WORD)) {
      const at = offset + match.index;
      sentence.words.push(fold(match[0]));
      sentence.raws.push(match[0]);
      sentence.quoted.push(quotes.some(([start, end]) => start < at && at < end));
    }
    return sentence;
  });
}

const FIRST_PERSON_SUBJECTS = new Set(['i', 'we', 'yo', 'nosotros', 'nosotras', 'im', 'ive', 'id']);
/** First-person words that, standing before a feeling, make it the dreamer's ("my heart", "me asusté"). */
const FIRST_PERSON_ANY = new Set([...FIRST_PERSON_SUBJECTS, 'me', 'my', 'myself', 'us', 'our', 'mi', 'mis', 'nos']);
const OBJECT_PRONOUNS = new Set(['me', 'us', 'him', 'her', 'them', 'it']);
const THIRD_SUBJECTS: Record<string, (c: CharacterCode) => boolean> = {
  he: (c) => c.kind === 'person' && !c.plural && c.sex !== 'female',
  she: (c) => c.kind === 'person' && !c.plural && c.sex !== 'male',
  they: () => true,
  it: (c) => c.kind !== 'person',
  ella: (c) => c.kind === 'person' && !c.plural && c.sex !== 'male',
  ellos: (c) => c.plural,
  ellas: (c) => c.plural,
  // Spanish reflexive verbs name their subject only by "se" ("se puso triste", "se asustó").
  se: () => true,
};
const THIRD_OBJECTS: Record<string, (c: CharacterCode) => boolean> = {
  him: THIRD_SUBJECTS.he!,
  her: THIRD_SUBJECTS.she!,
  his: THIRD_SUBJECTS.he!,
  them: () => true,
  it: THIRD_SUBJECTS.it!,
};
/** Words after a character that keep it the subject of what follows ("my sister was sad", "el perro que me mordió"). */
const SUBJECT_LINKS = new Set(
  'was were is are seemed looked felt got became kept started began who that also suddenly just then estaba estaban parecia parecian se que quien quienes tambien de repente empezo comenzo me nos lo la le les los las'.split(
    ' ',
  ),
);
const PASSIVE_AUX = new Set(['was', 'were', 'got', 'been', 'being', 'fui', 'fue', 'fuimos', 'fueron', 'era', 'eramos']);
const AGENT = new Set(['by', 'por']);
const SPANISH_OBJECT_CLITICS = new Set(['lo', 'la', 'le', 'los', 'las', 'les']);
const CLAUSE_BREAKS = new Set([
  'and',
  'but',
  'then',
  'when',
  'because',
  'so',
  'y',
  'pero',
  'cuando',
  'porque',
  'entonces',
  'mientras',
]);

interface Mention {
  sentence: number;
  start: number;
  end: number;
  character: number;
}

class Coder {
  readonly codes: ContentCodes = emptyCodes();
  private readonly mentions: Mention[] = [];
  private readonly keys = new Map<string, number>();

  constructor(
    private readonly sentences: Sentence[],
    private readonly languages: TermLanguage[],
  ) {}

  private unquoted(sentence: Sentence, matches: Match[]): Match[] {
    return matches.filter((match) => !sentence.quoted[match.start]);
  }

  private raw(sentence: Sentence, start: number, end: number): string {
    return sentence.raws.slice(start, end).join(' ');
  }

  readCharacters(): void {
    const list = compiled().characters;
    this.sentences.forEach((sentence, s) => {
      for (const match of this.unquoted(
        sentence,
        matchEntries(list, sentence.words, this.languages, SYMBOL_NEGATION),
      )) {
        const entry = list[match.index]!.entry;
        const text = this.raw(sentence, match.start, match.end);
        const before = sentence.words.slice(Math.max(0, match.start - 2), match.start);
        const owned = before.some((word) => OWNERS.has(word));
        const lastWord = sentence.words[match.end - 1]!;
        // "my grandmother's house" names the house's owner, not someone present in the scene.
        if (/['\u2019]s$/i.test(sentence.raws[match.end - 1]!)) continue;
        const plural =
          entry.plural === true || PLURAL_WORDS.has(lastWord) || isPluralForm(list[match.index]!, lastWord);
        const familiar = entry.kind === 'person' && (entry.familiarWhenOwned ? owned : entry.relation !== 'stranger');
        const relation = entry.relation === null ? null : entry.familiarWhenOwned && owned ? 'known' : entry.relation;
        this.addCharacter(s, match, `${entry.id}:${plural}`, {
          text,
          kind: entry.kind,
          sex: entry.sex,
          familiarity: familiar ? 'familiar' : 'unfamiliar',
          relation,
          plural,
        });
      }
      sentence.raws.forEach((raw, index) => {
        const sex = FIRST_NAMES.get(sentence.words[index]!);
        if (!sex || sentence.quoted[index] || raw[0] !== raw[0]!.toUpperCase()) return;
        if (this.mentions.some((m) => m.sentence === s && m.start <= index && index < m.end)) return;
        // "mi primo Pablo", "my friend Laura": the name is the character just named.
        const named = this.mentions.find((m) => m.sentence === s && m.end === index);
        if (named) {
          this.mentions.push({ ...named, start: index, end: index + 1 });
          return;
        }
        this.addCharacter(
          s,
          { index: -1, start: index, end: index + 1, exact: true, label: undefined },
          `name:${sentence.words[index]}`,
          {
            text: raw,
            kind: 'person',
            sex,
            familiarity: 'familiar',
            relation: 'known',
            plural: false,
          },
        );
      });
    });
    this.mentions.sort((a, b) => a.sentence - b.sentence || a.start - b.start);
  }

  private addCharacter(sentence: number, match: Match, key: string, code: CharacterCode): void {
    let index = this.keys.get(key);
    if (index === undefined) {
      index = this.codes.characters.length;
      this.codes.characters.push(code);
      this.keys.set(key, index);
    }
    this.mentions.push({ sentence, start: match.start, end: match.end, character: index });
  }

  private mentionEndingAt(s: number, end: number): Mention | undefined {
    return this.mentions.find((m) => m.sentence === s && m.end === end);
  }

  private mentionStartingAt(s: number, start: number): Mention | undefined {
    return this.mentions.find((m) => m.sentence === s && m.start === start);
  }

  /** The last character before a position that a pronoun can mean, learning its sex from the pronoun. */
  private resolve(
    s: number,
    position: number,
    fits: (c: CharacterCode) => boolean,
    exclude?: Who | null,
  ): Who | undefined {
    for (let i = this.mentions.length - 1; i >= 0; i--) {
      const mention = this.mentions[i]!;
      if (mention.sentence > s || (mention.sentence === s && mention.start >= position)) continue;
      if (mention.character === exclude) continue;
      const character = this.codes.characters[mention.character]!;
      if (fits(character)) return mention.character;
    }
    return undefined;
  }

  private learnSex(who: Who | undefined, pronoun: string): void {
    if (typeof who !== 'number') return;
    const character = this.codes.characters[who]!;
    if (character.kind !== 'person' || character.plural || character.sex !== 'unknown') return;
    const sex: Sex | undefined =
      pronoun === 'he' || pronoun === 'him' || pronoun === 'his'
        ? 'male'
        : pronoun === 'she' || pronoun === 'her' || pronoun === 'ella'
          ? 'female'
          : undefined;
    if (sex) character.sex = sex;
  }

  /**
   * The subject of what stands at `position`: the nearest first-person word, third-person pronoun or
   * character word before it in the sentence. A character word counts when it is the subject, not
   * an object ("I hugged my mother and cried" is the dreamer's crying).
   */
  subjectBefore(
    s: number,
    position: number,
    options: { skipObjects: boolean; anyFirstPerson: boolean },
  ): Who | undefined {
    const { words } = this.sentences[s]!;
    for (let i = position - 1; i >= 0; i--) {
      const word = words[i]!;
      const mention = this.mentionEndingAt(s, i + 1);
      if (mention) {
        const next = words[mention.end];
        const isSubject =
          mention.end === position ||
          (next !== undefined && SUBJECT_LINKS.has(next)) ||
          words.slice(0, mention.start).every((w) => isStopword(w) || w === 'suddenly' || w === 'then');
        if (isSubject || !options.skipObjects) return mention.character;
        i = mention.start;
        continue;
      }
      if (options.anyFirstPerson ? FIRST_PERSON_ANY.has(word) : FIRST_PERSON_SUBJECTS.has(word)) return 'dreamer';
      const fits = THIRD_SUBJECTS[word];
      if (fits) {
        const who = this.resolve(s, i, fits);
        this.learnSex(who, word);
        if (who !== undefined) return who;
      }
      if (options.skipObjects && OBJECT_PRONOUNS.has(word)) continue;
    }
    return undefined;
  }

  /** Who the Spanish verb's ending names, when no subject is written ("lloré", "me atacó"). */
  private subjectOfSpanishVerb(s: number, start: number, raw: string): Who | undefined {
    const word = raw.toLowerCase();
    if (/(é|í)$/.test(word) || /(amos|imos)$/.test(word)) return 'dreamer';
    if (/(ó|aron|ieron|ían|aban)$/.test(word)) return this.resolve(s, start, () => true);
    return undefined;
  }

  readEmotions(): void {
    const list = compiled().emotions;
    const seen = new Set<string>();
    this.sentences.forEach((sentence, s) => {
      for (const match of this.unquoted(
        sentence,
        matchEntries(list, sentence.words, this.languages, EMOTION_NEGATION),
      )) {
        const entry = list[match.index]!.entry;
        const who =
          this.subjectBefore(s, match.start, { skipObjects: true, anyFirstPerson: true }) ??
          this.subjectOfSpanishVerb(s, match.start, sentence.raws[match.start]!) ??
          'dreamer';
        const key = `${entry.class}:${who}`;
        if (seen.has(key)) continue;
        seen.add(key);
        this.codes.emotions.push({ class: entry.class, text: this.raw(sentence, match.start, match.end), who });
      }
    });
  }

  private objectAfter(s: number, end: number, initiator: Who | undefined): Who | undefined {
    const { words } = this.sentences[s]!;
    for (let i = end; i < Math.min(words.length, end + 6); i++) {
      const word = words[i]!;
      if (i > end && CLAUSE_BREAKS.has(word)) return undefined;
      if (word === 'myself') return undefined;
      // "a mí" is the dreamer; "mi primo" is the cousin.
      // "bit my leg" is done to the dreamer; "my brother" is the brother.
      const owner = word === 'mi' || word === 'my' || word === 'our';
      if ((owner && !this.mentionStartingAt(s, i + 1)) || word === 'me' || word === 'us' || word === 'nosotros')
        return 'dreamer';
      const mention = this.mentionStartingAt(s, i);
      if (mention) return mention.character;
      const fits = THIRD_OBJECTS[word];
      if (fits) {
        const who = this.resolve(s, i, fits, initiator);
        this.learnSex(who, word);
        if (who !== undefined) return who;
      }
    }
    return undefined;
  }

  readInteractions(): void {
    const list = compiled().interactions;
    const seen = new Set<string>();
    this.sentences.forEach((sentence, s) => {
      const { words } = sentence;
      for (const match of this.unquoted(sentence, matchEntries(list, words, this.languages, SYMBOL_NEGATION))) {
        const entry = list[match.index]!.entry;
        const termWords = words.slice(match.start, match.end);
        const before = words.slice(Math.max(0, match.start - 2), match.start);
        let initiator: Who | null | undefined;
        let recipient: Who | undefined;
        const passive = before.some((word) => PASSIVE_AUX.has(word)) && !termWords.includes('me');
        if (passive) {
          recipient = this.subjectBefore(s, match.start, { skipObjects: true, anyFirstPerson: false }) ?? 'dreamer';
          const by = words.slice(match.end, match.end + 3).findIndex((word) => AGENT.has(word));
          initiator = by >= 0 ? (this.objectAfter(s, match.end + by + 1, recipient) ?? null) : null;
        } else {
          const clitic = words[match.start - 1];
          if (termWords.some((word) => word === 'me' || word === 'my') || clitic === 'me' || clitic === 'nos') {
            recipient = 'dreamer';
            initiator =
              this.subjectBefore(s, match.start - (clitic === 'me' || clitic === 'nos' ? 1 : 0), {
                skipObjects: true,
                anyFirstPerson: false,
              }) ?? this.resolve(s, match.start, () => true);
          } else {
            initiator =
              this.subjectBefore(s, match.start, { skipObjects: true, anyFirstPerson: false }) ??
              this.subjectOfSpanishVerb(s, match.start, sentence.raws[match.start]!) ??
              'dreamer';
            recipient =
              (clitic && SPANISH_OBJECT_CLITICS.has(clitic)) || termWords[0] === 'le'
                ? this.resolve(s, match.start, () => true, initiator)
                : this.objectAfter(s, match.end, initiator);
          }
        }
        if (recipient === undefined || initiator === undefined || initiator === recipient) continue;
        // A kiss between relatives is affection, not sexuality (HVdC).
        const type =
          entry.type === 'sexuality' &&
          [initiator, recipient].some(
            (who) =>
              typeof who === 'number' &&
              this.codes.characters[who]!.relation === 'family' &&
              !['husband', 'wife', 'partner'].some((id) => this.codes.characters[who]!.text.toLowerCase().includes(id)),
          )
            ? 'friendliness'
            : entry.type;
        const key = `${type}:${entry.id}:${initiator}:${recipient}`;
        if (seen.has(key)) continue;
        seen.add(key);
        this.codes.interactions.push({
          type,
          text: this.raw(sentence, match.start, match.end),
          initiator,
          recipient,
          physical: entry.physical,
        });
      }
    });
  }

  readOutcomes(): void {
    const list = compiled().outcomes;
    const seen = new Set<string>();
    this.sentences.forEach((sentence, s) => {
      for (const match of this.unquoted(
        sentence,
        matchEntries(list, sentence.words, this.languages, OUTCOME_NEGATION),
      )) {
        const entry = list[match.index]!.entry;
        const who =
          this.subjectBefore(s, match.start, { skipObjects: true, anyFirstPerson: true }) ??
          this.subjectOfSpanishVerb(s, match.start, sentence.raws[match.start]!) ??
          'dreamer';
        const key = `${entry.type}:${entry.bodily}:${who}`;
        if (seen.has(key)) continue;
        seen.add(key);
        this.codes.outcomes.push({
          type: entry.type,
          text: this.raw(sentence, match.start, match.end),
          who,
          bodily: entry.bodily,
        });
      }
    });
  }

  readBodyParts(): void {
    const { bodyParts, emotions } = compiled();
    const seen = new Set<string>();
    this.sentences.forEach((sentence) => {
      // "my heart sank" names a feeling, not a heart.
      const feelingPhrases = matchEntries(emotions, sentence.words, this.languages, undefined)
        .filter((match) => match.end - match.start > 1)
        .map((match): [number, number] => [match.start, match.end]);
      for (const match of this.unquoted(
        sentence,
        matchEntries(bodyParts, sentence.words, this.languages, undefined, feelingPhrases),
      )) {
        const text = this.raw(sentence, match.start, match.end);
        if (seen.has(fold(text))) continue;
        seen.add(fold(text));
        this.codes.bodyParts.push({ text, region: bodyParts[match.index]!.entry.region });
      }
    });
  }
}

const OWNERS = new Set([
  'my',
  'our',
  'his',
  'her',
  'their',
  'mi',
  'mis',
  'nuestro',
  'nuestra',
  'nuestros',
  'nuestras',
  'su',
  'sus',
  'tu',
  'tus',
  'your',
]);
const PLURAL_WORDS = new Set(
  'men women children people mice wolves kids police family relatives parents grandparents familia familiares parientes padres abuelos'.split(
    ' ',
  ),
);

function isPluralForm(entry: CompiledEntry<CharacterTermEntry>, word: string): boolean {
  if (!/(s|es)$/.test(word)) return false;
  // The word as listed is singular; a form the list adds (an -s or -es plural) is plural.
  return !entry.terms.some(({ term }) => term.lastPrefix === undefined && [...term.lastForms][0] === word);
}

export function codeDream(text: string): ContentCodes {
  const sentences = sentencesOf(text);
  const detected = detectLanguage(sentences.flatMap((sentence) => sentence.words));
  const languages: TermLanguage[] = detected === 'both' ? ['en', 'es'] : [detected];
  const coder = new Coder(sentences, languages);
  coder.readCharacters();
  coder.readInteractions();
  coder.readEmotions();
  coder.readOutcomes();
  coder.readBodyParts();
  return coder.codes;
}
