// The sanitiser keeps what the editor produces and nothing that can run, load or restyle.
import { describe, expect, it } from 'vitest';
import { previewOf, sanitizeRichText } from './rich-text.ts';

const clean = (html: string) => sanitizeRichText(html).html;

/** Nothing executable or loadable may survive, whatever the payload. */
function expectInert(html: string) {
  const out = clean(html);
  expect(out).not.toMatch(/<(?!\/?(p|br|strong|b|em|i|u|span)[\s>])/i);
  expect(out).not.toMatch(/\son\w+\s*=/i);
  expect(out).not.toMatch(/javascript:|vbscript:|data:|expression\(|url\(|@import/i);
  expect(out).not.toMatch(/<script|<iframe|<img|<svg|<style|<object|<embed|<link|<meta/i);
  return out;
}

describe('sanitizeRichText', () => {
  it("keeps the editor's own output: paragraphs, breaks, bold, italic, underline, classes, dir, alignment", () => {
    const lexical =
      '<p class="editor-paragraph" dir="ltr" style="text-align: center;"><b><strong class="editor-text-bold" style="white-space: pre-wrap;">Flying</strong></b>' +
      '<span style="white-space: pre-wrap;"> over </span><i><em class="editor-text-italic">the sea</em></i><br><u>again</u></p>';
    expect(clean(lexical)).toBe(
      '<p class="editor-paragraph" dir="ltr" style="text-align: center;"><b><strong class="editor-text-bold">Flying</strong></b>' +
        '<span> over </span><i><em class="editor-text-italic">the sea</em></i><br><u>again</u></p>',
    );
  });

  it('keeps only text-align left/center/right/justify as a style, on paragraphs', () => {
    for (const alignment of ['left', 'center', 'right', 'justify']) {
      expect(clean(`<p style="text-align:${alignment.toUpperCase()}">x</p>`)).toBe(
        `<p style="text-align: ${alignment};">x</p>`,
      );
    }
    expect(clean('<p style="color: red; text-align: right; position: fixed">x</p>')).toBe(
      '<p style="text-align: right;">x</p>',
    );
    expect(clean('<p style="text-align: center; background: url(javascript:alert(1))">x</p>')).toBe(
      '<p style="text-align: center;">x</p>',
    );
    expect(clean('<p style="text-align: expression(alert(1))">x</p>')).toBe('<p>x</p>');
    expect(clean('<p style="text-align: center !important">x</p>')).toBe('<p>x</p>');
    expect(clean('<span style="text-align: center">x</span>')).toBe('<span>x</span>');
  });

  it('keeps only editor-* classes and known directions', () => {
    expect(clean('<p class="editor-paragraph fixed inset-0 sr-only" dir="rtl">x</p>')).toBe(
      '<p class="editor-paragraph" dir="rtl">x</p>',
    );
    expect(clean('<p class="evil" dir="sideways">x</p>')).toBe('<p>x</p>');
    expect(clean('<p class="editor-a&quot; onclick=&quot;x">x</p>')).toBe('<p>x</p>');
  });

  it.each([
    ['<script>alert(1)</script><p>after</p>', '<p>after</p>'],
    ['<p>a<script>document.cookie</script>b</p>', '<p>ab</p>'],
    ['<img src=x onerror=alert(1)>text', 'text'],
    ['<p onclick="alert(1)" onmouseover=alert(2)>click</p>', '<p>click</p>'],
    ['<a href="javascript:alert(1)">link</a>', 'link'],
    ['<a href="jav&#x09;ascript:alert(1)">link</a>', 'link'],
    ['<iframe src="https://evil.example"></iframe>ok', 'ok'],
    ['<svg><script>alert(1)</script><p>in svg</p></svg>after', 'after'],
    ['<math><mi xlink:href="javascript:alert(1)">m</mi></math>x', 'x'],
    ['<style>p { background: url(javascript:alert(1)) }</style>x', 'x'],
    ['<div style="width: expression(alert(1))">x</div>', '<p>x</p>'],
    ['<object data="evil.swf"></object><embed src="evil.swf">x', 'x'],
    ['<form action="https://evil.example"><input name="a"><button>go</button></form>x', 'x'],
    ['<textarea><img src=x onerror=alert(1)></textarea>x', 'x'],
    ['<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>x', 'x'],
    ['<!-- <script>alert(1)</script> -->x', 'x'],
    ['<![CDATA[<script>alert(1)</script>]]>x', 'x'],
    ['<<script>script>alert(1)<</script>/script>', '&lt;/script&gt;'],
    ['<scr<script>ipt>alert(1)</script>', 'ipt&gt;alert(1)'],
    ['<p>unclosed <b>bold <i>both', '<p>unclosed <b>bold <i>both</i></b></p>'],
    ['</span></p>stray<b>', '<p></p>stray<b></b>'],
    ['<meta http-equiv="refresh" content="0;url=javascript:alert(1)">x', 'x'],
    ['<link rel="stylesheet" href="https://evil.example/x.css">x', 'x'],
    ['<base href="https://evil.example/">x', 'x'],
  ])('neutralises %s', (input, expected) => {
    expect(expectInert(input)).toBe(expected);
  });

  it('escapes text so it stays text: entities decoded once, markup characters re-escaped', () => {
    expect(sanitizeRichText('<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; 5 &gt; 3</p>')).toEqual({
      html: '<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; 5 &gt; 3</p>',
      text: '<script>alert(1)</script> & 5 > 3',
    });
  });

  it('extracts the plain text: markup removed, entities decoded, whitespace collapsed, blocks separated', () => {
    const { text } = sanitizeRichText(
      '<p>First&nbsp;line<br>second   line</p><p>Caf&eacute;\n\tna&iuml;ve</p><div>block</div><script>not text</script>',
    );
    expect(text).toBe('First line second line Café naïve block');
  });

  it('treats markup without text as empty', () => {
    expect(sanitizeRichText('<p><br></p><p> &nbsp; </p>').text).toBe('');
    expect(sanitizeRichText('').html).toBe('');
  });

  it('is stable: sanitising its own output changes nothing', () => {
    const once = clean(
      '<p class="editor-paragraph" style="text-align: right">a <b>b</b> &amp; <i>c</i><br>d</p><div>e</div>',
    );
    expect(clean(once)).toBe(once);
  });
});

describe('previewOf', () => {
  it('cuts to the length with an ellipsis only when longer', () => {
    expect(previewOf('short', 10)).toBe('short');
    expect(previewOf('exactly ten', 11)).toBe('exactly ten');
    expect(previewOf('a dream of flying over the sea', 10)).toBe('a dream of...');
  });

  it('ends between words, within the length, without punctuation before the ellipsis', () => {
    expect(previewOf('a dream of flying over the sea', 13)).toBe('a dream of...');
    expect(previewOf('the sea, the sky and the stars', 9)).toBe('the sea...');
    expect(previewOf('under the sea. Then a whale', 16)).toBe('under the sea...');
    const text = 'I was walking through a city made entirely of paper, and every street folded itself';
    for (const length of [20, 40, 60]) {
      const preview = previewOf(text, length);
      expect(Array.from(preview.slice(0, -3)).length).toBeLessThanOrEqual(length);
      expect(text.startsWith(preview.slice(0, -3))).toBe(true);
      expect(text[preview.length - 3]).toMatch(/[\s,]/);
    }
  });

  it('cuts one very long word (or text without spaces) at the length', () => {
    expect(previewOf('Supercalifragilisticexpialidocious', 10)).toBe('Supercalif...');
    expect(previewOf('夢の中で私は空を飛んでいました', 5)).toBe('夢の中で私...');
  });

  it('counts characters, not UTF-16 units (no broken emoji)', () => {
    expect(previewOf('🌙🌙🌙🌙', 2)).toBe('🌙🌙...');
  });
});
