// Typography for the shop's own article HTML; written as descendant variants so no typography plugin ships.
const PROSE = [
  'text-[1.0625rem] leading-[1.8] text-stone-800',
  '[&>*+*]:mt-5',
  '[&_h2]:mt-12 [&_h2]:font-serif [&_h2]:text-2xl [&_h2]:leading-snug [&_h2]:text-brand-900 sm:[&_h2]:text-3xl',
  '[&_h3]:mt-8 [&_h3]:font-serif [&_h3]:text-xl [&_h3]:leading-snug [&_h3]:text-brand-900',
  '[&_h4]:mt-6 [&_h4]:font-semibold [&_h4]:text-ink',
  '[&_h2+*]:mt-4 [&_h3+*]:mt-3',
  '[&_a]:font-medium [&_a]:text-clay-700 [&_a]:underline [&_a]:decoration-clay-300 [&_a]:underline-offset-4 hover:[&_a]:decoration-clay-600',
  '[&_strong]:font-semibold [&_strong]:text-ink',
  '[&_ul]:list-disc [&_ol]:list-decimal [&_ul]:pl-6 [&_ol]:pl-6 [&_li]:mt-2 [&_li]:pl-1',
  '[&_ul>li]:marker:text-clay-500 [&_ol>li]:marker:font-semibold [&_ol>li]:marker:text-brand-700',
  '[&_figure]:my-10 [&_img]:h-auto [&_img]:w-full [&_img]:rounded-2xl [&_img]:bg-brand-50',
  '[&_figcaption]:mt-3 [&_figcaption]:text-center [&_figcaption]:text-sm [&_figcaption]:text-stone-600',
  '[&_blockquote]:border-l-4 [&_blockquote]:border-clay-300 [&_blockquote]:pl-5 [&_blockquote]:font-serif [&_blockquote]:text-xl [&_blockquote]:text-brand-900 [&_blockquote]:italic',
  '[&_hr]:my-10 [&_hr]:border-brand-100',
  '[&_table]:w-full [&_table]:text-left [&_table]:text-sm [&_th]:border-b [&_th]:border-brand-200 [&_th]:py-2 [&_td]:border-b [&_td]:border-brand-100 [&_td]:py-2',
].join(' ');

/** docs/product.md#blog-article: the article's rich HTML, rendered as is (the shop's own trusted content). */
export function ArticleContent({ html, className = '' }: { html: string; className?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the shop's own article HTML, written in its back office
  return <div className={`${PROSE} ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
