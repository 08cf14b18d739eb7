// Validation of a correction of one content code, shared by the GraphQL mutation and the REST route:
// which fields a category may change, and who may be named ("dreamer", "unknown" for an interaction's
// unnamed initiator, or a character's index).
import { z } from 'zod';
import { messages as m, type Locale } from '#shared/i18n/locale.ts';
import {
  BODY_REGIONS,
  CHARACTER_KINDS,
  CODE_CATEGORIES,
  EMOTION_CLASSES,
  FAMILIARITIES,
  INTERACTION_TYPES,
  OUTCOME_TYPES,
  RELATIONS,
  SEXES,
  type CodeCategory,
} from './codes.ts';

/** The fields each category's codes have that a user may change. */
export const CORRECTABLE_FIELDS: Record<CodeCategory, readonly string[]> = {
  characters: ['kind', 'sex', 'familiarity', 'relation', 'plural'],
  interactions: ['type', 'physical', 'initiator', 'recipient'],
  emotions: ['class', 'who'],
  outcomes: ['type', 'who', 'bodily'],
  bodyParts: ['region'],
};

const WHO = /^(dreamer|unknown|\d{1,4})$/;

export function contentCodeInputs(locale: Locale) {
  const t = { locale };
  const who = z.string().regex(WHO, m.validation_content_code_who({}, t));
  return {
    correctContentCode: z
      .object({
        category: z.enum(CODE_CATEGORIES),
        key: z.string().min(1).max(500),
        remove: z.boolean().nullish(),
        kind: z.enum(CHARACTER_KINDS).nullish(),
        sex: z.enum(SEXES).nullish(),
        familiarity: z.enum(FAMILIARITIES).nullish(),
        relation: z.enum(RELATIONS).nullish(),
        plural: z.boolean().nullish(),
        type: z.enum([...INTERACTION_TYPES, ...OUTCOME_TYPES]).nullish(),
        physical: z.boolean().nullish(),
        initiator: who.nullish(),
        recipient: who.nullish(),
        class: z.enum(EMOTION_CLASSES).nullish(),
        who: who.nullish(),
        bodily: z.boolean().nullish(),
        region: z.enum(BODY_REGIONS).nullish(),
      })
      .superRefine((value, ctx) => {
        const allowed = CORRECTABLE_FIELDS[value.category];
        for (const [field, fieldValue] of Object.entries(value)) {
          if (['category', 'key', 'remove'].includes(field) || fieldValue == null) continue;
          if (!allowed.includes(field))
            ctx.addIssue({ code: 'custom', path: [field], message: m.validation_content_code_field({}, t) });
        }
        const type = value.type;
        if (type != null) {
          const types: readonly string[] = value.category === 'interactions' ? INTERACTION_TYPES : OUTCOME_TYPES;
          if (!types.includes(type))
            ctx.addIssue({ code: 'custom', path: ['type'], message: m.validation_content_code_field({}, t) });
        }
        if (value.recipient === 'unknown' || (value.who === 'unknown' && value.category !== 'interactions'))
          ctx.addIssue({ code: 'custom', path: ['recipient'], message: m.validation_content_code_who({}, t) });
      }),
  };
}
