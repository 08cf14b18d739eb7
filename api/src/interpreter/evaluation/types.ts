// The shape of the written evaluation set of the offline interpreter (README.md beside this file).

export interface EvaluationDream {
  /** Stable name, for the report. */
  id: string;
  title: string;
  text: string;
  tags?: readonly string[];
  /**
   * What a careful reader finds, named with the interpreter's vocabulary (the lexicon's ids for
   * symbols and people, the emotion list's ids): images other than people, the people in the dream,
   * and the dreamer's own feelings, named or said through a common expression ("I cried", "my heart
   * sank"); a tag naming a feeling counts, someone else's feeling does not.
   */
  symbols: readonly string[];
  people: readonly string[];
  emotions: readonly string[];
  /**
   * What a word-by-word reader would wrongly find: an image made of an idiom ("a piece of cake" is no
   * food), a negated one ("there was no water"), a feeling denied ("I was not afraid"). The analysis
   * must never report these: that would be inventing.
   */
  notThere?: readonly string[];
  /** Images a careful reader sees that the lexicon has no word for yet: listed, not scored. */
  outsideLexicon?: readonly string[];
  /**
   * Held-out set: feelings named but not the dreamer's as felt: denied or contrasted ("I woke up
   * crying, but I wasn't sad"), or someone else's ("my father calmly made coffee"). Reporting one is
   * a negated feeling reported as felt.
   */
  notFelt?: readonly string[];
  /**
   * Held-out set: a person's word as written, by id, where it carries a gender ("jefa", "grandmother"):
   * the name the analysis gives that person must contain it.
   */
  written?: Readonly<Record<string, string>>;
  /** Held-out set: the ids of the turning point's images (the last unexpected image, a reversal, a recognition). */
  turn?: readonly string[];
  /** Held-out set: which of the kinds of failure the dream is written to probe. */
  probes?: readonly Probe[];
}

export type Probe = 'metaphor' | 'negation' | 'gender' | 'turn' | 'verbs' | 'untitled' | 'voice-only';
