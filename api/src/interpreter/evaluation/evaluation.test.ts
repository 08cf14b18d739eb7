// The offline interpreter against the written evaluation set (README.md beside this file): in each
// language, precision and recall of symbols, people and emotions reach the target, and nothing a
// dream lists as not there is ever reported. `npx tsx bench/interpreter-evaluation.ts` prints the
// figures and every wrong find and miss.
import { describe, expect, it } from 'vitest';
import {
  CATEGORIES,
  EVALUATION_SETS,
  FOURTH_TUNING_SETS,
  FIFTH_TUNING_SETS,
  SIXTH_TUNING_SETS,
  SEVENTH_TUNING_SETS,
  EIGHTH_TUNING_SETS,
  NINTH_TUNING_SETS,
  TENTH_TUNING_SETS,
  ELEVENTH_TUNING_SETS,
  TWELFTH_TUNING_SETS,
  THIRTEENTH_TUNING_SETS,
  FOURTEENTH_TUNING_SETS,
  FIFTEENTH_TUNING_SETS,
  SIXTEENTH_TUNING_SETS,
  SEVENTEENTH_TUNING_SETS,
  EIGHTEENTH_TUNING_SETS,
  NINETEENTH_TUNING_SETS,
  TWENTIETH_TUNING_SETS,
  TWENTY_FIRST_TUNING_SETS,
  TWENTY_SECOND_TUNING_SETS,
  TWENTY_THIRD_TUNING_SETS,
  TWENTY_FOURTH_TUNING_SETS,
  TWENTY_FIFTH_TUNING_SETS,
  TWENTY_SIXTH_TUNING_SETS,
  TWENTY_SEVENTH_TUNING_SETS,
  TWENTY_EIGHTH_TUNING_SETS,
  TWENTY_NINTH_TUNING_SETS,
  THIRTIETH_TUNING_SETS,
  THIRTY_FIRST_TUNING_SETS,
  THIRTY_SECOND_TUNING_SETS,
  THIRTY_THIRD_TUNING_SETS,
  THIRTY_FOURTH_TUNING_SETS,
  THIRTY_FIFTH_TUNING_SETS,
  THIRTY_SIXTH_TUNING_SETS,
  THIRTY_SEVENTH_TUNING_SETS,
  THIRTY_EIGHTH_TUNING_SETS,
  THIRTY_NINTH_TUNING_SETS,
  FORTIETH_TUNING_SETS,
  FORTY_FIRST_TUNING_SETS,
  FORTY_SECOND_TUNING_SETS,
  FORTY_THIRD_TUNING_SETS,
  FORTY_FOURTH_TUNING_SETS,
  SECOND_TUNING_SETS,
  scoreSet,
  TARGET,
  THIRD_TUNING_SETS,
} from './score.ts';
import type { EvaluationDream } from './types.ts';

type TuningSets = Record<'en' | 'es', readonly EvaluationDream[]>;

/** The batches in the order they were written: a later one reuses no earlier id. */
const BATCHES_IN_ORDER: readonly TuningSets[] = [
  EVALUATION_SETS,
  SECOND_TUNING_SETS,
  THIRD_TUNING_SETS,
  FOURTH_TUNING_SETS,
  FIFTH_TUNING_SETS,
  SIXTH_TUNING_SETS,
  SEVENTH_TUNING_SETS,
  EIGHTH_TUNING_SETS,
  NINTH_TUNING_SETS,
  TENTH_TUNING_SETS,
  ELEVENTH_TUNING_SETS,
  TWELFTH_TUNING_SETS,
  THIRTEENTH_TUNING_SETS,
  FOURTEENTH_TUNING_SETS,
  FIFTEENTH_TUNING_SETS,
  SIXTEENTH_TUNING_SETS,
  SEVENTEENTH_TUNING_SETS,
  EIGHTEENTH_TUNING_SETS,
  NINETEENTH_TUNING_SETS,
  TWENTIETH_TUNING_SETS,
  TWENTY_FIRST_TUNING_SETS,
  TWENTY_SECOND_TUNING_SETS,
  TWENTY_THIRD_TUNING_SETS,
  TWENTY_FOURTH_TUNING_SETS,
  TWENTY_FIFTH_TUNING_SETS,
  TWENTY_SIXTH_TUNING_SETS,
  TWENTY_SEVENTH_TUNING_SETS,
  TWENTY_EIGHTH_TUNING_SETS,
  TWENTY_NINTH_TUNING_SETS,
  THIRTIETH_TUNING_SETS,
  THIRTY_FIRST_TUNING_SETS,
  THIRTY_SECOND_TUNING_SETS,
  THIRTY_THIRD_TUNING_SETS,
  THIRTY_FOURTH_TUNING_SETS,
  THIRTY_FIFTH_TUNING_SETS,
  THIRTY_SIXTH_TUNING_SETS,
  THIRTY_SEVENTH_TUNING_SETS,
  THIRTY_EIGHTH_TUNING_SETS,
  THIRTY_NINTH_TUNING_SETS,
  FORTIETH_TUNING_SETS,
  FORTY_FIRST_TUNING_SETS,
  FORTY_SECOND_TUNING_SETS,
  FORTY_THIRD_TUNING_SETS,
  FORTY_FOURTH_TUNING_SETS,
];

/**
 * A batch written blind after the earlier ones had been fixed against: 20 dreams per language with
 * ids of their own, and no more inventions than its ceiling (its figure after its last fixes, lowered
 * with each fix so nothing fixed comes back; every ceiling was last lowered on 2026-12-07, stop 51, to
 * the figures after that stop's fixes, so some are below the "N are left" of the batch's own note).
 */
function describeLaterBatch(ordinal: string, sets: TuningSets, inventedAtMost: Record<'en' | 'es', number>): void {
  const earlier = BATCHES_IN_ORDER.slice(0, BATCHES_IN_ORDER.indexOf(sets));
  describe.each(['en', 'es'] as const)(`the ${ordinal} tuning batch in %s`, (language) => {
    const dreams = sets[language];
    const score = scoreSet(dreams);

    it('has 20 dreams with ids of their own, apart from the earlier batches', () => {
      expect(dreams.length).toBe(20);
      const earlierIds = new Set(earlier.flatMap((batch) => batch[language].map((dream) => dream.id)));
      expect(dreams.filter((dream) => earlierIds.has(dream.id))).toEqual([]);
    });

    it('invents no more than it did after its last fixes', () => {
      expect(score.invented.length, score.invented.join('; ')).toBeLessThanOrEqual(inventedAtMost[language]);
    });
  });
}

describe.each(Object.entries(EVALUATION_SETS))('the evaluation set in %s', (_language, dreams) => {
  const score = scoreSet(dreams);

  it('has at least 40 dreams, each with a unique id', () => {
    expect(dreams.length).toBeGreaterThanOrEqual(40);
    expect(new Set(dreams.map((dream) => dream.id)).size).toBe(dreams.length);
  });

  it.each(CATEGORIES)('finds %s with the target precision and recall', (category) => {
    const { precision, recall, extra, missed } = score.categories[category];
    expect(precision, `wrong finds: ${extra.join('; ')}`).toBeGreaterThanOrEqual(TARGET.precision);
    expect(recall, `misses: ${missed.join('; ')}`).toBeGreaterThanOrEqual(TARGET.recall);
  });

  it('invents nothing: no idiom, negation or denied feeling is read as there', () => {
    expect(score.invented).toEqual([]);
  });
});

/**
 * What the analysis still reads as there in the second tuning batch, each a reading it cannot make
 * yet: a person only spoken of or owning something ("el pueblo de mis abuelos"; "the bride's ex" is read
 * right since stop 52), "my grandmother's garden" on a screen), an image waited or searched for and
 * never seen ("waiting for the full moon, but I couldn't see it", "no sign of him"),
 * and "la carta" as a menu. The test fails on anything new, and on any of these once it is fixed (then
 * remove it here).
 */
const STILL_INVENTED = {
  en: [
    'en2-cloudy-roof: moon',
    'en2-cloudy-roof: eyes',
    'en2-dog-collar: dog',
    'en2-dog-collar: fleeing',
    'en2-old-computer: grandmother',
  ],
  es: ['es2-sotano-sin-puertas: mother', 'es2-pueblo-buho: moon', 'es2-cena-puerto: letter', 'es2-perra-collar: dog'],
} as const;

describe.each(Object.entries(SECOND_TUNING_SETS))('the second tuning batch in %s', (language, dreams) => {
  const score = scoreSet(dreams);

  it('has 16 dreams with ids of their own, apart from the first batch', () => {
    expect(dreams.length).toBe(16);
    const first = new Set(EVALUATION_SETS[language as 'en' | 'es'].map((dream) => dream.id));
    expect(dreams.filter((dream) => first.has(dream.id))).toEqual([]);
  });

  it('finds symbols and feelings with the target precision', () => {
    for (const category of ['symbols', 'emotions'] as const) {
      const { precision, extra } = score.categories[category];
      expect(precision, `${category}, wrong finds: ${extra.join('; ')}`).toBeGreaterThanOrEqual(TARGET.precision);
    }
  });

  it('invents only what is listed as still beyond it', () => {
    expect(score.invented).toEqual(STILL_INVENTED[language as 'en' | 'es']);
  });
});

/**
 * The third tuning batch came after the fixes of the second and carries more traps per dream than
 * either (names, brands, set phrases, feelings asked about or told by others). Its first run invented
 * 52 readings in English and 62 in Spanish; after its first fixes (names written with a capital, set
 * phrases, feelings denied, asked, told by another or only supposed) 28 and 43 are left. The test holds
 * that ceiling so nothing already fixed comes back; lower it with each fix (the bench lists them:
 * `npx tsx bench/interpreter-evaluation.ts --details`).
 */
// The eleventh batch's fixes took two more from each ("missed the" of a ball, a plural owner's
// apostrophe, "a la sombra", "dientes de león"); stop 46's written batteries (figures of speech made of
// image words) two more from the Spanish, and the ceiling, which had slack, is now what the batch shows.
const THIRD_BATCH_INVENTED_AT_MOST = { en: 16, es: 20 } as const;

describe.each(Object.entries(THIRD_TUNING_SETS))('the third tuning batch in %s', (language, dreams) => {
  const score = scoreSet(dreams);

  it('has 16 dreams with ids of their own, apart from the earlier batches', () => {
    expect(dreams.length).toBe(16);
    const earlier = new Set(
      [...EVALUATION_SETS[language as 'en' | 'es'], ...SECOND_TUNING_SETS[language as 'en' | 'es']].map(
        (dream) => dream.id,
      ),
    );
    expect(dreams.filter((dream) => earlier.has(dream.id))).toEqual([]);
  });

  it('invents no more than it did after its first fixes', () => {
    expect(score.invented.length, score.invented.join('; ')).toBeLessThanOrEqual(
      THIRD_BATCH_INVENTED_AT_MOST[language as 'en' | 'es'],
    );
  });
});

/**
 * The fourth batch (plain reports, 2026-12-01) first invented 24 English and 27 Spanish readings, with
 * symbol precision 0.84 / 0.80 and Spanish feeling precision 0.52. After the fixes made against it (set
 * phrases such as "sick with panic", "the lights went out", "se me cayó un diente", "con cara de";
 * "mi prima Flor me gritaba" is Flor's; words the lexicon lacked) 19 and 20 were left; after the second
 * round (images only asked about or planned, "church tower", a phone's screen, "the manager" of a
 * restaurant, "raro" after a noun, "Lucía me mandaba audios cada vez más enfadada" is Lucía's, tears
 * after "tanto alivio que") 9 and 12, and after the fifth batch's fixes 6 and 11: a ceiling, as above.
 */
// One fewer in English after the eleventh batch's plural owner's apostrophe, one fewer in Spanish once
// "no había nadie" named an empty place, not loneliness (thirteenth batch).
const FOURTH_BATCH_INVENTED_AT_MOST = { en: 5, es: 7 } as const;

describeLaterBatch('fourth', FOURTH_TUNING_SETS, FOURTH_BATCH_INVENTED_AT_MOST);

/**
 * The fifth batch (plain reports, 2026-12-05, written blind after the fourth had been fixed against)
 * first invented 27 English and 32 Spanish readings (symbol precision 0.76 / 0.81). After its fixes 2
 * and 7 are left: images only told, pictured, wanted, planned or before the scene ("a story about
 * our holiday", "un cuadro: un mar gris con un barco", "wanted to kill me", "after a party"), after
 * waking ("When I woke up I went out to the shop"), compared ("looked like my grandmother"), someone
 * else's relations ("buscar a su mamá") and feelings ("Daniela, que estaba aterrada", "un niño
 * llorando"), being alone without feeling alone, "home" as where one goes, "crying with laughter",
 * "shouting her name", set phrases ("sports hall", "gift shop", "bank holiday", "el búho" bus). A ceiling.
 */
const FIFTH_BATCH_INVENTED_AT_MOST = { en: 2, es: 6 } as const;

describeLaterBatch('fifth', FIFTH_TUNING_SETS, FIFTH_BATCH_INVENTED_AT_MOST);

/**
 * The sixth batch (2026-12-05, written blind after the fifth's fixes, leaning on metaphors, negations,
 * verbs apart, gendered words and turning points) first invented 39 English and 35 Spanish readings
 * (symbol precision 0.70 / 0.74). After its fixes 13 and 13 are left: negations across "a single",
 * "even" and "nobody"; likenesses after "like" and "como un/la"; told, mapped or wanted to be told;
 * "when I was at school"; a sentence that ends on the time of waking; someone else's relations
 * ("the bride's grandmother") and feelings ("su felicidad", "nadando tranquilo"); titles ("la madre
 * Asunción"); set phrases ("flying a kite", "service station", "car park", "tin soldier", "el
 * corazón en la boca", "a los pies"). A ceiling.
 */
const SIXTH_BATCH_INVENTED_AT_MOST = { en: 9, es: 12 } as const;

describeLaterBatch('sixth', SIXTH_TUNING_SETS, SIXTH_BATCH_INVENTED_AT_MOST);

/**
 * The seventh batch (2026-12-05, written blind after the sixth's fixes, leaning on feelings denied,
 * contrasted, asked about or someone else's, and on images absent, wished, pictured or in idioms)
 * first invented 41 English and 35 Spanish readings (feeling precision 0.62 / 0.53). After its fixes 9
 * and 12 are left (feeling precision 0.94 / 1.00): feelings only foreseen ("I expected to feel
 * jealous", "creí que me iba a dar pánico", "debería haber tenido miedo"), the subject of the clause
 * further back ("My mum was in the front row, looking mortified"), an animal's state, quoted words,
 * "no me daba nada de miedo", tears "de pura felicidad"; parts played, plans, pretences, screens and
 * claims ("playing a tree", "about to fly", "On the screen it was on fire", "He said the queen"); a
 * fall only feared; "la madre de mi exnovio"; set phrases. A ceiling.
 */
// One fewer in Spanish after the eleventh batch's rule for someone else's relation.
const SEVENTH_BATCH_INVENTED_AT_MOST = { en: 6, es: 9 } as const;

describeLaterBatch('seventh', SEVENTH_TUNING_SETS, SEVENTH_BATCH_INVENTED_AT_MOST);

/**
 * The eighth batch (2026-12-05, written blind after the seventh's fixes, half plain reports and half
 * with their natural traps) first invented 20 English and 23 Spanish readings (symbol precision
 * 0.88 / 0.86, the best first run of any batch). After its fixes 8 and 11 are left: feelings only
 * foreseen ("I thought I'd be excited"), everyone's ("Todo el mundo lloraba"), someone's new relation
 * ("his new girlfriend", "la mamá de él"), tears of pride and "de la emoción", measures ("más alta
 * que la catedral"), "while he was in hospital", set phrases ("wolf mask", "ice creams", "coach party",
 * "vestido de novia", "ataque de risa", "llovía ceniza", "an absolute angel"). A ceiling.
 */
const EIGHTH_BATCH_INVENTED_AT_MOST = { en: 5, es: 7 } as const;

describeLaterBatch('eighth', EIGHTH_TUNING_SETS, EIGHTH_BATCH_INVENTED_AT_MOST);

/**
 * The ninth batch (2026-12-05, written blind after the eighth's fixes, in situations no earlier batch
 * used, half plain and half with their traps) first invented 26 English and 22 Spanish readings
 * (symbol precision 0.76 / 0.84). After its fixes 10 and 8 are left (symbol precision 0.88 / 0.95):
 * set phrases ("church hall", "a huge hall", "street lights", "gold buttons", "dead calm", "sobbed my
 * heart out", "second-hand", "escritas a mano", "muerta de nervios", "cartas de amor", "cayó un
 * aguacero", "bolsa del supermercado"), likenesses that run on ("like the first day of a holiday",
 * "like being in a tent in the rain", "igual que en la casa", "como hacía mi abuelo"), a negation
 * across "a breath of", happy tears, a part only to come ("going to be a father"), a topic argued
 * about, a guess ("habría sido mi esposo"), "took it home". A ceiling.
 */
const NINTH_BATCH_INVENTED_AT_MOST = { en: 7, es: 4 } as const;

describeLaterBatch('ninth', NINTH_TUNING_SETS, NINTH_BATCH_INVENTED_AT_MOST);

/**
 * The tenth batch (2026-12-06, written blind after the ninth's fixes, leaning on people named only as
 * owners, thought of or phoned, images only talked about or on a screen, and words with two senses)
 * first invented 64 English and 46 Spanish readings (symbol precision 0.56 / 0.66, the weakest first
 * run of any batch). After its fixes 30 and 30 are left: set phrases and names ("fire alarm", "fire
 * brigade", "family tree", "half-moon glasses", "phone box", "pillow fight", "wedding cake", "oven
 * door", "bus pass", "driving range", "second coat", bingo calls, "driving me mad", "hicimos una
 * vaca", "no había pegado ojo", "lobos marinos", "bodas de plata", "cien soles", "dientes de ajo",
 * "la llave de la cocina", "cuadrar la caja"), a feeling taken back ("I thought I was angry ..., but
 * really"), likenesses and suppositions that run on ("like something out of a doll's house", "as if
 * I were watching"), tears "de pura emoción", things only remembered ("me acordaba de las fotos"), a
 * gift's occasion; someone named only as the owner of a thing ("my grandmother's wallpaper",
 * "grandad's tweed coat"; this last rule also took 1, 1, 2 and 2 from the third, seventh, eighth
 * and ninth batches' figures); in Spanish "lloraba de la risa", "muertos de la risa", "un calor de
 * espanto", "el corazón me iba a mil", "pasar a buscar", "disfrazada de", "me costó mucho trabajo",
 * "el nombre de mi mamá"; the owner rule in Spanish ("la cartera de mi mamá", not "la casa de mi
 * abuela" nor "despidiéndome de mi mamá"), which also took one from the seventh, eighth and ninth
 * batches' Spanish figures. A ceiling.
 */
// One fewer in English after the eleventh batch's plural owner's apostrophe, one fewer in Spanish once
// "no había nadie" named an empty place, not loneliness (thirteenth batch).
const TENTH_BATCH_INVENTED_AT_MOST = { en: 16, es: 11 } as const;

describeLaterBatch('tenth', TENTH_TUNING_SETS, TENTH_BATCH_INVENTED_AT_MOST);

/**
 * The eleventh batch (tuning-11-*.ts), written and read blind on 2026-12-06 after the tenth's fixes:
 * images only on a screen, a poster or a lotería card, feared, promised or searched for; comparisons
 * ("as big as a house", "más alto que un pino"); feelings denied in unusual words ("none too happy",
 * "ni pizca de miedo", "de triste nada"); words with two senses (bat, bank, match, trunk; la sierra,
 * el banco, la muñeca, el gato); people only talked about or phoning. First run: 60 English and 64
 * Spanish inventions (symbol precision 0.58 / 0.57). After the fixes made against it (about seventy set
 * phrases in both languages: "box office", "fish fingers", "shooting stars", "no love lost", "cielo
 * raso", "luna de miel", "haciendo dedo", "a la sombra", "se rio"; images only pictured, promised,
 * painted, smelled, far off, on a poster or in a film; a costume and what a drawing came out as;
 * "none too happy", "De triste, nada", "De pena, cero", "Miedo, lo que se dice miedo, no"; the plural
 * owner's apostrophe, "the other mums", "el padre de Nacho"; "mi enamorado"; "missed the" only of a
 * bus, a train, a flight...; in-laws and "the old ladies" as people whose feelings are theirs) 26 and
 * 17 are left. A ceiling.
 */
const ELEVENTH_BATCH_INVENTED_AT_MOST = { en: 21, es: 11 } as const;

describeLaterBatch('eleventh', ELEVENTH_TUNING_SETS, ELEVENTH_BATCH_INVENTED_AT_MOST);

/**
 * The twelfth batch (tuning-12-*.ts), written and read blind on 2026-12-06 after the eleventh's fixes:
 * images only told, dreamt inside the dream, wished or on a screen, a T-shirt, a tattoo, a menu or a
 * song title; feelings denied in unusual words ("Scared? Not for a second", "triste, para nada", "Miedo,
 * ni gota"); words with two senses; people only owners, remembered or phoned beside people present.
 * First run: 43 English and 59 Spanish inventions (symbol precision 0.65 / 0.65, people recall 0.48 /
 * 0.43). After the fixes made against it (feelings denied after them or in the answer to a one-word
 * question, "remotely" and "ni de broma", "una peña" no "pena"; set phrases: star prize, two left feet,
 * bear hug, spelling bee, los pelos de punta, el ancho de espadas, en pareja, hecho a mano; a manner
 * compared, "lloraba como un niño"; someone only told of or signing; a thing and one describing word
 * before "de mi"; a slideshow, a cartoon, what one is told to imagine, a dream told) 26 and 30 are
 * left. A ceiling.
 */
const TWELFTH_BATCH_INVENTED_AT_MOST = { en: 19, es: 22 } as const;

describeLaterBatch('twelfth', TWELFTH_TUNING_SETS, TWELFTH_BATCH_INVENTED_AT_MOST);

/**
 * The thirteenth batch (tuning-13-*.ts), written and read blind on 2026-12-06 after the twelfth's
 * fixes: two thirds plain reports with the ordinary images of dreams (lateness, teeth, a chase, a
 * flood, a baby, an exam, the dead come back), the rest negations, images only drawn or photographed,
 * feelings denied or someone else's, idioms and two-sense names. First run: 33 English and 29 Spanish
 * inventions (symbol precision 0.77 / 0.81). After the fixes made against it (a feeling's wave, stuck in
 * traffic, the [ring] road, a hospital appointment, eyes cried out, "could have kissed her", a [seaside]
 * hotel; "el corazón en la garganta" as fear, la caja de una camioneta, pegar un ojo; drawings of,
 * holiday photos on a tablet, the address of, "dice que", "del tamaño de"; "no había nadie" an empty
 * place, not loneliness) 17 and 22 are left. A ceiling.
 */
const THIRTEENTH_BATCH_INVENTED_AT_MOST = { en: 11, es: 12 } as const;

describeLaterBatch('thirteenth', THIRTEENTH_TUNING_SETS, THIRTEENTH_BATCH_INVENTED_AT_MOST);

/**
 * The fourteenth batch (tuning-14-*.ts), written and read blind on 2026-12-06 after the thirteenth's
 * fixes: two thirds plain reports, the rest images absent or never found, on a screen, a sign, a
 * weather map or in a story told, everyday idioms ("let the cat out of the bag", "me quedé de
 * piedra", "dar gato por liebre"), feelings denied or someone else's, two-sense words. First run: 34
 * English and 42 Spanish inventions (symbol precision 0.72 / 0.75). After the fixes made against it
 * (set phrases: break a leg, a frog in my throat, heat wave, register office, key card, the elephant in
 * the room, a [picture] book; dar gato por liebre, la quinta pata al gato, echar los perros, tirar la
 * casa por la ventana, me quedé de piedra, hecha polvo, en las nubes; a story told, a stranger's
 * photos, a nature documentary, a book about, a weather map; "muerto de susto", "me iba a matar", "no me
 * quitaba los ojos de encima", "época de lluvias"; ice from the machine, [sinking] in the mud, "she was
 * off to ride horses") 19 and 26 are left. A ceiling.
 */
const FOURTEENTH_BATCH_INVENTED_AT_MOST = { en: 16, es: 14 } as const;

describeLaterBatch('fourteenth', FOURTEENTH_TUNING_SETS, FOURTEENTH_BATCH_INVENTED_AT_MOST);

/**
 * The fifteenth batch (tuning-15-*.ts), written and read blind on 2026-12-06 after the fourteenth's
 * fixes: two thirds plain reports, the rest idioms and sayings, images on a dome, a T-shirt or a
 * tattoo, feelings denied, two-sense words and names. First run: 40 English and 38 Spanish inventions
 * (symbol precision 0.75 / 0.72). After the fixes made against it (sayings: a bull in a china shop,
 * the lion's share, hold your horses, let sleeping dogs lie, a wild goose chase, mal de ojo, perro que
 * ladra; a fishing boat, an eagle owl, flower beds, a foot away, metres; "heavy as a baby"; "Asustada
 * no estaba"; a school only where someone is from or on a trip; floating in water; a fall, a flight or
 * a climb that is someone else's; the calm of the sea; "la Garganta del Diablo"; a brass eagle, a tiger
 * tattooed; a smell, a sculpture, a story told to the dreamer, a fear of drowning, an accusation;
 * "me moría de risa"; an animal that opens the sentence owns its calm) 15 and 14 are left. A ceiling.
 * The same fixes took the third and the tenth to fourteenth batches lower.
 */
const FIFTEENTH_BATCH_INVENTED_AT_MOST = { en: 11, es: 11 } as const;

describeLaterBatch('fifteenth', FIFTEENTH_TUNING_SETS, FIFTEENTH_BATCH_INVENTED_AT_MOST);

/**
 * The sixteenth batch (tuning-16-*.ts), written and read blind on 2026-12-06 after the fifteenth's
 * fixes: half plain reports, half feelings denied in everyday ways or someone else's, absent images,
 * signs, screens and a jigsaw, fresh idioms, two-sense words. First run: 29 English and 20 Spanish
 * inventions (symbol precision 0.70 / 0.77). After the fixes made against it (sayings and set phrases:
 * a white elephant, barking up the wrong tree, kill two birds with one stone, the queen of hearts, a post
 * office, an office party, a rocking horse, a whale shark, "would kill me", "como el perro y el gato",
 * "a caballo regalado", "llover a mares", "un río de barro"; "se volvieron un río"; a screen, a sign, a
 * jigsaw's picture, accidents only told; "Tampoco es que", "para nada nerviosa", "¿Enfadada? De
 * enfadada nada", "Far from it"; a bear painted on a sign; a fall of something named after "que"; a
 * title's place name but for its head, "El Salto Ángel", "Church Street"; shouting is no anger: the
 * batches mark "gritando", "shouting" as not anger nearly everywhere) 12 and 5 are left. A ceiling.
 */
const SIXTEENTH_BATCH_INVENTED_AT_MOST = { en: 8, es: 4 } as const;

describeLaterBatch('sixteenth', SIXTEENTH_TUNING_SETS, SIXTEENTH_BATCH_INVENTED_AT_MOST);

/**
 * The seventeenth batch (tuning-17-*.ts), written and read blind on 2026-12-06 after the sixteenth's
 * fixes: two thirds plain reports, the rest absent images, a scan screen, portraits, a mural, a map, a
 * dream inside the dream, fresh idioms, feelings denied, two-sense words. First run: 38 English and 29
 * Spanish inventions (symbol precision 0.72 / 0.74). After the fixes made against it (sayings: in the
 * same boat, rock the boat, smelled a rat, spilled the beans, the black sheep, pelos en la lengua,
 * cuando las ranas críen pelo, gato encerrado; a ghost train, a mirror maze, a ruby wedding, a window
 * blind, light bulbs, head office, carros alegóricos; portraits, murals and maps, props "pretending to
 * be ghosts", a dream dreamt inside the dream; cardboard angels; "watched it fall"; "se rió como una
 * nena"; "a calm voice"; furious tourists) 18 and 21 are left. A ceiling.
 */
const SEVENTEENTH_BATCH_INVENTED_AT_MOST = { en: 15, es: 17 } as const;

describeLaterBatch('seventeenth', SEVENTEENTH_TUNING_SETS, SEVENTEENTH_BATCH_INVENTED_AT_MOST);

/**
 * The eighteenth batch (tuning-18-*.ts), written and read blind on 2026-12-06 after the seventeenth's
 * fixes: ordinary journal reports, three quarters without a deliberate trap. First run: 15 English and
 * 12 Spanish inventions (symbol precision 0.89 / 0.93). Its misses led to fixes that were not about
 * inventions: a closing single quotation mark stays with its sentence (British dialogue, "‘Interesting.’
 * I was mortified", had made the whole next sentence read as quoted), anonymous trades are strangers
 * ("a lifeguard", "el chofer", "un guía"), "no sé por qué" is the dreamer not knowing, "shaking like a
 * leaf", "me dio más risa", "my youngest climbed" someone else's climb, "first day at school". English
 * recall rose (symbols 0.85 to 0.90, people 0.78 to 0.91, feelings 0.67 to 0.89); 15 and 11 inventions
 * are left. A ceiling.
 */
const EIGHTEENTH_BATCH_INVENTED_AT_MOST = { en: 11, es: 6 } as const;

describeLaterBatch('eighteenth', EIGHTEENTH_TUNING_SETS, EIGHTEENTH_BATCH_INVENTED_AT_MOST);

/**
 * The nineteenth batch (tuning-19-*.ts), written and read blind on 2026-12-06 after the eighteenth's
 * fixes: ordinary reports, a third in the present, dialogue in every kind of quotation mark. First run:
 * 16 English and 17 Spanish inventions (symbol precision 0.87 / 0.83). After a first round of fixes
 * against it (set phrases: "as a girl", "a few feet above", "face down", "waves at me", "my waters
 * broke", "the underground", "se mataba de risa", "pescado frito"; the figures of the Nazca lines) 10
 * and 12 are left. A ceiling.
 */
const NINETEENTH_BATCH_INVENTED_AT_MOST = { en: 9, es: 9 } as const;

describeLaterBatch('nineteenth', NINETEENTH_TUNING_SETS, NINETEENTH_BATCH_INVENTED_AT_MOST);

/**
 * The twentieth batch (tuning-20-*.ts), written and read blind on 2026-12-06 after the nineteenth's
 * fixes and the twelfth coder pair's: ordinary reports from many countries, three quarters without a
 * deliberate trap, a third in the present. First run: 15 English and 33 Spanish inventions (symbol
 * precision 0.91 / 0.82; people 0.79 / 0.64). After a first round of fixes against it (a death dated in
 * waking life, "who died when I was nine", "que murió hace dos años", "she's been dead four years", is no
 * image of death; everyday senses: "el carro de la limpieza", "abrí los ojos", "se me fue la paloma",
 * "la parada del colectivo", "cámaras frigoríficas", "vete a casa", "iba al médico", "sus gemelos", "un
 * office tower", "a convention hall", fixing a bug, a computer mouse) 9 and 20 are left. A ceiling.
 */
const TWENTIETH_BATCH_INVENTED_AT_MOST = { en: 8, es: 13 } as const;

describeLaterBatch('twentieth', TWENTIETH_TUNING_SETS, TWENTIETH_BATCH_INVENTED_AT_MOST);

/**
 * The twenty-first batch (tuning-21-*.ts), written and read blind on 2026-12-06 after the twentieth's
 * fixes: ordinary reports from every country where English or Spanish is written, a quarter with traps.
 * First run: 23 English and 25 Spanish inventions (symbol precision 0.81 / 0.77). After a first round of
 * fixes against it (everyday senses: "a cable car", "a red light", "NEPA took light", "a snake boat",
 * "ten o'clock", "the fish plant", "loaves and fishes", "I was killing it", "ticked a box", "it rained
 * naira", "una máscara de diablo"; a death dated by a month or told as before the story, "after my
 * great-aunt died"; "no me daban nervios ni nada" denies the nerves) 12 and 22 are left. A ceiling.
 */
const TWENTY_FIRST_BATCH_INVENTED_AT_MOST = { en: 12, es: 14 } as const;

describeLaterBatch('twenty-first', TWENTY_FIRST_TUNING_SETS, TWENTY_FIRST_BATCH_INVENTED_AT_MOST);

/**
 * The twenty-second batch (tuning-22-*.ts), written and read blind on 2026-12-06 after the twenty-first's
 * fixes and the fifteenth coder pair's: ordinary reports from every country where English or Spanish is
 * written, a quarter with traps. First run: 9 English and 17 Spanish inventions (symbol precision 0.82 /
 * 0.79). After a first round of fixes against it (a person's word that says what the dreamer is, "Soy
 * maestra en Malabo", "I'm a nurse", is the dreamer; everyday senses: "a graveyard shift", "a bridge
 * loan", "the peace wall", "the rains", "a sheep station", "red and green and gold", "my temples",
 * "una lluvia de ideas", "comida para perros", "el segundo anillo", "la boca del metro", "vestida de
 * reina", "mi pareja de baile", "empezó a caer granizo", "sonó el despertador") 2 and 5 are left; the
 * twenty-first's Spanish went from 22 to 21 with them. Then two rules for whose a feeling is ("a nervous
 * teenage boy": said of the person after it; "mi abuela, que siguió bailando…, feliz de la vida": a
 * relative clause's person) took the twentieth to 8 and 19 and the twenty-first's Spanish to 20. A ceiling.
 */
const TWENTY_SECOND_BATCH_INVENTED_AT_MOST = { en: 2, es: 4 } as const;

describeLaterBatch('twenty-second', TWENTY_SECOND_TUNING_SETS, TWENTY_SECOND_BATCH_INVENTED_AT_MOST);

/**
 * The twenty-third batch (tuning-23-*.ts), written and read blind on 2026-12-06 after the
 * twenty-second's fixes: ordinary reports from every country where English or Spanish is written, a
 * quarter with traps. First run: 11 English and 25 Spanish inventions (symbol precision 0.82 / 0.74).
 * After a first round of fixes against it (a simile's image without its article, "calm as glass", and
 * "light as a feather" a weight; what someone already named is, "mi nieta, que es médica"; a death dated
 * "en el 2010" or "después del huracán"; everyday senses: "gold mines", "leopard-print", "a grain
 * elevator", "a mutton bunny", "on its feet", "se iba a caer", "un diablo rojo", "un lobo de mar", "los del
 * colegio", "las llaves de la casa", "mi amor" said to someone) 5 and 15 are left. One reading was lost
 * over all batches ("Prince Charming, who was a girl of about sixteen": the girl). A ceiling.
 */
const TWENTY_THIRD_BATCH_INVENTED_AT_MOST = { en: 4, es: 11 } as const;

describeLaterBatch('twenty-third', TWENTY_THIRD_TUNING_SETS, TWENTY_THIRD_BATCH_INVENTED_AT_MOST);

/**
 * The twenty-fourth batch (tuning-24-*.ts), written and read blind on 2026-12-06 after the
 * twenty-third's fixes: ordinary reports from every country where English or Spanish is written, a
 * quarter with traps. First run: 13 English and 13 Spanish inventions (symbol precision 0.87 / 0.74).
 * After a first round of fixes against it (any place after "from"/"de" that only says where someone is
 * from, "tres señoras del mercado"; relations in the plural without "my" are other people's, "twelve
 * mothers in labour"; "I'm a guide" without its article read as the dreamer; a death "en el 94"; "fish
 * cakes", "a face like thunder", "the rain never came", "a king tide", "school books", "la Puerta del
 * Diablo", "Órale, jefe") 6 and 10 are left; wrong finds over all batches 702 -> 690, one right find
 * lost ("I'm a porter", read as the stranger the dream has elsewhere). A ceiling.
 */
const TWENTY_FOURTH_BATCH_INVENTED_AT_MOST = { en: 5, es: 5 } as const;

describeLaterBatch('twenty-fourth', TWENTY_FOURTH_TUNING_SETS, TWENTY_FOURTH_BATCH_INVENTED_AT_MOST);

/**
 * The twenty-fifth batch (tuning-25-*.ts), written and read blind on 2026-12-06 after the
 * twenty-fourth's fixes: ordinary reports from every country where English or Spanish is written, a
 * quarter with traps. First run: 19 English and 17 Spanish inventions (symbol precision 0.77 / 0.77),
 * more than the twenty-fourth's first run. After a first round of fixes against it (a word for someone
 * younger that opens or closes what is said calls the listener, "—Hija, ya está bien"; "a girl from the
 * national school"; "the way my father did"; everyday senses: "head over heels",
 * "an open house", "Jacob's Ladder", "my church hat", "the toy train", "tea gardens", "dying for a",
 * "una bata de flores", "la orilla del río", "antes que salga el sol", "se me paró el corazón") 11 and 12
 * are left. Two rules were tried and dropped because they cost readings on earlier batches ("the robbers
 * were gone" is no absence of robbers; "spoke in my grandad's voice" has him there in the seventh batch).
 * A ceiling.
 */
const TWENTY_FIFTH_BATCH_INVENTED_AT_MOST = { en: 11, es: 5 } as const;

describeLaterBatch('twenty-fifth', TWENTY_FIFTH_TUNING_SETS, TWENTY_FIFTH_BATCH_INVENTED_AT_MOST);

/**
 * The twenty-sixth batch (tuning-26-*.ts), written and read blind on 2026-12-06 after the
 * twenty-fifth's fixes: ordinary reports from every country where English or Spanish is written, a
 * quarter with traps. First run: 12 English and 14 Spanish inventions (symbol precision 0.85 / 0.80).
 * After a first round of fixes against it (a kin word that opens or closes what is said after a dialogue
 * dash or quotation mark calls the listener, "—Abuelo, mira qué bonito", as every such word in the
 * batches did; "como me enseñó mi mamá"; everyday senses: "fallen asleep", "the Battle of Flowers", "the
 * Staircase to the Moon", "looks me in the eye", "como alma que lleva el diablo", "se me hacía la boca
 * agua", "la mochila del jardín") 9 and 9 are left, with the twentieth's, twenty-third's and
 * twenty-fifth's Spanish down by one to three; wrong finds over all batches 783 -> 770, none right lost
 * ("como cuando" and "la otra orilla" were tried and dropped: each cost a reading of an earlier batch).
 * A ceiling.
 */
const TWENTY_SIXTH_BATCH_INVENTED_AT_MOST = { en: 8, es: 5 } as const;

describeLaterBatch('twenty-sixth', TWENTY_SIXTH_TUNING_SETS, TWENTY_SIXTH_BATCH_INVENTED_AT_MOST);

/**
 * The twenty-seventh batch (tuning-27-*.ts), written and read blind on 2026-12-06 after the
 * twenty-sixth's fixes: ordinary reports from every country where English or Spanish is written, a
 * quarter with traps. Its writers listed under `notThere` every lexicon word of their texts that is not
 * in the dream (printed with a read-only match of the lexicon's words), so nearly every wrong find is an
 * invention. First run: 31 English and 27 Spanish inventions (symbol precision 0.76 / 0.88). After a
 * first round of fixes against it (a kin word after a first word of the line calls the listener, "—Ay,
 * abuelo", "—Dime, papi"; a death dated "back in 2012"; everyday senses: "I train with", "trip and go flat
 * on my face", "worried sick", "cuts out dead", "my hands were burning", "a red envelope", "lion
 * costume", "diamond mines", "trabajo en" (I work at: an office needs its own word, "cubículo"), "carne
 * de monte", "qué oso", "un frío de perros", "de niña", "la reina de la comparsa", "me quedé solo con el
 * carro") 20 and 13 were left; wrong finds over all batches 829 -> 790, and no right find was lost.
 * Then a feeling joined by "or" to a denied one is denied with it ("I didn't feel sad, or lonely"), and
 * the feeling after a relative clause about someone is theirs ("Mi nieta, que me había acompañado,
 * estaba muerta de vergüenza"): 18 and 12, with the twenty-fifth's and twenty-sixth's Spanish down by
 * one each. A ceiling.
 */
const TWENTY_SEVENTH_BATCH_INVENTED_AT_MOST = { en: 15, es: 8 } as const;

describeLaterBatch('twenty-seventh', TWENTY_SEVENTH_TUNING_SETS, TWENTY_SEVENTH_BATCH_INVENTED_AT_MOST);

/**
 * The twenty-eighth batch (tuning-28-*.ts), written and read blind on 2026-12-06 after the
 * twenty-seventh's fixes: the ordinary days people dream of, a quarter with traps, `notThere` completed
 * as in the twenty-seventh from a read-only match of the lexicon's words. First run: 21 English and 17
 * Spanish inventions (symbol precision 0.81 / 0.90; the twenty-seventh's first run was 31 and 27, 0.76
 * / 0.88). After a first round of fixes against it (a kin word said between commas in a line of
 * dialogue calls the listener, "—Jalá parejo, hijo, cuando ella puje"; a burial dated, "I buried him in
 * April"; everyday senses: "it was late", "seven letters", "container ships", "church music", "steps
 * through the ropes", "before sunrise", "tienda de novias", "la llave del lavaplatos", "mi rey", "llega
 * del trabajo") 13 and 13 are left, with the twenty-fourth's English down by one; wrong finds over all
 * batches 821 -> 807, no right find lost ("steps in", "steps out", "steps back" were tried and dropped:
 * they lost the temple steps of two earlier batches). A ceiling.
 */
const TWENTY_EIGHTH_BATCH_INVENTED_AT_MOST = { en: 10, es: 8 } as const;

describeLaterBatch('twenty-eighth', TWENTY_EIGHTH_TUNING_SETS, TWENTY_EIGHTH_BATCH_INVENTED_AT_MOST);

/**
 * The twenty-ninth batch (tuning-29-*.ts), written and read blind on 2026-12-06 after the
 * twenty-eighth's fixes: the common dreams (teeth falling out, naked in public, an exam, a car without
 * brakes, the dead come back), most dreamers from where most journals come from, `notThere` completed as
 * in the twenty-seventh. First run: 18 English and 25 Spanish inventions (symbol precision 0.82 / 0.86).
 * After a first round of fixes against it (a measure, "the size of a car"; a name the dreamer is called,
 * "me llamaban abuelo"; "not a drop of rain"; a feeling put first and then denied, "Triste no estoy";
 * "—Gracias, abuelita, me salvó"; everyday senses: "killing himself laughing", "on the edge of his seat",
 * "thirty-one years married", "quad bike", "cattle station", "glow stars", "estación de radio", "trabajo
 * cama adentro", "sábanas de flores") 10 and 18 are left, with the twenty-eighth's English down by one;
 * wrong finds over all batches 850 -> 834, no right find lost ("agua no había" put first was tried for
 * every word and kept for feelings only: "el celular no tenía señal" still has the phone). A ceiling.
 */
const TWENTY_NINTH_BATCH_INVENTED_AT_MOST = { en: 10, es: 15 } as const;

describeLaterBatch('twenty-ninth', TWENTY_NINTH_TUNING_SETS, TWENTY_NINTH_BATCH_INVENTED_AT_MOST);

/**
 * The thirtieth batch (tuning-30-*.ts), written and read blind on 2026-12-06 after the twenty-ninth's
 * fixes: what people most often dream of, most dreamers from where most journals come from, `notThere`
 * completed as in the twenty-seventh. First run: 29 English and 22 Spanish inventions (symbol precision
 * 0.81 / 0.85). After a first round of fixes against it (a comparison with people, "younger than my own
 * kids"; everyday senses: "the bell rings", "road trains", "baby shower", "the lights are off", "light up
 * sneakers", "before I was born", "grocery bags", "chasing each other", "I laughed it off", "when she was
 * a girl", "una de matrimonio", "paga en la caja", "la torre de su iglesia", "muerta del trabajo", "que
 * cerró hace treinta años", "feliz cumpleaños", "la sucursal del cielo") 17 and 15 are left; wrong finds
 * over all batches 886 -> 863, no right find lost. A ceiling.
 */
const THIRTIETH_BATCH_INVENTED_AT_MOST = { en: 10, es: 13 } as const;

describeLaterBatch('thirtieth', THIRTIETH_TUNING_SETS, THIRTIETH_BATCH_INVENTED_AT_MOST);

/**
 * The thirty-first batch (tuning-31-*.ts), written and read blind on 2026-12-06 in the next session,
 * `notThere` completed as in the twenty-seventh. First run (with that session's general word rules
 * already in, which changed nothing on it): 20 English and 25 Spanish inventions (symbol precision 0.83 /
 * 0.85). After its fixes (a handshake between others, furniture legs, "a school caretaker", "I'm a vet
 * nurse", a costume, "when he was a baby", "Father Mike", "been married", speech after a dash, "como a
 * un gato", a street cart, "la llave" of the tap, "buscar a mi hijo" to collect him, "me dicen mamá")
 * 9 and 14 are left. A ceiling.
 */
const THIRTY_FIRST_BATCH_INVENTED_AT_MOST = { en: 8, es: 13 } as const;

describeLaterBatch('thirty-first', THIRTY_FIRST_TUNING_SETS, THIRTY_FIRST_BATCH_INVENTED_AT_MOST);

/**
 * The thirty-second batch (tuning-32-*.ts), written and read blind on 2026-12-06 after the thirty-first's
 * fixes. First run: 18 English inventions (the analysis from before that session, bf9f148: 19) and 25
 * Spanish (bf9f148: 25). After its fixes (a phone call "I ring Dom", an oxygen mask, "the second wave", a
 * sister's wedding dress only owned, a wedding cake, "dando a luz", "camino pa la casa" (I walk), the
 * coast road, "me quería morir", "salí volando", the menu, "disfrazados de flores", "Lake Street") 14 and
 * 18 are left. A ceiling.
 */
const THIRTY_SECOND_BATCH_INVENTED_AT_MOST = { en: 10, es: 15 } as const;

describeLaterBatch('thirty-second', THIRTY_SECOND_TUNING_SETS, THIRTY_SECOND_BATCH_INVENTED_AT_MOST);

/**
 * The thirty-third batch (tuning-33-*.ts), written and read blind on 2026-12-06 after the thirty-second's
 * fixes, its `notThere` the fullest yet. First run: 36 English inventions (bf9f148: 37) and 28 Spanish
 * (bf9f148: 30). After its fixes (tears or a laugh that show the quality before them, "so proud I cried";
 * car keys, a water tank, the fire trail, "steps out", a birthday suit, a book bag, "didn't bat an eye",
 * "my eyes watered", "couldn't fly home", "where they were born"; "de cría", "una pareja joven", "como a
 * las vacas", "trabajo cuidando" (I work), "hace bailar la micro", "un aguacero de madre", "el Niño Dios")
 * 23 and 20 are left. A ceiling.
 */
const THIRTY_THIRD_BATCH_INVENTED_AT_MOST = { en: 21, es: 17 } as const;

describeLaterBatch('thirty-third', THIRTY_THIRD_TUNING_SETS, THIRTY_THIRD_BATCH_INVENTED_AT_MOST);

/**
 * The thirty-fourth batch (tuning-34-*.ts), written and read blind on 2026-12-07 by two helpers who saw
 * neither the analysis nor the held-out files. First run (with the stop's held-out fixes already in): 23
 * English and 24 Spanish inventions. After its fixes (a face buried, "stuck behind a bus", school
 * jumpers, the town hall, the bottom not found, a wish, someone waited for, "meant to write", a sonar
 * screen, birds counted before they fly off; "se fue volando" and "se puso a nadar" of another, a boat
 * or a bus driven, "de plata", "la esposa del gobernador", "quería irme a mi casa", a screen's long
 * view) 13 and 18 are left. A ceiling.
 */
const THIRTY_FOURTH_BATCH_INVENTED_AT_MOST = { en: 12, es: 17 } as const;

describeLaterBatch('thirty-fourth', THIRTY_FOURTH_TUNING_SETS, THIRTY_FOURTH_BATCH_INVENTED_AT_MOST);

/**
 * The thirty-fifth batch (tuning-35-*.ts), written and read blind on 2026-12-07 (stop 49) by a helper who
 * saw neither the analysis nor the held-out files. First run: 25 English and 28 Spanish inventions. After
 * its fixes (a whole "como si" clause, "parecía que", "como cuando", "como mi padre"; someone called for
 * or of waking life "since my dad..."; "eye level", squirt guns, "head to foot", the witness box, a church
 * shirt, a phone that rings and rings, "the sun burned", "all the parents", "who we lost", "un río de
 * perros") 16 and 21 are left; the same rules took six inventions from earlier batches. A ceiling.
 */
const THIRTY_FIFTH_BATCH_INVENTED_AT_MOST = { en: 15, es: 18 } as const;

describeLaterBatch('thirty-fifth', THIRTY_FIFTH_TUNING_SETS, THIRTY_FIFTH_BATCH_INVENTED_AT_MOST);

/**
 * The thirty-sixth batch (tuning-36-*.ts), written and read blind on 2026-12-07 (stop 49) by a helper who
 * saw neither the analysis nor the held-out files, after the thirty-fifth's fixes. First run: 31 English
 * and 29 Spanish inventions. After its fixes ("by hand", a blind tasting, a water tower, "could have
 * died", "se fue la luz", "la muñeca derecha", "se crió", cards dealt, an inflatable crocodile, "profesora
 * jefe", "como lo fue mi abuela"; a couple's, an editor's or a crowd's feeling is theirs, and a plural
 * feeling of a third-person plural verb) 23 and 24 are left. A ceiling.
 */
const THIRTY_SIXTH_BATCH_INVENTED_AT_MOST = { en: 23, es: 21 } as const;

describeLaterBatch('thirty-sixth', THIRTY_SIXTH_TUNING_SETS, THIRTY_SIXTH_BATCH_INVENTED_AT_MOST);

/**
 * The thirty-seventh batch (tuning-37-*.ts), written and read blind on 2026-12-07 (stop 50) by two helpers
 * who saw neither the analysis nor the held-out files. First run: 29 English and 32 Spanish inventions.
 * After its fixes (a capitalised "Hill" after a name is a district; "parecían un" a likeness; "all I could
 * think about was my kids"; a colour "dark green", a window blind, a crab house, a baby
 * monitor, a snow globe, "I letter headstones"; "de mil demonios", "traje de baño", "mono de trabajo",
 * "ojo de buey", "hecha una fiera", "retratos hablados", "casa de empeño", a control tower; a group's
 * state told at the start of a sentence, "The visitors ... were terrified"; an image taken back at once,
 * "my ring and it wasn't there") 17 and 21 are left. A ceiling.
 */
const THIRTY_SEVENTH_BATCH_INVENTED_AT_MOST = { en: 17, es: 18 } as const;

describeLaterBatch('thirty-seventh', THIRTY_SEVENTH_TUNING_SETS, THIRTY_SEVENTH_BATCH_INVENTED_AT_MOST);

/**
 * The thirty-eighth batch (tuning-38-*.ts), written and read blind on 2026-12-07 (stop 50) by two helpers
 * who saw neither the analysis nor the held-out files, after the thirty-seventh's fixes; half of it weighted
 * to feelings denied or contrasted, other people's feelings and people only mentioned. First run: 23
 * English and 29 Spanish inventions. After its fixes (a feeling denied through "no me pongo" or "nadie
 * estaba"; a plural feeling such as "felices" after a third-person plural verb is theirs; other people's
 * parents; a snow cone, a school choir, "al pie del puente", a pocket, a bicycle's inner tube; a noun
 * subject's state, "La directora ... está furiosa"; "the shop's on fire, but it isn't") 19 and 22
 * are left. A ceiling.
 */
const THIRTY_EIGHTH_BATCH_INVENTED_AT_MOST = { en: 17, es: 19 } as const;

describeLaterBatch('thirty-eighth', THIRTY_EIGHTH_TUNING_SETS, THIRTY_EIGHTH_BATCH_INVENTED_AT_MOST);

/**
 * The thirty-ninth batch (tuning-39-*.ts), written and read blind on 2026-12-07 (stop 51) by two helpers
 * who saw neither the analysis nor the held-out files; ten plain reports and ten carrying issue 24's traps.
 * First run: 25 English and 26 Spanish inventions (27 Spanish with the analysis from before stop 51's
 * fixes). After its fixes (a measure "the size of", a shape "en forma de", a fall only thought of "pensé
 * que me caía", "se volvió un río de agua café", a town meeting, a school board, Tasmanian devils, a frog
 * strangler, a shark spotter, laughing so hard one can't breathe, someone else's climb told with "she",
 * a group "all laughing") 17 and 23 are left. A ceiling.
 */
const THIRTY_NINTH_BATCH_INVENTED_AT_MOST = { en: 17, es: 22 } as const;

describeLaterBatch('thirty-ninth', THIRTY_NINTH_TUNING_SETS, THIRTY_NINTH_BATCH_INVENTED_AT_MOST);

/**
 * The fortieth batch (tuning-40-*.ts), written and read blind on 2026-12-07 (stop 51) by two helpers after
 * the thirty-ninth's fixes; fourteen plain reports and six carrying issue 24's traps. First run: 22 English
 * and 32 Spanish inventions (23 and 34 with the analysis from before stop 51). After its fixes ("se me
 * volvieron agua", "pálido como un fantasma", "jugaba a ser avión", "se me había ido el avión", "desde
 * crío", a horse-drawn "coche de caballos", "el corazón que se me salía", "dressed to kill", "the shirt off
 * his back", "heart still going", "packing shelves", "dead straight", "like they were waiting for a boat")
 * 16 and 25 are left. A ceiling.
 */
const FORTIETH_BATCH_INVENTED_AT_MOST = { en: 16, es: 24 } as const;

describeLaterBatch('fortieth', FORTIETH_TUNING_SETS, FORTIETH_BATCH_INVENTED_AT_MOST);

/**
 * The forty-first batch (tuning-41-*.ts), written and read blind on 2026-12-07 (stop 52) by two helpers
 * who saw neither the analysis nor the held-out files; fourteen plain reports and six carrying issue 24's
 * traps, rich in people. First run: 29 English and 21 Spanish inventions (the analysis unchanged since
 * 6cb8c65). After its fixes (someone only thought of, "pensaba en", or heard on the phone; a memory "como
 * cuando" runs to its people; "el marido" is someone else's; "frightened half to death", "the dead of
 * night", "over her dead body", "like we'd only been to the shops", "the image of my mother", a war
 * canoe, "a hall in", "estaba por dar a luz", "no sabe nadar", "perros de la calle", "echar la mano",
 * "objetos perdidos", a bus "terminal" in Spanish) 21 and 11 are left. A ceiling.
 */
const FORTY_FIRST_BATCH_INVENTED_AT_MOST = { en: 21, es: 11 } as const;

describeLaterBatch('forty-first', FORTY_FIRST_TUNING_SETS, FORTY_FIRST_BATCH_INVENTED_AT_MOST);

/**
 * The forty-second batch (tuning-42-*.ts), written and read blind on 2026-12-07 (stop 52) by two helpers
 * after the forty-first's fixes; fourteen plain reports and six carrying issue 24's traps, rich in people.
 * First run: 35 English and 31 Spanish inventions (35 and 32 with the analysis of 6cb8c65). After its fixes
 * (someone phoned, "I rang my wife", "llamé por el móvil a mi jefa"; told about; a thing someone once made
 * the dreamer, "el vestido que me cosió mi mamá"; "desde que mis hijos"; other people's "madres"; a guess,
 * "seguro había sido un ladrón"; "red rag to a bull", "a little wave", "blew them kisses", "heart
 * thumping", "like the day we took her to the beach", "spoken since"; "tres pies al gato", "un vaso de
 * agua", "pelos en la lengua", "el freno de mano", "animales del monte", "que tumba a la gente", "corriendo
 * a tomar la micro", "despacho en la bomba"; tears denied by a later "triste no estaba") 26 and 17 are
 * left. A ceiling.
 */
const FORTY_SECOND_BATCH_INVENTED_AT_MOST = { en: 26, es: 17 } as const;

describeLaterBatch('forty-second', FORTY_SECOND_TUNING_SETS, FORTY_SECOND_BATCH_INVENTED_AT_MOST);

/**
 * The forty-third batch (tuning-43-*.ts), written and read blind on 2026-12-07 (stop 52) by two helpers
 * after the forty-second's fixes; sixteen plain reports of the commonest kinds and four carrying issue
 * 24's traps. First run: 26 English and 29 Spanish inventions (the same with the analysis of 6cb8c65).
 * After its fixes (someone phoned, "llamé a mi marido por el móvil", "rang to ask", or writing to the
 * dreamer, "me mandaba mensajes"; only wished to be told, "le quise contar que"; talked about, "hablando
 * de"; left at home with a name between, "Mi marido, Virgilio, se había quedado en la casa"; "la mamá de la
 * novia"; "la que me crió"; a feeling denied with "tampoco" or "no sentía" after it; "como pez fuera del
 * agua", "a precio de oro", "mosquita muerta", "a moco tendido", "que me iba a caer", "la orilla de la
 * carretera", "seen eye to eye", "my battery died", "my face burning", "a games hall", "the charge hand",
 * "the rock face") 20 and 11 are left. A ceiling.
 */
const FORTY_THIRD_BATCH_INVENTED_AT_MOST = { en: 19, es: 11 } as const;

describeLaterBatch('forty-third', FORTY_THIRD_TUNING_SETS, FORTY_THIRD_BATCH_INVENTED_AT_MOST);

/**
 * The forty-fourth batch (tuning-44-*.ts), written and read blind on 2026-12-08 (stop 52) by two helpers
 * after the forty-third's fixes; twelve plain reports and eight weighted to images and people there or not
 * and, in Spanish, feelings denied. First run: 44 English and 30 Spanish inventions (46 and 32 with the
 * analysis of 6cb8c65). After its fixes (someone texting or calling the dreamer, "kept calling to ask",
 * "me llamaba cada rato", rung by, "me sonó el celular y era mi mamá", sent a message or a photo, "le mandé
 * un audio a mi mujer", waited for, "esperando a mi hijo", asked after; "my ex-wife's new husband"; a story
 * told, a fear, a picture, a plan, an order, "camera screens"; "¿Miedo yo? Para nada", "Enojada con Jeremy
 * no estaba", "nervioso tampoco", "ni a palos", "pena ajena" as shame; "a blind date", "sleeping bag",
 * "baby birds", "dead flat", "the coat we buried her in", "the pump house", "a bald fella") 21 and 17 are
 * left. A ceiling.
 */
const FORTY_FOURTH_BATCH_INVENTED_AT_MOST = { en: 21, es: 17 } as const;

describeLaterBatch('forty-fourth', FORTY_FOURTH_TUNING_SETS, FORTY_FOURTH_BATCH_INVENTED_AT_MOST);
