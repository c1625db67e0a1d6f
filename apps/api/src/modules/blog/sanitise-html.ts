import sanitizeHtml from 'sanitize-html';

// docs/product.md#blog-article: the storefront renders a post's HTML as is, so it is made safe once, here, when
// it is saved. Only what the editor produces survives: no style, class, event handler, embedded document or
// script-capable URL, however it is spelt.

const ALLOWED_TAGS = [
  'p',
  'h2',
  'h3',
  'h4',
  'strong',
  'em',
  'u',
  's',
  'a',
  'ul',
  'ol',
  'li',
  'blockquote',
  'img',
  'br',
  'hr',
  'figure',
  'figcaption',
  'code',
  'pre',
];

/** An image is one of the shop's uploads or an https address; nothing else loads from an article. */
const IMAGE_SOURCE = /^(\/uploads\/[^\s"'<>\\]+|https:\/\/[^\s"'<>\\]+)$/i;
const DIMENSION = /^\d{1,4}$/;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
  },
  allowedSchemes: ['https', 'http', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Their text is code or markup, not prose, so it goes with the tag rather than being left as loose text.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'svg',
    'math',
    'object',
    'template',
  ],
  transformTags: {
    a: (tagName, attribs) => {
      const { rel: _ignored, ...rest } = attribs;
      const external = /^https?:\/\//i.test(rest.href ?? '');
      return { tagName, attribs: external ? { ...rest, rel: 'noopener noreferrer' } : rest };
    },
    img: (tagName, attribs) => {
      const kept: Record<string, string> = {};
      if (attribs.src && IMAGE_SOURCE.test(attribs.src)) kept.src = attribs.src;
      if (attribs.alt !== undefined) kept.alt = attribs.alt;
      if (attribs.width && DIMENSION.test(attribs.width)) kept.width = attribs.width;
      if (attribs.height && DIMENSION.test(attribs.height)) kept.height = attribs.height;
      if (attribs.loading === 'lazy') kept.loading = 'lazy';
      return { tagName, attribs: kept };
    },
  },
  // An image whose source was refused is dropped whole rather than left as an empty box.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** The article HTML as it may be stored and served. */
export function sanitiseArticleHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** Words only, for the search column; the demo seed builds its posts' search text with this too. */
export function articleText(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
