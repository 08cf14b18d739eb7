// The content profile from stored codes: each indicator's formula (HVdC), Cohen's h against the
// norms and its words, the dreams an indicator needs, and the dreams and words behind each value.
import { describe, expect, it } from 'vitest';
import { codeDream } from './code-dream.ts';
import { emptyCodes, type ContentCodes } from './codes.ts';
import { cohensH, computeContentProfile, effectWords, type CodedDream } from './content-profile.ts';
import { CONTENT_MEASURE_IDS } from './hvdc-norms.ts';

function dream(dreamId: number, codes: Partial<ContentCodes>): CodedDream {
  return { dreamId, codes: { ...emptyCodes(), ...codes } };
}

const person = (
  text: string,
  sex: 'male' | 'female' | 'unknown',
  relation: 'family' | 'friend' | 'known' | 'stranger',
) => ({
  text,
  kind: 'person' as const,
  sex,
  familiarity: relation === 'stranger' ? ('unfamiliar' as const) : ('familiar' as const),
  relation,
  plural: false,
});

describe('computeContentProfile', () => {
  it("returns the issue's sixteen indicators with the published norms", () => {
    const profile = computeContentProfile([]);
    expect(profile.dreams).toBe(0);
    expect(profile.measures.map((measure) => measure.id)).toEqual([...CONTENT_MEASURE_IDS]);
    expect(profile.measures.find((m) => m.id === 'male_female_percent')).toMatchObject({
      normMale: 67,
      normFemale: 48,
      value: null,
      hMale: null,
      enough: false,
    });
    expect(profile.measures.find((m) => m.id === 'ac_index')).toMatchObject({ normMale: 0.34, normFemale: 0.24 });
  });

  it('computes each formula from the codes and names the dreams and words behind it', () => {
    const profile = computeContentProfile([
      dream(1, {
        characters: [person('brother', 'male', 'family'), person('woman', 'female', 'stranger')],
        interactions: [
          { type: 'aggression', text: 'hit', initiator: 1, recipient: 'dreamer', physical: true },
          { type: 'friendliness', text: 'hugged', initiator: 'dreamer', recipient: 0, physical: true },
        ],
        emotions: [
          { class: 'apprehension', text: 'afraid', who: 'dreamer' },
          { class: 'happiness', text: 'happy', who: 0 },
        ],
        bodyParts: [
          { text: 'chest', region: 'torso' },
          { text: 'hand', region: 'extremities' },
        ],
      }),
      dream(2, {
        characters: [
          person('friend', 'male', 'friend'),
          { text: 'dog', kind: 'animal', sex: 'unknown', familiarity: 'unfamiliar', relation: null, plural: false },
        ],
        interactions: [{ type: 'aggression', text: 'yelled at', initiator: 'dreamer', recipient: 0, physical: false }],
        emotions: [{ class: 'anger', text: 'angry', who: 'dreamer' }],
        outcomes: [
          { type: 'success', text: 'managed to', who: 'dreamer', bodily: false },
          { type: 'failure', text: 'failed', who: 'dreamer', bodily: false },
          { type: 'failure', text: 'failed', who: 0, bodily: false },
          { type: 'misfortune', text: 'injured', who: 'dreamer', bodily: true },
          { type: 'misfortune', text: 'got lost', who: 'dreamer', bodily: false },
        ],
      }),
    ]);
    const value = (id: string) => profile.measures.find((m) => m.id === id)!;
    expect(profile.dreams).toBe(2);
    expect(value('male_female_percent').value).toBe(66.7); // brother, friend / + woman (the dog has no sex)
    expect(value('familiarity_percent').value).toBe(66.7); // brother, friend of three people
    expect(value('friends_percent').value).toBe(25); // of all four characters
    expect(value('family_percent').value).toBe(25);
    expect(value('animal_percent').value).toBe(25);
    expect(value('aggression_friendliness_percent').value).toBe(66.7); // hit, yelled at / + hugged
    expect(value('befriender_percent').value).toBe(100);
    expect(value('aggressor_percent').value).toBe(50); // yelled at / + hit
    expect(value('physical_aggression_percent').value).toBe(50);
    expect(value('ac_index').value).toBe(0.5); // two aggressions, four characters
    expect(value('fc_index').value).toBe(0.25);
    expect(value('sc_index').value).toBe(0);
    expect(value('negative_emotions_percent').value).toBe(66.7);
    expect(value('dreamer_involved_success_percent').value).toBe(50); // the friend's failure does not count
    expect(value('torso_anatomy_percent').value).toBe(50);
    expect(value('bodily_misfortunes_percent').value).toBe(50);
    expect(value('ac_index').sources).toEqual([
      { dreamId: 1, words: ['hit'] },
      { dreamId: 2, words: ['yelled at'] },
    ]);
    expect(value('animal_percent').sources).toEqual([{ dreamId: 2, words: ['dog'] }]);
  });

  it('says an indicator is readable only with the dreams it needs', () => {
    const dreams = Array.from({ length: 60 }, (_, i) =>
      dream(i + 1, { characters: [person('man', 'male', 'stranger')] }),
    );
    const profile = computeContentProfile(dreams);
    const byId = new Map(profile.measures.map((m) => [m.id, m]));
    expect(byId.get('male_female_percent')).toMatchObject({ minDreams: 50, enough: true, value: 100 });
    expect(byId.get('negative_emotions_percent')).toMatchObject({ minDreams: 75, enough: false, value: null });
    expect(byId.get('aggressor_percent')).toMatchObject({ minDreams: 100, enough: false });
  });

  it("gives Cohen's h against each norm, in Cohen's words", () => {
    expect(cohensH(0.5, 0.5)).toBe(0);
    expect(cohensH(0.67, 0.48)).toBeCloseTo(0.387, 3);
    expect(effectWords(0.1)).toBe('about_the_same');
    expect(effectWords(0.3)).toBe('somewhat_more');
    expect(effectWords(-0.3)).toBe('somewhat_less');
    expect(effectWords(0.8)).toBe('much_more');
    expect(effectWords(-0.5)).toBe('much_less');
    const profile = computeContentProfile([dream(1, { characters: [person('man', 'male', 'stranger')] })]);
    const maleFemale = profile.measures.find((m) => m.id === 'male_female_percent')!;
    expect(maleFemale.hMale).toBeCloseTo(cohensH(1, 0.67), 2);
    expect(maleFemale.hFemale).toBeGreaterThan(maleFemale.hMale!);
  });
});

describe('codeDream', () => {
  it('does not code what is negated or only spoken of', () => {
    const codes = codeDream('There was no dog. I was not afraid. She said "my mother is dead and I am sad".');
    expect(codes.characters).toEqual([]);
    expect(codes.emotions).toEqual([]);
    expect(codes.outcomes).toEqual([]);
  });

  it('reads Spanish: the subject from a clitic or a verb ending, the sex from the word', () => {
    const codes = codeDream('Un lobo me atacó. Mi amiga Laura lloraba. Abracé a mi vecino y me sentí feliz.');
    expect(codes.characters.map((c) => [c.text, c.kind, c.sex, c.relation])).toEqual([
      ['lobo', 'animal', 'unknown', null],
      ['amiga', 'person', 'female', 'friend'],
      ['vecino', 'person', 'male', 'known'],
    ]);
    expect(codes.interactions.map((i) => [i.text, i.initiator, i.recipient])).toEqual([
      ['atacó', 0, 'dreamer'],
      ['Abracé', 'dreamer', 2],
    ]);
    expect(codes.emotions.map((e) => [e.class, e.who])).toEqual([
      ['sadness', 1],
      ['happiness', 'dreamer'],
    ]);
  });

  it('learns a character’s sex from the pronoun that refers to it, and a passive’s agent from "by"', () => {
    const codes = codeDream('My friend came in. She was furious. I was attacked by a stranger.');
    expect(codes.characters.map((c) => [c.text, c.sex])).toEqual([
      ['friend', 'female'],
      ['stranger', 'unknown'],
    ]);
    expect(codes.emotions).toEqual([{ class: 'anger', text: 'furious', who: 0 }]);
    expect(codes.interactions.map((i) => [i.initiator, i.recipient])).toEqual([[1, 'dreamer']]);
  });
});
