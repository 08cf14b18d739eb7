// Every setting the server reads is documented where people look for it: .env.example (with a
// comment) and the README's configuration table; neither lists a setting that no longer exists.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SETTING_NAMES } from './config.ts';

const root = join(import.meta.dirname, '../..');
const envExample = readFileSync(join(root, '.env.example'), 'utf8');
const readme = readFileSync(join(root, 'README.md'), 'utf8');

describe('settings documentation', () => {
  it('reads a non-trivial list of settings', () => {
    expect(SETTING_NAMES).toContain('DATABASE_URL');
    expect(SETTING_NAMES).toContain('OPENAI_API_KEY');
  });

  it('.env.example lists every setting, each after a comment, and nothing else', () => {
    const lines = envExample.split('\n');
    const listed = lines.flatMap((line) => /^([A-Z][A-Z0-9_]*)=/.exec(line)?.[1] ?? []);
    expect([...listed].sort()).toEqual([...SETTING_NAMES].sort());
    for (const name of listed) {
      // A setting is either under its own comment or in a group of settings under one.
      let index = lines.findIndex((line) => line.startsWith(`${name}=`)) - 1;
      while (index >= 0 && /^[A-Z][A-Z0-9_]*=/.test(lines[index]!)) index -= 1;
      expect(lines[index], `${name} has no comment above it`).toMatch(/^# /);
    }
  });

  it("the README's configuration table lists every setting, and nothing else", () => {
    const table = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('## Architecture'));
    const rows = table.split('\n').filter((line) => line.startsWith('| `'));
    const listed = rows.flatMap((row) => [...row.split('|')[1]!.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1]!));
    expect([...listed].sort()).toEqual([...SETTING_NAMES].sort());
  });
});
