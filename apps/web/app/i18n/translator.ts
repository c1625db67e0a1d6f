import { type Language, LOCALE_OF } from '@shop/shared';
import type { Messages } from './messages.ts';

// docs/decisions/007: the storefront's own translator. It reads the same catalogs i18next did, with the five
// things the shop uses: nested keys, namespaces (`ns:key`), `{{name}}` interpolation, plurals by the language's
// `Intl.PluralRules` (`key_one`/`key_other`, asked for as `key` with a `count`) and whole sub-trees.

export type Namespace = keyof Messages;

type PluralBase<K extends string> =
  K extends `${infer Base}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}` ? Base : K;

/** The dotted paths to the texts of a catalog tree; a plural pair is one key. */
export type TextKey<Tree> = {
  [K in keyof Tree & string]: Tree[K] extends string ? PluralBase<K> : `${K}.${TextKey<Tree[K]>}`;
}[keyof Tree & string];

/** The dotted paths to the branches of a catalog tree (for `keyPrefix` and `returnObjects`). */
export type BranchKey<Tree> = {
  [K in keyof Tree & string]: Tree[K] extends string ? never : K | `${K}.${BranchKey<Tree[K]>}`;
}[keyof Tree & string];

/** The branch of a tree at a dotted path. */
export type Branch<Tree, Path extends string> = Path extends `${infer Head}.${infer Rest}`
  ? Head extends keyof Tree
    ? Branch<Tree[Head], Rest>
    : never
  : Path extends keyof Tree
    ? Tree[Path]
    : never;

/** Any namespace's text, named across namespaces: `t('common:errors.network')`. */
type QualifiedKey = { [N in Namespace]: `${N}:${TextKey<Messages[N]>}` }[Namespace];

export type TranslateParams = Record<string, string | number | undefined> & { count?: number };

export interface TFunction<Tree = Messages['common']> {
  (key: TextKey<Tree> | QualifiedKey, params?: TranslateParams): string;
  <Path extends BranchKey<Tree>>(key: Path, options: { returnObjects: true }): Branch<Tree, Path>;
}

type Node = string | { [key: string]: Node } | undefined;

const lookup = (tree: Node, path: string): Node =>
  path.split('.').reduce<Node>((node, part) => (typeof node === 'object' ? node[part] : undefined), tree);

const pluralRules = new Map<Language, Intl.PluralRules>();
function pluralOf(language: Language, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(LOCALE_OF[language]);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

const interpolate = (text: string, params: TranslateParams | undefined) =>
  params
    ? text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => String(params[name] ?? whole))
    : text;

/**
 * A `t` over one namespace of a language's messages, optionally under a key prefix. A key missing from the
 * catalog comes back as itself, so a gap shows where it is rather than breaking the page.
 */
export function fixedT<Tree>(
  language: Language,
  messages: Messages,
  namespace: Namespace,
  keyPrefix?: string,
): TFunction<Tree> {
  const translate = (key: string, params?: TranslateParams & { returnObjects?: boolean }) => {
    const colon = key.indexOf(':');
    const qualified = colon > 0 && key.slice(0, colon) in messages;
    const tree = (qualified ? messages[key.slice(0, colon) as Namespace] : messages[namespace]) as Node;
    const path = qualified ? key.slice(colon + 1) : keyPrefix ? `${keyPrefix}.${key}` : key;
    if (params?.returnObjects) return lookup(tree, path);
    const count = params?.count;
    const text =
      (count === undefined ? undefined : lookup(tree, `${path}_${pluralOf(language, count)}`)) ??
      lookup(tree, path);
    return typeof text === 'string' ? interpolate(text, params) : key;
  };
  return translate as TFunction<Tree>;
}
