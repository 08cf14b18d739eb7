// Scores the offline interpreter's analysis against the written evaluation set
// (api/src/interpreter/evaluation/, the tuning set: the first batch, then the second, the third and the fourth) and prints the
// table recorded in bench/README.md, section 5.
// `--details` also lists every wrong find and every miss.
//
//   npx tsx bench/interpreter-evaluation.ts [--details]
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
  THIRD_TUNING_SETS,
  TARGET,
} from '../api/src/interpreter/evaluation/score.ts';

const details = process.argv.includes('--details');
const rows: string[][] = [];
const notes: string[] = [];
const batches = [
  ...Object.entries(EVALUATION_SETS),
  ...Object.entries(SECOND_TUNING_SETS).map(([language, dreams]) => [`${language} (2nd)`, dreams] as const),
  ...Object.entries(THIRD_TUNING_SETS).map(([language, dreams]) => [`${language} (3rd)`, dreams] as const),
  ...Object.entries(FOURTH_TUNING_SETS).map(([language, dreams]) => [`${language} (4th)`, dreams] as const),
  ...Object.entries(FIFTH_TUNING_SETS).map(([language, dreams]) => [`${language} (5th)`, dreams] as const),
  ...Object.entries(SIXTH_TUNING_SETS).map(([language, dreams]) => [`${language} (6th)`, dreams] as const),
  ...Object.entries(SEVENTH_TUNING_SETS).map(([language, dreams]) => [`${language} (7th)`, dreams] as const),
  ...Object.entries(EIGHTH_TUNING_SETS).map(([language, dreams]) => [`${language} (8th)`, dreams] as const),
  ...Object.entries(NINTH_TUNING_SETS).map(([language, dreams]) => [`${language} (9th)`, dreams] as const),
  ...Object.entries(TENTH_TUNING_SETS).map(([language, dreams]) => [`${language} (10th)`, dreams] as const),
  ...Object.entries(ELEVENTH_TUNING_SETS).map(([language, dreams]) => [`${language} (11th)`, dreams] as const),
  ...Object.entries(TWELFTH_TUNING_SETS).map(([language, dreams]) => [`${language} (12th)`, dreams] as const),
  ...Object.entries(THIRTEENTH_TUNING_SETS).map(([language, dreams]) => [`${language} (13th)`, dreams] as const),
  ...Object.entries(FOURTEENTH_TUNING_SETS).map(([language, dreams]) => [`${language} (14th)`, dreams] as const),
  ...Object.entries(FIFTEENTH_TUNING_SETS).map(([language, dreams]) => [`${language} (15th)`, dreams] as const),
  ...Object.entries(SIXTEENTH_TUNING_SETS).map(([language, dreams]) => [`${language} (16th)`, dreams] as const),
  ...Object.entries(SEVENTEENTH_TUNING_SETS).map(([language, dreams]) => [`${language} (17th)`, dreams] as const),
  ...Object.entries(EIGHTEENTH_TUNING_SETS).map(([language, dreams]) => [`${language} (18th)`, dreams] as const),
  ...Object.entries(NINETEENTH_TUNING_SETS).map(([language, dreams]) => [`${language} (19th)`, dreams] as const),
  ...Object.entries(TWENTIETH_TUNING_SETS).map(([language, dreams]) => [`${language} (20th)`, dreams] as const),
  ...Object.entries(TWENTY_FIRST_TUNING_SETS).map(([language, dreams]) => [`${language} (21st)`, dreams] as const),
  ...Object.entries(TWENTY_SECOND_TUNING_SETS).map(([language, dreams]) => [`${language} (22nd)`, dreams] as const),
  ...Object.entries(TWENTY_THIRD_TUNING_SETS).map(([language, dreams]) => [`${language} (23rd)`, dreams] as const),
  ...Object.entries(TWENTY_FOURTH_TUNING_SETS).map(([language, dreams]) => [`${language} (24th)`, dreams] as const),
  ...Object.entries(TWENTY_FIFTH_TUNING_SETS).map(([language, dreams]) => [`${language} (25th)`, dreams] as const),
  ...Object.entries(TWENTY_SIXTH_TUNING_SETS).map(([language, dreams]) => [`${language} (26th)`, dreams] as const),
  ...Object.entries(TWENTY_SEVENTH_TUNING_SETS).map(([language, dreams]) => [`${language} (27th)`, dreams] as const),
  ...Object.entries(TWENTY_EIGHTH_TUNING_SETS).map(([language, dreams]) => [`${language} (28th)`, dreams] as const),
  ...Object.entries(TWENTY_NINTH_TUNING_SETS).map(([language, dreams]) => [`${language} (29th)`, dreams] as const),
  ...Object.entries(THIRTIETH_TUNING_SETS).map(([language, dreams]) => [`${language} (30th)`, dreams] as const),
  ...Object.entries(THIRTY_FIRST_TUNING_SETS).map(([language, dreams]) => [`${language} (31st)`, dreams] as const),
  ...Object.entries(THIRTY_SECOND_TUNING_SETS).map(([language, dreams]) => [`${language} (32nd)`, dreams] as const),
  ...Object.entries(THIRTY_THIRD_TUNING_SETS).map(([language, dreams]) => [`${language} (33rd)`, dreams] as const),
  ...Object.entries(THIRTY_FOURTH_TUNING_SETS).map(([language, dreams]) => [`${language} (34th)`, dreams] as const),
  ...Object.entries(THIRTY_FIFTH_TUNING_SETS).map(([language, dreams]) => [`${language} (35th)`, dreams] as const),
  ...Object.entries(THIRTY_SIXTH_TUNING_SETS).map(([language, dreams]) => [`${language} (36th)`, dreams] as const),
  ...Object.entries(THIRTY_SEVENTH_TUNING_SETS).map(([language, dreams]) => [`${language} (37th)`, dreams] as const),
  ...Object.entries(THIRTY_EIGHTH_TUNING_SETS).map(([language, dreams]) => [`${language} (38th)`, dreams] as const),
  ...Object.entries(THIRTY_NINTH_TUNING_SETS).map(([language, dreams]) => [`${language} (39th)`, dreams] as const),
  ...Object.entries(FORTIETH_TUNING_SETS).map(([language, dreams]) => [`${language} (40th)`, dreams] as const),
  ...Object.entries(FORTY_FIRST_TUNING_SETS).map(([language, dreams]) => [`${language} (41st)`, dreams] as const),
  ...Object.entries(FORTY_SECOND_TUNING_SETS).map(([language, dreams]) => [`${language} (42nd)`, dreams] as const),
  ...Object.entries(FORTY_THIRD_TUNING_SETS).map(([language, dreams]) => [`${language} (43rd)`, dreams] as const),
  ...Object.entries(FORTY_FOURTH_TUNING_SETS).map(([language, dreams]) => [`${language} (44th)`, dreams] as const),
];
for (const [language, dreams] of batches) {
  const score = scoreSet(dreams);
  for (const category of CATEGORIES) {
    const { truePositives, falsePositives, falseNegatives, precision, recall, extra, missed } =
      score.categories[category];
    const meets = precision >= TARGET.precision && recall >= TARGET.recall;
    rows.push([
      language,
      String(score.dreams),
      category,
      String(truePositives + falseNegatives),
      String(truePositives),
      String(falsePositives),
      String(falseNegatives),
      precision.toFixed(3),
      recall.toFixed(3),
      meets ? 'yes' : 'NO',
    ]);
    if (details) {
      notes.push(`${language} ${category}, wrong finds: ${extra.join('; ') || '—'}`);
      notes.push(`${language} ${category}, misses: ${missed.join('; ') || '—'}`);
    }
  }
  notes.push(`${language} invented (listed as not there, yet reported): ${score.invented.join('; ') || 'none'}`);
}

const header = [
  'language',
  'dreams',
  'category',
  'expected',
  'right',
  'wrong',
  'missed',
  'precision',
  'recall',
  'meets',
];
const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)));
const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
console.log(line(header));
console.log(`| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`);
for (const row of rows) console.log(line(row));
console.log(`\nTarget: precision >= ${TARGET.precision}, recall >= ${TARGET.recall}, nothing invented.`);
for (const note of notes) console.log(note);
