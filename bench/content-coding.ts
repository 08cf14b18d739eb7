// What HVdC coding adds to a save: the time of building a new dream's content-codes row (coding the
// text and serialising the codes, content-codes.service.ts newContentCodesRow), per dream, over the
// interpreter's evaluation dreams in both languages and 2,000 generated dreams of 1-5 paragraphs.
// Prints p50, p95 and p99 in milliseconds, of the wall-clock time and of the process's CPU time per
// dream (the second is what a loaded, shared machine disturbs least: time spent waiting for a core is
// not in it); the figures are recorded in bench/README.md, section 11.
//
//   npx tsx bench/content-coding.ts
import { buildDream, randomSource } from '../api/test/factories.ts';
import { EVALUATION_SETS } from '../api/src/interpreter/evaluation/score.ts';
import { newContentCodesRow } from '../api/src/modules/content-codes/content-codes.service.ts';
import { percentile } from './harness.ts';

const random = randomSource(23);
const generated = Array.from({ length: 2000 }, () => buildDream(random).contentText);
const written = Object.values(EVALUATION_SETS).flatMap((dreams) => dreams.map((dream) => dream.text));

function measure(label: string, texts: readonly string[], rounds: number): void {
  const samples: number[] = [];
  const cpuSamples: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const text of texts) {
      const cpuStart = process.cpuUsage();
      const start = process.hrtime.bigint();
      newContentCodesRow(1, text);
      samples.push(Number(process.hrtime.bigint() - start) / 1e6);
      const cpu = process.cpuUsage(cpuStart);
      cpuSamples.push((cpu.user + cpu.system) / 1000);
    }
  }
  const words = texts.reduce((sum, text) => sum + text.split(/\s+/).length, 0) / texts.length;
  console.log(
    `${label.padEnd(28)} dreams ${String(texts.length).padStart(5)}  words/dream ${words.toFixed(0).padStart(4)}  ` +
      `p50 ${percentile(samples, 50).toFixed(3)} ms  p95 ${percentile(samples, 95).toFixed(3)} ms  p99 ${percentile(samples, 99).toFixed(3)} ms` +
      `  | CPU p50 ${percentile(cpuSamples, 50).toFixed(3)} ms  p95 ${percentile(cpuSamples, 95).toFixed(3)} ms  p99 ${percentile(cpuSamples, 99).toFixed(3)} ms`,
  );
}

// Warm-up: the word lists are compiled on first use, once per process (not per save).
const coldStart = process.hrtime.bigint();
newContentCodesRow(1, written[0]!);
console.log(
  `first call (compiles the word lists) ${(Number(process.hrtime.bigint() - coldStart) / 1e6).toFixed(1)} ms`,
);
for (const text of generated.slice(0, 200)) newContentCodesRow(1, text);

measure('evaluation dreams (en+es)', written, 20);
measure('generated dreams', generated, 1);
