// Summarises a V8 CPU profile (node --cpu-prof; see bench/list.ts --profile): self time by package
// (or file of ours) and the hottest functions.
//   npx tsx bench/profile-summary.ts /tmp/prof/CPU.*.cpuprofile [--top 25] [--skip 3]
// --skip leaves out the first seconds (start-up: module loading and compilation).
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    top: { type: 'string', default: '25' },
    skip: { type: 'string', default: '0' },
    inclusive: { type: 'boolean', default: false },
  },
});
for (const file of positionals) {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as {
    nodes: ProfileNode[];
    samples: number[];
    timeDeltas: number[];
  };
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<number, number>();
  const skipMicros = Number(values.skip) * 1e6;
  let elapsed = 0;
  profile.samples.forEach((id, index) => {
    elapsed += profile.timeDeltas[index] ?? 0;
    if (elapsed >= skipMicros) self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0));
  });
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const groups = new Map<string, number>();
  const functions = new Map<string, number>();
  for (const [id, time] of self) {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    const pkg =
      /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1] ??
      (url.includes('/work/') ? url.replace(/^.*\/main\//, '') : url || `(${functionName || 'native'})`);
    groups.set(pkg, (groups.get(pkg) ?? 0) + time);
    const name = `${functionName || '(anonymous)'} ${pkg}:${lineNumber + 1}`;
    functions.set(name, (functions.get(name) ?? 0) + time);
  }
  // Inclusive: the time of every sample whose stack passes through the function (once per sample).
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const inclusive = new Map<string, number>();
  for (const [id, time] of self) {
    const seen = new Set<string>();
    for (let current: number | undefined = id; current !== undefined; current = parents.get(current)) {
      const { functionName, url, lineNumber } = byId.get(current)!.callFrame;
      if (!functionName) continue;
      const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1] ?? url.replace(/^.*\/main\//, '');
      const name = `${functionName} ${pkg}:${lineNumber + 1}`;
      if (seen.has(name)) continue;
      seen.add(name);
      inclusive.set(name, (inclusive.get(name) ?? 0) + time);
    }
  }
  const show = (map: Map<string, number>) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, Number(values.top))
      .map(([name, time]) => `  ${((100 * time) / total).toFixed(1).padStart(5)}%  ${name}`)
      .join('\n');
  console.log(
    `${file}: ${(total / 1e6).toFixed(1)} s sampled\nby package or file:\n${show(groups)}\nhottest functions:\n${show(functions)}`,
  );
  if (values.inclusive) console.log(`inclusive:\n${show(inclusive)}`);
}
