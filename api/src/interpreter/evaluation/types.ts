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
}
