// The JSON body of POST /api/audio read as it streams in: `{"audioData":"data:...;base64,...", ...}`.
// The data URL's characters go to a DataUrlDecoder as they arrive; the other members are small and
// kept as parsed values. Nothing holds the body as one string.
//
// It answers what readJsonBody (http/request.ts) with JSON.parse and checkJsonValue did with the
// whole text, so the upload's errors stay the same: a body of only whitespace is absent; anything
// JSON.parse would refuse is malformed, found wherever it is; checkJsonValue's refusals (nesting
// deeper than MAX_JSON_DEPTH, a lone UTF-16 surrogate escape) are reported apart, because a
// malformed body wins over them. Two differences, neither reachable by a client of the spec: a kept
// member's value longer than MAX_MEMBER_CHARS is reported as `oversized` (no valid one comes near:
// the longest, mimeType, is at most 200 characters), and when two refusals of checkJsonValue are in
// one body, the first in the text is reported.
import { MAX_JSON_DEPTH } from '../../http/json-input.ts';
import { DataUrlDecoder } from './data-url.ts';

/** Longest raw text kept for one member (a valid one is far shorter). */
const MAX_MEMBER_CHARS = 64 * 1024;
/** Longer keys are no member we read, and are not kept. */
const MAX_KEY_CHARS = 64;
/** What ends a run of plain characters inside a string: a quote, an escape, or a control character (JSON refuses them raw). */
// eslint-disable-next-line no-control-regex -- the control characters are what is looked for
const STRING_SPECIAL = /["\\\u0000-\u001f]/g;
const SIMPLE_ESCAPES: Record<string, string> = {
  '"': '"',
  '\\': '\\',
  '/': '/',
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
};
const LITERALS: Record<string, string> = { t: 'true', f: 'false', n: 'null' };

export interface UploadJson {
  /** `empty`: nothing but whitespace (no body); `malformed`: JSON.parse would throw. */
  syntax: 'empty' | 'malformed' | 'json';
  /** What checkJsonValue refuses in well-formed JSON. */
  problem: 'tooDeep' | 'loneSurrogate' | null;
  /** The top-level object's kept members, parsed; null when the body is not an object. */
  fields: Record<string, unknown> | null;
  /** A kept member was longer than any valid value. */
  oversized: boolean;
  /** The audio member's last value was a base64 data URL (its bytes went to `onAudioBytes`). */
  audioValid: boolean;
}

export interface UploadJsonOptions {
  /** The member holding the data URL. */
  audioKey: string;
  /** Top-level members kept as parsed values; any other is checked and dropped. */
  keep: ReadonlySet<string>;
  /** An audio value begins: bytes of an earlier one (a repeated key) are to be forgotten. */
  onAudioStart(): void;
  onAudioBytes(bytes: Buffer): void;
}

type Expect = 'value' | 'valueOrEndArray' | 'keyOrEndObject' | 'key' | 'colon' | 'commaOrEnd' | 'end';
type NumberState = 'sign' | 'zero' | 'int' | 'dot' | 'frac' | 'e' | 'esign' | 'exp';
const NUMBER_ENDS: ReadonlySet<NumberState> = new Set(['zero', 'int', 'frac', 'exp']);

const isJsonSpace = (code: number) => code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;
const isDigit = (char: string) => char >= '0' && char <= '9';

export class UploadJsonParser {
  private expect: Expect = 'value';
  private readonly stack: ('object' | 'array')[] = [];
  private started = false;
  /** Whitespace String.trim removes but JSON does not allow, seen before the value. */
  private oddSpace = false;
  private malformed = false;
  private problem: UploadJson['problem'] = null;
  private isObject = false;

  private token: 'string' | 'number' | 'literal' | null = null;
  private stringIsKey = false;
  private escape: 'backslash' | 'unicode' | null = null;
  private hex = '';
  /** The last code unit was a high surrogate escape, which only a low one may follow. */
  private highSurrogate = false;
  private key = '';
  private numberState: NumberState = 'int';
  private literal = '';
  private literalRead = '';

  /** The key of the top-level member whose value is being read. */
  private memberKey: string | null = null;
  private capture: string | null = null;
  private captureFrom = 0;
  private audio: DataUrlDecoder | null = null;
  private audioValid = false;
  private oversized = false;
  private readonly fields: Record<string, unknown> = {};

  constructor(private readonly options: UploadJsonOptions) {}

  /** The body's next characters. */
  write(text: string): void {
    let index = 0;
    while (index < text.length && !this.malformed) {
      if (this.token === 'string') index = this.stringChars(text, index);
      else if (this.token === 'number') index = this.numberChar(text, index);
      else if (this.token === 'literal') index = this.literalChar(text, index);
      else index = this.structural(text, index);
    }
    if (this.capture !== null && !this.malformed) {
      this.capture += text.slice(this.captureFrom);
      this.captureFrom = 0;
      if (this.capture.length > MAX_MEMBER_CHARS) {
        this.capture = null;
        this.oversized = true;
      }
    }
  }

  end(): UploadJson {
    if (!this.malformed && this.token === 'number') {
      if (NUMBER_ENDS.has(this.numberState)) this.valueEnded('', 0);
      else this.malformed = true;
    }
    const syntax = this.malformed
      ? 'malformed'
      : !this.started
        ? 'empty'
        : this.expect === 'end' && this.token === null
          ? 'json'
          : 'malformed';
    return {
      syntax,
      problem: syntax === 'json' ? this.problem : null,
      fields: syntax === 'json' && this.isObject ? this.fields : null,
      oversized: this.oversized,
      audioValid: this.audioValid,
    };
  }

  private flag(problem: 'tooDeep' | 'loneSurrogate'): void {
    this.problem ??= problem;
  }

  /** Outside any token: whitespace, punctuation, or the first character of a value or key. */
  private structural(text: string, index: number): number {
    const code = text.charCodeAt(index);
    if (isJsonSpace(code)) return index + 1;
    const char = text[index]!;
    if (!this.started && /\s/.test(char)) {
      this.oddSpace = true;
      return index + 1;
    }
    const top = this.stack.at(-1);
    switch (this.expect) {
      case 'valueOrEndArray':
        if (char === ']') return this.close(text, index);
        return this.beginValue(text, index);
      case 'value':
        return this.beginValue(text, index);
      case 'keyOrEndObject':
        if (char === '}') return this.close(text, index);
        return this.beginKey(char, index);
      case 'key':
        return this.beginKey(char, index);
      case 'colon':
        if (char !== ':') return this.fail();
        this.expect = 'value';
        return index + 1;
      case 'commaOrEnd':
        if (char === ',') {
          this.expect = top === 'object' ? 'key' : 'value';
          return index + 1;
        }
        if ((char === '}' && top === 'object') || (char === ']' && top === 'array')) return this.close(text, index);
        return this.fail();
      case 'end':
        return this.fail();
    }
  }

  private fail(): number {
    this.malformed = true;
    return Number.MAX_SAFE_INTEGER;
  }

  private beginKey(char: string, index: number): number {
    if (char !== '"') return this.fail();
    this.token = 'string';
    this.stringIsKey = true;
    this.key = '';
    return index + 1;
  }

  private beginValue(text: string, index: number): number {
    const char = text[index]!;
    if (!this.started) {
      this.started = true;
      if (this.oddSpace) return this.fail();
    }
    const member = this.stack.length === 1 && this.stack[0] === 'object';
    if (member) this.beginMember(char, index);
    if (char === '{' || char === '[') {
      // checkJsonValue's depth: the top-level value is at 0, each container's children one deeper.
      if (this.stack.length >= MAX_JSON_DEPTH) this.flag('tooDeep');
      if (this.stack.length === 0 && char === '{') this.isObject = true;
      this.stack.push(char === '{' ? 'object' : 'array');
      this.expect = char === '{' ? 'keyOrEndObject' : 'valueOrEndArray';
      return index + 1;
    }
    if (char === '"') {
      this.token = 'string';
      this.stringIsKey = false;
      return index + 1;
    }
    if (char === '-' || isDigit(char)) {
      this.token = 'number';
      this.numberState = char === '-' ? 'sign' : char === '0' ? 'zero' : 'int';
      return index + 1;
    }
    const literal = LITERALS[char];
    if (!literal) return this.fail();
    this.token = 'literal';
    this.literal = literal;
    this.literalRead = char;
    return index + 1;
  }

  /** A top-level member's value starts at `index`: the audio is decoded, a kept member captured. */
  private beginMember(char: string, index: number): void {
    const key = this.memberKey;
    if (key === this.options.audioKey) {
      // The last of repeated keys counts, as with JSON.parse.
      this.audioValid = false;
      if (char === '"') {
        this.options.onAudioStart();
        this.audio = new DataUrlDecoder((bytes) => this.options.onAudioBytes(bytes));
      }
    } else if (key !== null && this.options.keep.has(key)) {
      this.capture = '';
      this.captureFrom = index;
    }
  }

  /** A value ended at `end` (exclusive) of `text`; a top-level member's value is then complete. */
  private valueEnded(text: string, end: number): void {
    this.token = null;
    this.expect = this.stack.length === 0 ? 'end' : 'commaOrEnd';
    if (!(this.stack.length === 1 && this.stack[0] === 'object') || this.memberKey === null) return;
    if (this.audio) {
      this.audioValid = this.audio.end();
      this.audio = null;
    }
    if (this.capture !== null) {
      const raw = this.capture + text.slice(this.captureFrom, end);
      if (raw.length > MAX_MEMBER_CHARS) this.oversized = true;
      else this.fields[this.memberKey] = JSON.parse(raw);
      this.capture = null;
    }
    this.memberKey = null;
  }

  private close(text: string, index: number): number {
    this.stack.pop();
    this.valueEnded(text, index + 1);
    return index + 1;
  }

  private stringChars(text: string, index: number): number {
    if (this.escape === 'backslash') return this.escapeChar(text[index]!, index);
    if (this.escape === 'unicode') return this.unicodeChar(text[index]!, index);
    STRING_SPECIAL.lastIndex = index;
    const special = STRING_SPECIAL.exec(text);
    const end = special ? special.index : text.length;
    if (end > index) {
      if (this.highSurrogate) {
        this.flag('loneSurrogate');
        this.highSurrogate = false;
      }
      this.stringPiece(text.slice(index, end));
    }
    if (!special) return text.length;
    const char = special[0];
    if (char === '\\') {
      this.escape = 'backslash';
      return end + 1;
    }
    if (char !== '"') return this.fail(); // a control character must be escaped
    if (this.highSurrogate) this.flag('loneSurrogate');
    this.highSurrogate = false;
    if (this.stringIsKey) {
      this.token = null;
      this.expect = 'colon';
      if (this.stack.length === 1) this.memberKey = this.key.length <= MAX_KEY_CHARS ? this.key : null;
    } else {
      this.valueEnded(text, end + 1);
    }
    return end + 1;
  }

  private escapeChar(char: string, index: number): number {
    if (char === 'u') {
      this.escape = 'unicode';
      this.hex = '';
      return index + 1;
    }
    const simple = SIMPLE_ESCAPES[char];
    if (simple === undefined) return this.fail();
    if (this.highSurrogate) this.flag('loneSurrogate');
    this.highSurrogate = false;
    this.escape = null;
    this.stringPiece(simple);
    return index + 1;
  }

  private unicodeChar(char: string, index: number): number {
    if (!/[0-9a-fA-F]/.test(char)) return this.fail();
    this.hex += char;
    if (this.hex.length < 4) return index + 1;
    this.escape = null;
    const unit = parseInt(this.hex, 16);
    const high = unit >= 0xd800 && unit <= 0xdbff;
    const low = unit >= 0xdc00 && unit <= 0xdfff;
    if (this.highSurrogate && !low) this.flag('loneSurrogate');
    if (!this.highSurrogate && low) this.flag('loneSurrogate');
    this.highSurrogate = high;
    this.stringPiece(String.fromCharCode(unit));
    return index + 1;
  }

  /** Characters of the current string, escapes undone. */
  private stringPiece(piece: string): void {
    if (this.stringIsKey) {
      if (this.key.length <= MAX_KEY_CHARS) this.key += piece;
    } else if (this.audio && this.stack.length === 1) {
      this.audio.write(piece);
    }
  }

  private numberChar(text: string, index: number): number {
    const char = text[index]!;
    const state = this.numberState;
    let next: NumberState | null = null;
    if (isDigit(char)) {
      if (state === 'sign') next = char === '0' ? 'zero' : 'int';
      else if (state === 'zero')
        return this.fail(); // no leading zeros
      else if (state === 'dot') next = 'frac';
      else if (state === 'e' || state === 'esign') next = 'exp';
      else next = state;
    } else if (char === '.' && (state === 'zero' || state === 'int')) next = 'dot';
    else if ((char === 'e' || char === 'E') && (state === 'zero' || state === 'int' || state === 'frac')) next = 'e';
    else if ((char === '+' || char === '-') && state === 'e') next = 'esign';
    if (next) {
      this.numberState = next;
      return index + 1;
    }
    // Anything else ends the number, and is read again as what follows it.
    if (!NUMBER_ENDS.has(state)) return this.fail();
    this.valueEnded(text, index);
    return index;
  }

  private literalChar(text: string, index: number): number {
    this.literalRead += text[index];
    if (!this.literal.startsWith(this.literalRead)) return this.fail();
    if (this.literalRead.length === this.literal.length) this.valueEnded(text, index + 1);
    return index + 1;
  }
}
