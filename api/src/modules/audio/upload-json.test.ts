// The upload's body decoded as a stream gives what the whole-string reading gave: the same bytes
// wherever the chunks split the text (inside a base64 group, an escape, a key), the same verdict on
// every data URL the old check accepted or refused, and the same verdict as JSON.parse and
// checkJsonValue on the body around it.
import { describe, expect, it } from 'vitest';
import { checkJsonValue } from '../../http/json-input.ts';
import { DataUrlDecoder } from './data-url.ts';
import { UploadJsonParser, type UploadJson } from './upload-json.ts';

/** The data URL check and decode as they were before streaming (the whole string at once). */
function decodeWhole(dataUrl: string): Buffer | null {
  const comma = dataUrl.indexOf(',');
  if (comma < 0 || !dataUrl.slice(0, comma).endsWith(';base64')) return null;
  const base64 = dataUrl.slice(comma + 1);
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) return null;
  return Buffer.from(base64, 'base64');
}

function decodeInPieces(pieces: string[]): Buffer | null {
  const out: Buffer[] = [];
  const decoder = new DataUrlDecoder((bytes) => out.push(bytes));
  for (const piece of pieces) decoder.write(piece);
  return decoder.end() ? Buffer.concat(out) : null;
}

/** Every way to cut `text` in two, and in pieces of every length. */
function splits(text: string): string[][] {
  const ways: string[][] = [];
  for (let cut = 0; cut <= text.length; cut++) ways.push([text.slice(0, cut), text.slice(cut)]);
  for (let size = 1; size <= Math.min(text.length, 9); size++) {
    const pieces: string[] = [];
    for (let index = 0; index < text.length; index += size) pieces.push(text.slice(index, index + size));
    ways.push(pieces);
  }
  return ways;
}

function parse(pieces: string[]): UploadJson & { bytes: Buffer; starts: number } {
  let out: Buffer[] = [];
  let starts = 0;
  const parser = new UploadJsonParser({
    audioKey: 'audioData',
    keep: new Set(['duration', 'mimeType', 'transcribeOnly']),
    onAudioStart: () => {
      starts += 1;
      out = [];
    },
    onAudioBytes: (bytes) => out.push(bytes),
  });
  for (const piece of pieces) parser.write(piece);
  return { ...parser.end(), bytes: Buffer.concat(out), starts };
}

/** What readJsonBody made of the whole text. */
function wholeVerdict(text: string): { syntax: string; problem: string | null } {
  if (text.trim() === '') return { syntax: 'empty', problem: null };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { syntax: 'malformed', problem: null };
  }
  try {
    checkJsonValue(value, 'en');
    return { syntax: 'json', problem: null };
  } catch (error) {
    const message = (error as Error).message;
    return { syntax: 'json', problem: message.includes('nested') ? 'tooDeep' : 'loneSurrogate' };
  }
}

const SAMPLE = Buffer.from(Array.from({ length: 23 }, (_, index) => (index * 37 + 11) % 256));

describe('DataUrlDecoder', () => {
  it('gives the bytes of Buffer.from(base64) wherever the chunks split the text', () => {
    for (let length = 0; length <= SAMPLE.length; length++) {
      const base64 = SAMPLE.subarray(0, length).toString('base64');
      for (const text of [base64, base64.replace(/=+$/, '')]) {
        const dataUrl = `data:audio/webm;codecs=opus;base64,${text}`;
        for (const pieces of splits(dataUrl)) {
          expect(decodeInPieces(pieces)?.toString('hex')).toBe(decodeWhole(dataUrl)!.toString('hex'));
        }
      }
    }
  });

  it('accepts and refuses exactly what the whole-string check did', () => {
    const candidates = [
      'data:;base64,QUJD',
      'data:audio/webm;base64,',
      'data:audio/webm;base64,Q',
      'data:audio/webm;base64,QQ',
      'data:audio/webm;base64,QQ=',
      'data:audio/webm;base64,QQ==',
      'data:audio/webm;base64,QQ===',
      'data:audio/webm;base64,QQ==QQ',
      'data:audio/webm;base64,Q=Q',
      'data:audio/webm;base64,QU JD',
      'data:audio/webm;base64,QUJD\n',
      'data:audio/webm;base64,QU-_',
      'data:audio/webm;base64,QUJD,QUJD',
      'data:audio/webm;base64;x=1,QUJD',
      'data:audio/webm,QUJD',
      'data:audio/webm;BASE64,QUJD',
      'data:audio/webm;base64',
      'data:',
      'data',
      'DATA:audio/webm;base64,QUJD',
      ' data:audio/webm;base64,QUJD',
      'data:a,b;base64,QUJD',
      'data:;base64;base64,QUJD',
      'data:base64,QUJD',
    ];
    for (const dataUrl of candidates) {
      // The old path also required the `data:` prefix (the input schema) before decoding.
      const before = dataUrl.startsWith('data:') ? decodeWhole(dataUrl) : null;
      for (const pieces of splits(dataUrl)) {
        expect({ dataUrl, bytes: decodeInPieces(pieces)?.toString('hex') ?? null }).toEqual({
          dataUrl,
          bytes: before?.toString('hex') ?? null,
        });
      }
    }
  });
});

describe('UploadJsonParser', () => {
  it('decodes the data URL and keeps the small members wherever the body is split', () => {
    const base64 = SAMPLE.toString('base64');
    const body = JSON.stringify({
      mimeType: 'audio/webm;codecs=opus',
      audioData: `data:audio/webm;base64,${base64}`,
      duration: 12.5,
      ignored: { deep: [1, 2, { x: 'y' }] },
      transcribeOnly: false,
    });
    // The same body as a PHP client writes it: every slash escaped, and a \u escape in the header.
    const escaped = body.replaceAll('/', '\\/').replace('data:audio', 'data:\\u0061udio');
    for (const text of [body, escaped]) {
      for (const pieces of splits(text)) {
        const result = parse(pieces);
        expect(result).toMatchObject({ syntax: 'json', problem: null, audioValid: true, oversized: false });
        expect(result.fields).toEqual({ mimeType: 'audio/webm;codecs=opus', duration: 12.5, transcribeOnly: false });
        expect(result.bytes.equals(SAMPLE)).toBe(true);
      }
    }
  });

  it('takes the last of repeated audio keys, as JSON.parse does', () => {
    const first = parse([`{"audioData":"data:;base64,QUJD","audioData":"data:;base64,WFla"}`]);
    expect(first).toMatchObject({ audioValid: true, starts: 2 });
    expect(first.bytes.toString()).toBe('XYZ');
    expect(parse([`{"audioData":"data:;base64,QUJD","audioData":7}`]).audioValid).toBe(false);
    expect(parse([`{"audioData":["data:;base64,QUJD"]}`]).audioValid).toBe(false);
    expect(parse([`{"nested":{"audioData":"data:;base64,QUJD"}}`]).audioValid).toBe(false);
  });

  it('judges the body as JSON.parse and checkJsonValue judged the whole text, wherever it is split', () => {
    const deep = (levels: number) => `{"a":${'['.repeat(levels)}${']'.repeat(levels)}}`;
    const bodies = [
      '',
      '   \n\t ',
      '\u00a0',
      '\ufeff{}',
      '\u00a0{}',
      '{}\u00a0',
      '{}',
      '[]',
      '"text"',
      '12',
      '-0.5e+3',
      '01',
      '1.',
      '.5',
      '-',
      '1e',
      'true',
      'tru',
      'nul',
      'null x',
      '{"a":1,}',
      '[1,]',
      '{"a" 1}',
      '{"a":1 "b":2}',
      '{a:1}',
      "{'a':1}",
      '{"a":"\\x"}',
      '{"a":"\\u12"}',
      '{"a":"\\u12g4"}',
      '{"a":"tab\there"}',
      '{"a":"ok\\ttab"}',
      '{"a":"\\ud83d\\ude00"}',
      '{"a":"\\ud83d"}',
      '{"a":"\\ude00"}',
      '{"a":"\\ud83dx"}',
      '{"a":"\\ud83d\\n"}',
      '{"\\ud800":1}',
      '{"a":[1,2,{"b":[true,false,null]}]}',
      '{"a":1}}',
      '{"a":1',
      '{"a":"unterminated',
      '{"duration":1e400}',
      deep(30),
      deep(31),
      deep(32),
      `[${deep(31)}]`,
    ];
    for (const text of bodies) {
      const whole = wholeVerdict(text);
      for (const pieces of splits(text)) {
        const { syntax, problem } = parse(pieces);
        expect({ text, syntax, problem }).toEqual({ text, ...whole });
      }
    }
  });

  it('agrees with JSON.parse on thousands of bodies one edit away from a valid one', () => {
    const valid = JSON.stringify({ audioData: 'data:;base64,QUJD', duration: -1.5e2, list: [true, null, '\u00e9"'] });
    const alphabet = ['{', '}', '[', ']', ',', ':', '"', '\\', 'u', 'e', '-', '+', '.', '0', '7', ' ', 'n', '\n'];
    // A fixed sequence (a linear congruential generator), so a failure can be replayed.
    let seed = 20_260_101;
    const next = (below: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % below;
    };
    for (let round = 0; round < 3000; round++) {
      const at = next(valid.length + 1);
      const text =
        next(2) === 0
          ? valid.slice(0, at) + valid.slice(at + 1)
          : valid.slice(0, at) + alphabet[next(alphabet.length)] + valid.slice(at);
      const cut = next(text.length + 1);
      const { syntax, problem } = parse([text.slice(0, cut), text.slice(cut)]);
      expect({ text, syntax, problem }).toEqual({ text, ...wholeVerdict(text) });
    }
  });

  it('keeps a member only while it stays small, and no key past its length', () => {
    const long = parse([`{"mimeType":"${'a'.repeat(70_000)}","duration":1}`]);
    expect(long).toMatchObject({ syntax: 'json', oversized: true });
    const split = parse([`{"mimeType":"${'a'.repeat(40_000)}`, `${'a'.repeat(40_000)}","duration":1}`]);
    expect(split.oversized).toBe(true);
    const longKey = parse([`{"${'k'.repeat(100)}duration":5,"duration":3}`]);
    expect(longKey.fields).toEqual({ duration: 3 });
  });
});
