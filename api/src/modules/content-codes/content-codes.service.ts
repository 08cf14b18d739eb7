// Stored content codes: written when a dream is saved (in the same transaction as the dream), kept
// with the user's corrections, read as stored. Nothing here codes a dream on read.
import type { Prisma } from '../../../generated/prisma/client.ts';
import { db } from '../../db/current.ts';
import type { SignedInContext } from '../../graphql/context.ts';
import { AppError, notFound, parseInput } from '../../graphql/errors.ts';
import { messages as m } from '#shared/i18n/locale.ts';
import { codeDream } from './code-dream.ts';
import type { CodeCategory, ContentCodes } from './codes.ts';
import { serializeProfileCounts, type CodedDream } from './content-profile.ts';
import { contentCodeInputs } from './content-codes.inputs.ts';
import {
  applyCorrections,
  mergeCorrection,
  withKeys,
  type CodeChanges,
  type Correction,
  type KeyedCodes,
  type WhoRef,
} from './corrections.ts';

/**
 * Raised when the coder's reading changes: rows of an older coder are coded again in the background
 * after start (content-codes-backfill.ts, recodeOlderContentCodes), their corrections kept.
 * 2: the fourth Spanish tuning batch's fixes (impersonal "they", irregular preterites, wished acts).
 * 3: the plain-style batches' fixes (the subject right before a verb, subjects described by a
 *    phrase, English owners who act, "they" as a group, names and titles in apposition, a boss and a
 *    colleague apart, more words).
 * 4: the third plain pair's fixes (likenesses and names called are no one, "un tío", places named
 *    after saints, Spanish subjunctives only asked for, reciprocal rows, he/she for animals, words).
 * 5: the fourth plain pair's fixes (700 first names, people from the dreamer's own place, trades and
 *    roles, the dreamer's children, quarrels about something, Spanish clitic pairs, words).
 * 6: who is who (different trades are different people, a name given by "called", "la Javi", plural
 *    owners, single-quoted speech), insults from every frame, 1,585 first names.
 * 7: the sixth plain pair's pass (owners before an apostrophe, names given with "called" kept with
 *    the person described, appositions with a definite article and a name, "que era mi tío", one act
 *    to both, Spanish blows, orders and looks, the regions' words for people, a negation stops at "y").
 * 8: the ninth plain pair's pass (English acts in the present and the gerund, batteries of animals,
 *    trades and the regions' words for people, a costume or a name called is no one, an English
 *    description before a comma; shouting is no anger, in the interpreter's lists the coder reads), and
 *    the tenth's (a threat or a "could have" is no act done, Spanish blows, snubs and offers, creatures)
 *    and the eleventh's (acts in varied phrasing, Spanish acts in the present, "me dio cólera").
 * 9: the twelfth to fourteenth plain pairs' passes (hostile words and words that run someone down, in
 *    quotes, Spanish dialogue or told; gifts to someone named, favours "for me", acts "on purpose", a
 *    pull to safety is help; who runs a class is known; costumes and seasonal figures are no one; world
 *    English kin words; the regions' words for feelings).
 * 10: the fifteenth to twentieth plain pairs' passes (trades, animals and first names, appositions
 *    closed by a comma, titles with a period, a kiss from a child is affection, criticism told).
 * 11: who does an act told after a relative clause ("an old man who I didn't know told me off", "un
 *    señor que yo no conocía me regañó"), an English "me" after a preposition is no object, hostile
 *    looks, and the twenty-first plain pair's passes.
 * 12: everyday compounds and sayings are no one ("a hot dog", "people like me", "like somebody
 *    humming", "raining cats and dogs"), "bebe" the verb is no baby, a lab or dance partner is someone known;
 *    "one of the caterers" is one person; roles at work and events; scoldings, insults said, gossip, Spanish
 *    blows with "-azo"; a fight about something is verbal; an act only threatened is not done; the
 *    twenty-sixth to twenty-eighth plain pairs' passes.
 * 13: feelings denied by a negative subject or determiner ("nothing frightened me", "none of us was
 *    scared", "ninguno tenía miedo", "Nada de miedo."), across "without feeling", "no longer", "don't
 *    remember being"; and kept after "except", "only", "nada más que", "sino". "Papá Noel" and "Father
 *    Christmas" are no one's father; "una película de miedo", "a scary movie" are a genre. Someone only thought of,
 *    missed, pictured or written from ("I thought about my ex", "una foto de mi papá") is in the scene
 *    only if they do or feel something; "people say", "todo el mundo sabe" are no one. An act only
 *    foreseen, hoped, about to happen, refused or played ("he was going to rob me", "a punto de darme",
 *    "se negó a ayudarme") is not done; a sentence that opens on waking life ("In real life...") is not coded; "wouldn't", "couldn't" deny an act;
 *    "conmigo" is the dreamer ("se metió conmigo").
 * 14: whoever is only on the phone ("My husband rang", "I phoned my head teacher", "Llamé a mi viejo")
 *    is no one in the scene, and what they say down the line is not coded; "delante de todos" is the
 *    onlookers the dreamer knows (or the group the dream already has).
 * 15: a person word followed by a place beside, a participle or a relative clause, then a comma, is the
 *    one the next words describe or name ("the woman next to me, a retired nurse", "the girl doing mine,
 *    Kim"); a name with a short description before the comma is the person after it ("Graham from
 *    number twelve, a retired headmaster"); "shared her flask with me" is shared with the dreamer; a
 *    relative of someone else's named only in what that someone says is spoken of ("me dijo que su hijo
 *    merecía algo mejor"); likenesses ("igualito a mi papá", "looked just like my mum") and the devil
 *    of a saying ("un calor del diablo", "me llevaba el diablo") are no one. And, against the
 *    twenty-ninth plain pair: the plain present of "I", "we" and "they" ("so I scream at her"); a
 *    passive with no "by" done by the last one named nearby; two joined subjects each acting ("my mum
 *    and my sister hugged me"); "otra mamá"; apologies, winks and insults in the present in Spanish;
 *    folklore figures (a hag, the Grim Reaper, a werewolf), dog breeds and people of world English.
 * 16: the plain pairs' wrong characters counted by kind (stop 50): a person's word before a thing's,
 *    the one a predicate describes, insults said of someone, relatives in lists, place names, orders
 *    and praise reported.
 * 17: a telling-off or a sending-away of someone named ("told Rav off", "made him leave"); "a pig" is
 *    an insult.
 * 18: criticism told in ordinary words (a likeness of how the dreamer did something, what they made
 *    "like rocks", "called me cheap", heckling, a complaint to the face, Spanish "me dijo que ..." of
 *    the dreamer, a door slammed, "vacilarme"); "a group of uncles" are strangers; a whole queue or band;
 *    "slower than his grandma", "a child could stitch better", an act only accused of, the regions' insults;
 *    a hurt feeling is no blow; rescues read in more words; laughter at anyone is no happiness; "hopeless" is
 *    sadness; the regions' words for anger and sorrow ("cabreo", "de mal humor", "agüevado"); a Spanish
 *    name no list knows after its article ("el Richi", "la Feña"); an English one before a person's act;
 *    a write-up, a fuss, "giving off", praise by a superlative; an animal in a basket is food; Spanish
 *    blame in the first person ("que la rompí yo"), "como si no me conociera", "su mejor alumno".
 */
export const CODER_VERSION = 18;

type Tx = Pick<Prisma.TransactionClient, 'dreamContentCodes'>;

/** The row of a new dream's codes, for a nested create beside the dream. */
export function newContentCodesRow(userId: number, text: string) {
  const computed = codeDream(text);
  const codes = withKeys(computed);
  return {
    userId,
    coderVersion: CODER_VERSION,
    computed: JSON.stringify(computed),
    corrections: '[]',
    codes: JSON.stringify(codes),
    profileCounts: serializeProfileCounts(codes),
  };
}

/**
 * Codes an edited dream again, keeping the user's corrections: run inside the transaction that
 * writes the new text, so the codes never describe another version of the dream.
 */
export async function recodeDream(tx: Tx, dreamId: number, userId: number, text: string): Promise<void> {
  const existing = await tx.dreamContentCodes.findUnique({ where: { dreamId }, select: { corrections: true } });
  const row = recodedRow(text, existing?.corrections ?? '[]');
  await tx.dreamContentCodes.upsert({
    where: { dreamId },
    create: { dreamId, userId, corrections: '[]', ...row },
    update: row,
  });
}

/** The columns of a dream's codes read again from `text` by this coder, with the stored corrections applied. */
export function recodedRow(text: string, corrections: string) {
  const computed = codeDream(text);
  const codes = applyCorrections(computed, JSON.parse(corrections) as Correction[]);
  return {
    coderVersion: CODER_VERSION,
    computed: JSON.stringify(computed),
    codes: JSON.stringify(codes),
    profileCounts: serializeProfileCounts(codes),
    codedAt: new Date(),
  };
}

/** A dream's codes as stored (corrections applied), or null for a dream saved before coding existed. */
export async function storedContentCodes(dreamId: number, userId: number): Promise<KeyedCodes | null> {
  const row = await db().dreamContentCodes.findFirst({ where: { dreamId, userId }, select: { codes: true } });
  return row ? (JSON.parse(row.codes) as KeyedCodes) : null;
}

/** The stored codes of a user's dreams dated in [from, to), for the content profile. */
export async function codedDreamsOf(userId: number, range: { from?: Date; to?: Date } = {}): Promise<CodedDream[]> {
  const rows = await db().dreamContentCodes.findMany({
    where: { userId, dream: { date: { gte: range.from, lt: range.to } } },
    select: { dreamId: true, codes: true },
    orderBy: { dreamId: 'asc' },
  });
  return rows.map((row) => ({ dreamId: row.dreamId, codes: JSON.parse(row.codes) as ContentCodes }));
}

/** "dreamer", "unknown" or a character's index (as the input gives it) -> how a correction stores it. */
function whoRef(
  value: string | null | undefined,
  codes: KeyedCodes,
  locale: SignedInContext['locale'],
): WhoRef | undefined {
  if (value == null) return undefined;
  if (value === 'dreamer' || value === 'unknown') return value;
  const character = codes.characters[Number(value)];
  if (!character) throw new AppError('BAD_USER_INPUT', m.validation_content_code_who({}, { locale }));
  return { character: character.key };
}

/** Changes or removes one code of one of the viewer's dreams; the correction is kept across edits. */
export async function correctContentCode(dreamId: number, rawInput: unknown, context: SignedInContext): Promise<void> {
  const locale = context.locale;
  const input = parseInput(contentCodeInputs(locale).correctContentCode, rawInput);
  await db().$transaction(async (tx) => {
    const row = await tx.dreamContentCodes.findFirst({ where: { dreamId, userId: context.viewer.id } });
    if (!row) throw notFound(locale);
    const codes = JSON.parse(row.codes) as KeyedCodes;
    const category: CodeCategory = input.category;
    const list = codes[category] as { key: string }[];
    if (!list.some((code) => code.key === input.key))
      throw new AppError('NOT_FOUND', m.content_code_not_found({}, { locale }));
    const changes: CodeChanges = {};
    if (input.kind != null) changes.kind = input.kind;
    if (input.sex != null) changes.sex = input.sex;
    if (input.familiarity != null) changes.familiarity = input.familiarity;
    if (input.relation != null) changes.relation = input.relation;
    if (input.plural != null) changes.plural = input.plural;
    if (input.type != null) changes.type = input.type;
    if (input.physical != null) changes.physical = input.physical;
    if (input.class != null) changes.class = input.class;
    if (input.bodily != null) changes.bodily = input.bodily;
    if (input.region != null) changes.region = input.region;
    const initiator = whoRef(input.initiator, codes, locale);
    const recipient = whoRef(input.recipient, codes, locale);
    const who = whoRef(input.who, codes, locale);
    if (initiator) changes.initiator = initiator;
    if (recipient) changes.recipient = recipient;
    if (who) changes.who = who;
    const corrections = mergeCorrection(JSON.parse(row.corrections) as Correction[], {
      category,
      key: input.key,
      remove: input.remove === true,
      changes,
    });
    const computed = JSON.parse(row.computed) as ContentCodes;
    const corrected = applyCorrections(computed, corrections);
    await tx.dreamContentCodes.update({
      where: { dreamId },
      data: {
        corrections: JSON.stringify(corrections),
        codes: JSON.stringify(corrected),
        profileCounts: serializeProfileCounts(corrected),
      },
    });
  });
}
