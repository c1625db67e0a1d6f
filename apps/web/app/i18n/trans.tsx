import { cloneElement, type ReactElement, type ReactNode } from 'react';
import type { TextKey, TFunction, TranslateParams } from './translator.ts';

const TAG = /<(\w+)>([\s\S]*?)<\/\1>/g;

/**
 * A text with markup the catalog names by tag: `"Sent to <strong>{{mobile}}</strong>"` with
 * `components={{ strong: <strong className="…" /> }}`. Each tag's content becomes that element's children.
 */
export function Trans<Tree>({
  t,
  i18nKey,
  values,
  components,
}: {
  t: TFunction<Tree>;
  i18nKey: TextKey<Tree>;
  values?: TranslateParams;
  components: Record<string, ReactElement>;
}) {
  const text = t(i18nKey, values);
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, tag = '', inner] = match;
    if (match.index > last) parts.push(text.slice(last, match.index));
    const element = components[tag];
    parts.push(element ? cloneElement(element, { key: parts.length }, inner) : inner);
    last = match.index + whole.length;
  }
  parts.push(text.slice(last));
  return <>{parts}</>;
}
