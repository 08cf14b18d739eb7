// The recording's bytes from the data URL the spec's upload carries, decoded as its characters
// arrive (server only: Buffer). A 25 MB recording is a 33 MB data URL: decoded whole it was held as
// a string, then again as bytes; streamed, only the characters of the current chunk are.
//
// It accepts exactly what the whole-string check did: `data:`, anything up to the first comma ending
// in `;base64`, then base64 (`[A-Za-z0-9+/]*` and at most two `=` at the very end). The bytes are
// those of `Buffer.from(base64, 'base64')`: whole groups of 4 characters are decoded as they come, and
// the last 0-3 characters once the value ends (Buffer decodes a partial group the same way alone).
const BASE64_RUN = /[A-Za-z0-9+/]*/y;
const MARKER = ';base64';

export class DataUrlDecoder {
  private state: 'prefix' | 'header' | 'base64' | 'padding' | 'invalid' = 'prefix';
  private prefix = '';
  /** The last characters before the comma: the header must end with `;base64`. */
  private headerTail = '';
  /** Base64 characters not yet decoded (fewer than 4). */
  private pending = '';
  private padding = 0;

  /** `onBytes` receives the decoded bytes in order, as soon as they are known. */
  constructor(private readonly onBytes: (bytes: Buffer) => void) {}

  /** The next characters of the data URL (JSON escapes already undone). */
  write(text: string): void {
    let index = 0;
    while (index < text.length && this.state !== 'invalid') {
      if (this.state === 'prefix') {
        const take = Math.min(5 - this.prefix.length, text.length - index);
        this.prefix += text.slice(index, index + take);
        index += take;
        if (!'data:'.startsWith(this.prefix)) this.state = 'invalid';
        else if (this.prefix.length === 5) {
          this.state = 'header';
          this.headerTail = this.prefix;
        }
      } else if (this.state === 'header') {
        const comma = text.indexOf(',', index);
        const end = comma < 0 ? text.length : comma;
        this.headerTail = (this.headerTail + text.slice(index, end)).slice(-MARKER.length);
        index = end;
        if (comma >= 0) {
          index += 1;
          this.state = this.headerTail === MARKER ? 'base64' : 'invalid';
        }
      } else if (this.state === 'base64') {
        BASE64_RUN.lastIndex = index;
        BASE64_RUN.test(text);
        const runEnd = BASE64_RUN.lastIndex;
        this.decode(text.slice(index, runEnd));
        index = runEnd;
        if (index < text.length) {
          // Anything but base64 ends the run: only padding may follow.
          this.state = text[index] === '=' ? 'padding' : 'invalid';
          if (this.state === 'padding') this.padding = 1;
          index += 1;
        }
      } else {
        if (text[index] !== '=' || this.padding === 2) this.state = 'invalid';
        this.padding += 1;
        index += 1;
      }
    }
  }

  /** The value has ended: whether it was a base64 data URL (its last bytes are sent first). */
  end(): boolean {
    if (this.state !== 'base64' && this.state !== 'padding') return false;
    if (this.pending.length > 0) this.onBytes(Buffer.from(this.pending, 'base64'));
    this.pending = '';
    return true;
  }

  private decode(run: string): void {
    if (run.length === 0) return;
    const text = this.pending + run;
    const whole = text.length - (text.length % 4);
    this.pending = text.slice(whole);
    if (whole > 0) this.onBytes(Buffer.from(text.slice(0, whole), 'base64'));
  }
}
