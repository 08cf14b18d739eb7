// The coder against the TUNING half of the hand-coded sets, every batch (the held-out half is only
// scored, by bench/content-coding-evaluation.ts): the targets of issue 23 must hold here.
import { describe, expect, it } from 'vitest';
import { EN_TUNING } from './en-tuning.ts';
import { EN_TUNING_2 } from './en-tuning-2.ts';
import { ES_TUNING } from './es-tuning.ts';
import { ES_TUNING_2 } from './es-tuning-2.ts';
import { ES_TUNING_3 } from './es-tuning-3.ts';
import { ES_TUNING_4 } from './es-tuning-4.ts';
import { handCodes } from './hand-codes.ts';
import { EVALUATION_HALVES, formatScore, scoreSet, TARGETS } from './score.ts';

const BATCHES = { en: [EN_TUNING, EN_TUNING_2], es: [ES_TUNING, ES_TUNING_2, ES_TUNING_3, ES_TUNING_4] } as const;

describe('HVdC coder on the tuning half', () => {
  for (const language of ['en', 'es'] as const) {
    const dreams = EVALUATION_HALVES.tuning[language];
    const score = scoreSet(dreams);
    const report = formatScore(`tuning ${language}`, score);

    it(`${language}: every tuning batch (30 + 24 hand-coded dreams, and 48 more in Spanish), each readable`, () => {
      const [first, ...later] = BATCHES[language];
      expect(first.length).toBeGreaterThanOrEqual(30);
      for (const batch of later) expect(batch.length).toBeGreaterThanOrEqual(20);
      expect(dreams).toEqual(BATCHES[language].flat());
      for (const dream of dreams) expect(() => handCodes(dream)).not.toThrow();
    });

    it(`${language}: precision and recall reach the targets`, () => {
      for (const name of ['characters', 'emotions', 'interactions'] as const) {
        expect(score[name].precision, `${name} precision\n${report}`).toBeGreaterThanOrEqual(TARGETS[name]);
        expect(score[name].recall, `${name} recall\n${report}`).toBeGreaterThanOrEqual(TARGETS[name]);
      }
    });

    it(`${language}: every indicator is within its limit of the hand-coded value`, () => {
      for (const indicator of score.indicators) {
        expect(indicator.error, `${indicator.id}\n${report}`).not.toBeNull();
        expect(indicator.error!, `${indicator.id}\n${report}`).toBeLessThanOrEqual(indicator.limit);
      }
    });
  }

  // The plain batches (score.ts, plainTuning: en-tuning-3 to -10, es-tuning-5 to -12). The first pair's
  // first run scored interactions P/R 0.63/0.25 (en) and 0.50/0.25 (es); the second pair's, written
  // after the first had been fixed against, 0.45/0.18 and 0.68/0.34; the third's (2026-12-05), after
  // the second, 0.71/0.26 and 0.36/0.16; the fourth's, rich in interactions, after the third,
  // 0.57/0.29 and 0.68/0.37. The floors hold what the fixes since reached on all of them together
  // (the figure at the time, rounded down), and rise with each fix until the targets hold. English
  // interaction precision went from 0.75 to 0.74 when recall rose from 0.50 to 0.54: the acts added
  // were read right, but six of them between characters coded otherwise than by hand ("the driver"
  // of unknown sex, "her gang" as girls). English feeling recall went from 0.95 to 0.94 when "the
  // clown" became a character: "he was over the moon", meant for the boy, now goes to the clown.
  // With the fifth pair (en-tuning-7, es-tuning-9, the densest in interactions) the floors are all five
  // pairs' figures after its fixes; each figure of the first four pairs alone held or rose, but for
  // English characters' recall (0.86 to 0.855: "a grumpy old man called Stan", whom the dreamer knows,
  // became a stranger when "a guy called Marcus" became one person).
  // The sixth pair (en-tuning-8, es-tuning-10, 2026-12-06) first ran at interactions P/R 0.64/0.35
  // (en) and 0.49/0.26 (es), characters 0.73/0.86 and 0.75/0.69, emotions 0.88/0.82 and 0.89/0.72;
  // with it, the floors are all six pairs' figures. After its fixes it stood at interactions 0.71/0.40
  // and 0.63/0.36. The seventh pair (en-tuning-9, es-tuning-11, as sparse in interactions as ordinary
  // reports) first ran, on the coder after those fixes, at interactions 0.71/0.41 (en) and 0.51/0.34
  // (es), characters 0.79/0.84 and 0.78/0.69, emotions 0.88/0.95 and 0.94/0.78; the coder from before
  // the sixth pair's fixes scored it 0.76/0.42 and 0.51/0.31, characters 0.81/0.86 and 0.77/0.68: on
  // fresh English the pass lost a little, on fresh Spanish it gained a little. After the seventh pair's
  // fixes (everyday words for people, animals, acts and feelings from batteries of common phrasings,
  // "my cousin Dean's new wife", a clitic beside its gerund) all seven pairs stood at English
  // interactions 0.77/0.52 and Spanish 0.68/0.47. The eighth pair (en-tuning-10, es-tuning-12, sparse,
  // written after those fixes) first ran at interactions 0.72/0.38 (en) and 0.54/0.36 (es), characters
  // 0.74/0.83 and 0.72/0.70, emotions 0.93/0.85 and 0.94/0.74; the coder from before this pass
  // (458b13e) scored it 0.67/0.32 and 0.51/0.30, characters 0.71/0.73 and 0.69/0.62. The ninth pair
  // (en-tuning-11, es-tuning-13, as sparse, written after the eighth's fixes) first ran at interactions
  // 0.73/0.39 (en) and 0.50/0.34 (es), characters 0.83/0.82 and 0.73/0.66, emotions 0.97/0.85 and
  // 0.93/0.80. The floors hold all nine pairs (with the ninth at its first run they stood lower than
  // eight pairs after their fixes: English interaction recall 0.50, Spanish characters' recall 0.80,
  // Spanish interactions 0.65/0.46). After its fixes (English acts in the present and the gerund from
  // every past tense listed, batteries of animals, trades and the regions' words for people, a costume
  // or a name called is no one) the ninth pair stood at interactions 0.76/0.48 (en) and 0.70/0.48
  // (es), characters 0.86/0.90 and 0.78/0.80; all nine pairs at English interactions 0.770/0.523 and
  // Spanish 0.669/0.475. The tenth pair (en-tuning-12, es-tuning-14, written after those fixes) first
  // ran at interactions 0.69/0.51 (en) and 0.68/0.47 (es), characters 0.82/0.88 and 0.80/0.77,
  // emotions 0.97/0.93 and 0.87/0.73; the coder from before the ninth pair's fixes (e18d91c) scored it
  // 0.73/0.49 and 0.68/0.45, characters 0.80/0.86 and 0.79/0.75. After its fixes (a threat or a
  // "could have" is no act done; Spanish blows, snubs, a door in the face, food offered, in the
  // regions' words; mermaids, the Pombero, "mi ñaño") it stood at interactions 0.71/0.49 (en) and
  // 0.74/0.62 (es). The eleventh pair (en-tuning-13, es-tuning-15, written after those fixes with acts
  // in varied phrasing: relative clauses, passives, acts to groups and among others) first ran at
  // interactions 0.44/0.24 (en) and 0.59/0.28 (es), characters 0.73/0.76 and 0.81/0.76, emotions
  // 0.92/0.80 and 0.88/0.57; the coder from before the ninth pair's fixes (e18d91c) scored it 0.43/0.22
  // and 0.58/0.27. With it at its first run, all eleven pairs stand at English interactions
  // 0.741/0.496 and Spanish 0.672/0.475, Spanish emotion recall 0.79. After its fixes (English and
  // Spanish acts in the phrasing it used, "sniggered at", "told us both off", "pelted", "les cantó las
  // cuarenta", "me metió cabe", "las cagó a pedos"; Spanish acts told in the present from every
  // preterite listed, "me empuja", "le da un beso"; "me dio cólera" is a feeling, not a gift) it stood
  // at interactions 0.47/0.31 (en) and 0.60/0.45 (es); all eleven pairs at English 0.738/0.505 and
  // Spanish 0.669/0.492 (precision a little lower: acts the hand did not code). The twelfth pair
  // (en-tuning-14, es-tuning-16, ordinary reports, a third in the present, written after all of this
  // pass's fixes) first ran at interactions 0.61/0.37 (en) and 0.60/0.52 (es), characters 0.73/0.77 and
  // 0.81/0.76, emotions 0.86/0.88 and 0.90/0.71; the coder from before this pass (e18d91c) scored it
  // 0.56/0.27 and 0.61/0.40, characters 0.72/0.77 and 0.78/0.73. The thirteenth pair (en-tuning-15,
  // es-tuning-17, as ordinary, written after the twelfth was scored) first ran (coder d604c90) at
  // interactions 0.54/0.37 (en) and 0.67/0.43 (es), characters 0.68/0.79 and 0.76/0.80, emotions 0.85/0.85
  // and 0.92/0.67; the coder with this pass's rules (hostile words in quotes and dialogue, criticism told,
  // gifts to someone named, acts "on purpose", who runs a class, costumes) found no more of its acts
  // (0.54/0.37 and 0.67/0.43). After fixes against the thirteenth (a pull out of danger is help; a
  // game won is no blow; "made us" is no gift unless something is made; shushing, spitting, sending
  // off; "pulls", "kills", "calls" now made from their pasts) English stands at interactions 0.59/0.49
  // on it and 0.725/0.527 over all thirteen pairs. The floors hold all thirteen pairs.
  // The fourteenth pair (en-tuning-16, es-tuning-18, written with acts in phrasings no earlier batch
  // used) first ran (coder ad80e69, after the thirteenth's first fixes) at interactions 0.46/0.14 (en)
  // and 0.59/0.33 (es), emotions 0.91/0.83 and 0.85/0.52; the coder from before this session (d604c90)
  // scored the English 0.43/0.13. After the pass that followed (words that run down the one spoken to,
  // quoted or told; favours "for me"; world English kin words; the regions' words for feelings): en
  // 0.60/0.32, es 0.61/0.34 and emotions 0.89/0.71. The floors hold all fourteen pairs.
  // The fifteenth pair (en-tuning-17, es-tuning-19, plain everyday wording, written after all of this
  // session's passes) is their fairest measure: the coder from before the session (d604c90) ran it at
  // interactions 0.60/0.37 (en) and 0.56/0.43 (es), this session's coder at its first run at 0.61/0.40
  // and 0.60/0.47, emotions 0.89/0.87 and 0.90/0.71 (0.69 before). Then names after a group of the
  // dreamer's people ("my daughters, Esme and Rosie") became its members. The floors hold all fifteen pairs.
  // The sixteenth pair (en-tuning-18, es-tuning-20, rich in acts told in varied verbs, written on
  // 2026-12-06 after a first pass of the next session) first ran at interactions 0.62/0.40 (en) and
  // 0.53/0.24 (es), characters 0.70/0.73 and 0.69/0.75, emotions 0.84/0.84 and 0.83/0.78; the coder from
  // before that session (fe50d90) scored it 0.63/0.40 and 0.54/0.24, characters 0.70/0.72 and 0.68/0.74.
  // With it at its first run the Spanish floors went down (characters 0.778 precision, emotions 0.907,
  // interactions recall 0.496). After fixes against it (first names of every region, the regions' words
  // for blows, scoldings, passes and care, a team named after an animal) it stood at interactions
  // 0.65/0.41 (en) and 0.56/0.38 (es), characters 0.78/0.79 and 0.74/0.82. The seventeenth pair
  // (en-tuning-19, es-tuning-21, plain everyday wording, written after those fixes) first ran at
  // interactions 0.50/0.34 (en) and 0.63/0.35 (es), characters 0.64/0.71 and 0.78/0.78, emotions
  // 0.95/0.83 and 0.84/0.61; the coder from before the session (fe50d90) scored it 0.49/0.32 and
  // 0.63/0.35, characters 0.64/0.68 and 0.76/0.76. With it, English interaction precision (0.713) and
  // Spanish emotion recall (0.799) went below their floors. After its fixes (a title's period ends no
  // sentence, clergy titles, "Our Geraldine", regional words for people and acts, Spanish presents of
  // plural preterites) it stood at interactions 0.63/0.51 (en) and 0.69/0.49 (es). The eighteenth pair
  // (en-tuning-20, es-tuning-22, as plain, written after those fixes) first ran at interactions
  // 0.56/0.42 (en) and 0.61/0.35 (es), characters 0.67/0.76 and 0.71/0.75, emotions 0.93/0.83 and
  // 0.90/0.78; the coder from before the session (fe50d90) scored it 0.54/0.38 and 0.63/0.34, characters
  // 0.65/0.74 and 0.71/0.74, emotions 0.93/0.83 and 0.87/0.76. After its fixes (a partner is coded as a
  // boyfriend is, names typed in lower case, a kiss from a child, the regions' words for people, acts
  // and criticism told) it stood at interactions 0.59/0.49 (en) and 0.64/0.46 (es). The nineteenth pair
  // (en-tuning-21, es-tuning-23, as plain, written after those fixes) first ran at interactions 0.57/0.30
  // (en) and 0.64/0.46 (es), characters 0.71/0.78 and 0.70/0.81, emotions 0.95/0.75 and 0.82/0.79; the
  // coder from before the session (fe50d90) scored it 0.48/0.23 and 0.61/0.44, characters 0.69/0.75 and
  // 0.68/0.79, emotions the same. With it, English character precision (0.77999), emotion recall
  // (0.884) and interaction precision (0.70996), and Spanish emotion precision (0.8999), went below their
  // floors by hairs. The twentieth pair (en-tuning-22, es-tuning-24, as plain, written after the
  // nineteenth was scored) first ran at interactions 0.58/0.30 (en) and 0.55/0.33 (es), characters
  // 0.72/0.77 and 0.66/0.77; the coder from before the session scored it 0.57/0.27 and 0.54/0.30,
  // characters 0.72/0.73 and 0.67/0.75. After a few word fixes against it ("my tía Lupe", "mi finada
  // señora", potatoes are no parents) 0.64/0.33 and 0.55/0.33. The floors hold all twenty pairs.
  // The twenty-first pair (en-tuning-23, es-tuning-25, as plain, written after the next session's fixes
  // against the twentieth: relative clauses, a "me" after a preposition, overtures) first ran at
  // interactions 0.61/0.39 (en) and 0.61/0.46 (es), characters 0.76/0.75 and 0.76/0.86, emotions
  // 1.00/0.62 and 0.77/0.61; the coder from before that session (cc8d295) scored it 0.62/0.39 and
  // 0.60/0.44, characters and emotions the same. With it at its first run, English emotion recall
  // (0.869) and Spanish interaction precision (0.678) went below their floors. After its fixes (the
  // world's words for feelings: "stoked", "pretty choked", "morto", "paiseh", "hecha una fiera",
  // "encachimbada", "quedé pa' adentro"; "sin saber si reír o llorar" is neither) emotions stood at
  // 0.93/0.90 (en) and 0.89/0.81 (es) over all pairs, and the pair itself at 1.00/0.96 and 0.86/0.91.
  // The floors hold all twenty-one pairs. The twenty-second pair (en-tuning-24, es-tuning-26, ordinary
  // days, written after the fixes against the twenty-first) first ran at interactions 0.61/0.42 (en)
  // and 0.66/0.44 (es), characters 0.68/0.72 and 0.68/0.86, emotions 0.93/0.64 and 0.91/0.79; the coder
  // from before that session (cc8d295) scored it 0.59/0.39 and 0.62/0.41, characters 0.68/0.72 and
  // 0.66/0.85, emotions 0.93/0.61 and 0.91/0.79. With it, English emotion recall (0.887) went below its
  // floor. After its English fixes (a third-person verb, "some mom" is a stranger, "the neighbour dog" is
  // the dog, "I got bit" is the last animal's, "my Alan" is family, the world's words for feelings and acts)
  // English stood at emotions 0.94/0.91 and interactions 0.71/0.52 over all pairs, the pair itself at
  // interactions 0.73/0.61. After its Spanish fixes (a name shouted, "como yo", a street's name, the
  // regions' words for acts and people) Spanish interactions stood at 0.69/0.52 over all pairs. The
  // twenty-third pair (en-tuning-25, es-tuning-27, written after those fixes, most dreamers from the
  // countries most journals come from) first ran at interactions 0.62/0.41 (en) and 0.55/0.44 (es),
  // emotions 0.86/0.84 and 0.85/0.76, characters 0.67/0.78 and 0.66/0.81; the coder from before that
  // session (cc8d295) scored it 0.62/0.40 and 0.56/0.44, emotions 0.85/0.77 and 0.84/0.71, characters the
  // same. With it, English interaction recall (0.519) went below its floor. After its fixes (a chase in
  // the passive, a pull in the door, "conmigo", "de verme", words) interactions stood at 0.71/0.52 (en)
  // and 0.69/0.52 (es) over all pairs, emotions 0.93/0.91 and 0.90/0.82. The twenty-fourth pair
  // (en-tuning-26, es-tuning-28, the common dreams, written after those fixes) first ran at interactions
  // 0.71/0.40 (en) and 0.54/0.33 (es), emotions 1.00/0.77 and 0.79/0.81; the coder from before that
  // session (cc8d295) scored it 0.65/0.35 and 0.55/0.33, emotions 1.00/0.71 and 0.78/0.78. With it,
  // English interaction recall (0.517) went below its floor. After its English fixes (a favour denied,
  // "a wee bit", a child grabbed and hugged, a pull down behind cover, words) English interactions stood
  // at 0.71/0.52 over all pairs and the pair itself at 0.77/0.55. The twenty-fifth pair (en-tuning-27,
  // es-tuning-29, as common, written after the twenty-fourth's fixes) first ran at interactions 0.47/0.24
  // (en) and 0.52/0.29 (es), emotions 0.89/0.79 and 0.86/0.83, characters 0.76/0.87 and 0.72/0.77; the
  // coder from before that session (cc8d295) scored it 0.48/0.24 and 0.52/0.29, emotions 0.91/0.74 and
  // 0.85/0.81, characters 0.73/0.84 and 0.71/0.75. With it, English interaction recall (0.516), Spanish
  // character precision (0.769) and Spanish interaction precision (0.678) went below their floors, which
  // hold all twenty-five pairs. The twenty-sixth pair (en-tuning-28, es-tuning-30, rich in acts, written
  // after the next session's general word rules) first ran at interactions 0.64/0.38 (en) and 0.57/0.28
  // (es), characters 0.73/0.74 and 0.72/0.77, emotions 0.92/0.88 and 0.89/0.80; the coder from before
  // that session (bf9f148) scored it the same. It was left unfixed, as the next session's measure; with
  // it, interaction recall (0.510 en, 0.506 es) went below its floors, which hold all twenty-six pairs.
  // The twenty-seventh pair (en-tuning-29, es-tuning-31, as rich, written after that session's first
  // general rules) first ran at interactions 0.55/0.36 (en) and 0.51/0.30 (es), characters 0.72/0.79 and
  // 0.66/0.76, emotions 0.90/0.81 and 0.79/0.69; the coder from before that session (bf9f148) scored it
  // 0.58/0.39 (en, one dream apart: "my ex was the patient" taken for someone new) and the same in
  // Spanish. With it, Spanish interaction recall (0.498) went below its floor; the floors hold all
  // twenty-seven pairs. The twenty-eighth pair (en-tuning-30, es-tuning-32, written after the
  // twenty-seventh's fixes) first ran at interactions 0.46/0.27 (en) and 0.71/0.48 (es), characters
  // 0.63/0.70 and 0.81/0.84; the coder from before that session (bf9f148) scored it the same in English
  // and 0.70/0.47 in Spanish. With it, English character precision (0.766), emotion precision (0.930)
  // and interaction precision and recall (0.694/0.496) went below their floors. After a few general
  // fixes against it (a "she" or a "he" is a person before an animal of no sex; an act only threatened;
  // a trolley pushed; thrown out of a place; "walked straight past me") English interactions stand at
  // 0.698/0.499, and the floors hold all twenty-eight pairs.
  const PLAIN_FLOORS = {
    en: { characters: [0.76, 0.82], emotions: [0.92, 0.9], interactions: [0.69, 0.49] },
    es: { characters: [0.76, 0.83], emotions: [0.89, 0.8], interactions: [0.67, 0.49] },
  } as const;
  for (const language of ['en', 'es'] as const) {
    it(`${language}: the plain-style batch keeps what its fixes reached`, () => {
      const plain = scoreSet(EVALUATION_HALVES.plainTuning[language]);
      const report = formatScore(`plain ${language}`, plain);
      for (const name of ['characters', 'emotions', 'interactions'] as const) {
        const [precision, recall] = PLAIN_FLOORS[language][name];
        expect(plain[name].precision, `${name} precision\n${report}`).toBeGreaterThanOrEqual(precision);
        expect(plain[name].recall, `${name} recall\n${report}`).toBeGreaterThanOrEqual(recall);
      }
    });
  }

  it('scores a coder that misses everything as such', () => {
    const empty = scoreSet(EVALUATION_HALVES.tuning.en, () => ({
      characters: [],
      interactions: [],
      emotions: [],
      outcomes: [],
      bodyParts: [],
    }));
    expect(empty.characters.recall).toBe(0);
    expect(empty.emotions.recall).toBe(0);
    expect(empty.interactions.recall).toBe(0);
  });
});
