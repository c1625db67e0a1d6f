import { createRequire } from 'node:module';
import type SanitizeHtml from 'sanitize-html';

// sanitize-html brings postcss and an HTML parser: megabytes of heap that only a blog editor's save needs, so it
// is loaded on the first save rather than at start (docs/scaling.md#memory). A require of our own, not the
// bundler's, keeps it out of the server bundle, to be read from node_modules then.
const loadCommonJs = createRequire(import.meta.url);
let sanitizer: typeof SanitizeHtml | undefined;
function sanitizeHtml(html: string, options: SanitizeHtml.IOptions): string {
  sanitizer ??= loadCommonJs('sanitize-html') as typeof SanitizeHtml;
  return sanitizer(html, options);
}

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

/**
 * An image is one of the shop's uploads or an https address; nothing else loads from an article. The blog editor
 * replaces each https address with the copy it stores (article-images.ts), so a saved post shows only uploads.
 */
const IMAGE_SOURCE = /^(\/uploads\/[^\s"'<>\\]+|https:\/\/[^\s"'<>\\]+)$/i;
const DIMENSION = /^\d{1,4}$/;

/** The img transform: the attributes kept, with `source` choosing what its src becomes. */
function keptImage(source: (src: string) => string = (src) => src): SanitizeHtml.Transformer {
  return (tagName, attribs) => {
    const kept: Record<string, string> = {};
    const src = attribs.src && source(attribs.src);
    if (src && IMAGE_SOURCE.test(src)) kept.src = src;
    if (attribs.alt !== undefined) kept.alt = attribs.alt;
    if (attribs.width && DIMENSION.test(attribs.width)) kept.width = attribs.width;
    if (attribs.height && DIMENSION.test(attribs.height)) kept.height = attribs.height;
    if (attribs.loading === 'lazy') kept.loading = 'lazy';
    return { tagName, attribs: kept };
  };
}

const OPTIONS: SanitizeHtml.IOptions = {
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
    img: keptImage(),
  },
  // An image whose source was refused is dropped whole rather than left as an empty box.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/**
 * The article HTML as it may be stored and served. `source` may give an image another src (its stored copy);
 * the result is held to the same rule as any other.
 */
export function sanitiseArticleHtml(html: string, source?: (src: string) => string): string {
  const options = source
    ? { ...OPTIONS, transformTags: { ...OPTIONS.transformTags, img: keptImage(source) } }
    : OPTIONS;
  return sanitizeHtml(html, options).trim();
}

/**
 * The src of each image the article would show, as written and before any is refused (an http address among
 * them), in order; images inside markup that sanitising drops whole (a script, an svg) are not among them.
 */
export function articleImageSources(html: string): string[] {
  const sources: string[] = [];
  sanitiseArticleHtml(html, (src) => {
    sources.push(src);
    return src;
  });
  return sources;
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
