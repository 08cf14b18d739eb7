// Scores the offline interpreter on its HELD-OUT set (api/src/interpreter/evaluation/README.md): the
// dreams written apart from the tuning set and never tuned against. Prints the table recorded in
// bench/README.md, section 5b: precision and recall of people, symbols and feelings per language,
// invented symbols, negated feelings reported as felt, people named with their gender as written,
// turning points found, and over the three texts of every dream (in its own language) the sentences
// of six words or more shared between voices, stub paragraphs, placeholder titles and recordings
// without words whose texts do not say they read only the title. `--details` lists every miss.
//
//   npx tsx bench/interpreter-held-out.ts [--details]
import { CATEGORIES, HELD_OUT_SETS, scoreHeldOut } from '../api/src/interpreter/evaluation/score.ts';

const details = process.argv.includes('--details');
const rows: string[][] = [];
const checks: string[][] = [];
const notes: string[] = [];
for (const [language, dreams] of Object.entries(HELD_OUT_SETS)) {
  const score = scoreHeldOut(dreams, language as 'en' | 'es');
  for (const category of CATEGORIES) {
    const { truePositives, falsePositives, falseNegatives, precision, recall, extra, missed } =
      score.categories[category];
    rows.push([
      language,
      String(score.dreams),
      category === 'emotions' ? 'feelings' : category,
      String(truePositives + falseNegatives),
      String(truePositives),
      String(falsePositives),
      String(falseNegatives),
      precision.toFixed(3),
      recall.toFixed(3),
    ]);
    if (details)
      notes.push(
        `${language} ${category}, wrong finds: ${extra.join('; ') || '-'}`,
        `${language} ${category}, misses: ${missed.join('; ') || '-'}`,
      );
  }
  checks.push([
    language,
    String(score.inventedSymbols.length),
    String(score.negatedFeelingsFelt.length),
    `${score.genderAsWritten.right}/${score.genderAsWritten.total}`,
    `${score.turningPoints.found}/${score.turningPoints.total}`,
    String(score.sharedSentences.length),
    String(score.stubParagraphs.length),
    String(score.placeholderTitles.length),
    String(score.voiceOnlyUnsaid.length),
  ]);
  if (details) {
    notes.push(
      `${language} invented symbols: ${score.inventedSymbols.join('; ') || 'none'}`,
      `${language} negated feelings reported as felt: ${score.negatedFeelingsFelt.join('; ') || 'none'}`,
      `${language} gender as written, wrong: ${score.genderAsWritten.wrong.join('; ') || 'none'}`,
      `${language} turning points missed: ${score.turningPoints.missed.join('; ') || 'none'}`,
      `${language} shared sentences: ${score.sharedSentences.join(' | ') || 'none'}`,
      `${language} stub paragraphs: ${score.stubParagraphs.join(' | ') || 'none'}`,
      `${language} placeholder titles: ${score.placeholderTitles.join('; ') || 'none'}`,
      `${language} voice-only texts that do not say so: ${score.voiceOnlyUnsaid.join('; ') || 'none'}`,
    );
  }
}

function table(header: string[], body: string[][]): string {
  return [header, header.map(() => '---'), ...body].map((row) => `| ${row.join(' | ')} |`).join('\n');
}

console.log(
  table(['language', 'dreams', 'category', 'expected', 'found right', 'wrong', 'missed', 'precision', 'recall'], rows),
);
console.log();
console.log(
  table(
    [
      'language',
      'invented symbols',
      'negated feelings felt',
      'gender as written',
      'turning points',
      'shared sentences',
      'stub paragraphs',
      'placeholder titles',
      'voice-only unsaid',
    ],
    checks,
  ),
);
if (details) console.log(`\n${notes.join('\n')}`);
