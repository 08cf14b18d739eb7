// The coder on single sentences, where a rule is easiest to see: who is in the scene.
import { describe, expect, it } from 'vitest';
import { codeDream } from './code-dream.ts';

const characters = (text: string) => codeDream(text).characters.map((character) => character.text);

describe('owners named only to say whose a place is', () => {
  it('are not in the scene when the dream has them do or feel nothing', () => {
    expect(characters('Estaba en la casa de mi tía. Un perro enorme me mordió.')).toEqual(['perro']);
    expect(characters("I was in my grandmother's garden and a dog bit me.")).toEqual(['dog']);
    // The English owner is never a character, so no "he" after it means them.
    expect(codeDream("At my aunt's barbecue he handed me a burger.").characters).toEqual([]);
  });

  it('are, when they act, and the numbering of the others follows', () => {
    const codes = codeDream('Estaba en la cocina de mi abuela. Ella me abrazó y un perro me mordió.');
    expect(codes.characters.map((character) => character.text)).toEqual(['abuela', 'perro']);
    expect(codes.interactions.map((code) => [code.type, code.initiator, code.recipient])).toEqual([
      ['friendliness', 0, 'dreamer'],
      ['aggression', 1, 'dreamer'],
    ]);
  });

  it('are, when named again in the scene', () => {
    expect(characters('Era la boda de mi hermano. Vi a mi hermano bailar.')).toEqual(['hermano']);
  });
});

describe('a person described again after a comma', () => {
  it('is one character: a general word, or a name followed by who they are', () => {
    expect(characters('Paró un camionero, un señor gordito con gorra, y me ayudó.')).toEqual(['camionero']);
    const codes = codeDream('Apareció Pablo, mi ex, y me insultó.');
    expect(codes.characters.map((c) => [c.text, c.sex, c.relation])).toEqual([['ex', 'male', 'known']]);
    expect(codes.interactions.map((code) => [code.initiator, code.recipient])).toEqual([[0, 'dreamer']]);
  });

  it('is not a list of different people', () => {
    expect(characters('Vinieron mi padre, mi madre y mi hermano.')).toEqual(['padre', 'madre', 'hermano']);
  });
});

describe('a surname after a title', () => {
  it('names one person, whose sex the title says', () => {
    expect(codeDream('Mr Hughes told me off.').characters).toMatchObject([
      { text: 'Hughes', sex: 'male', relation: 'known' },
    ]);
    expect(codeDream('La señora López me regaló una manzana.').characters).toMatchObject([
      { sex: 'female', kind: 'person' },
    ]);
  });
});
