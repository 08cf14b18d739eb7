// The accuracy of the HVdC coder on the HELD-OUT half of the hand-coded evaluation sets (English and
// Spanish, api/src/modules/content-codes/evaluation/): precision and recall per category and the
// journal-level error of each content-profile indicator. The held-out half is only scored: the coder
// is never changed because of what this prints. Figures in bench/README.md, section 11.1.
//
//   npx tsx bench/content-coding-evaluation.ts
import { EVALUATION_HALVES, formatScore, scoreSet } from '../api/src/modules/content-codes/evaluation/score.ts';

for (const language of ['en', 'es'] as const)
  console.log(formatScore(`held-out ${language}`, scoreSet(EVALUATION_HALVES.heldOut[language])));
for (const language of ['en', 'es'] as const) {
  console.log(formatScore(`second held-out ${language}`, scoreSet(EVALUATION_HALVES.secondHeldOut[language])));
  console.log(
    formatScore(
      `held-out ${language}, both halves together`,
      scoreSet([...EVALUATION_HALVES.heldOut[language], ...EVALUATION_HALVES.secondHeldOut[language]]),
    ),
  );
}
