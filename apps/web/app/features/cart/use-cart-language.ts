import { useEffect } from 'react';
import { useLanguage } from '#app/i18n/i18n.ts';
import { get } from '#app/lib/api.ts';
import type { CartItem } from '#app/lib/session/session-store.ts';
import { useHydrated, useSession } from '#app/lib/session/use-session.ts';

/** The products whose lines are named in another language than the page's, each once. */
export function linesToRename(lines: CartItem[], language: string): { _id: string; slug: string }[] {
  const products = new Map<string, string>();
  for (const line of lines) if ((line.language ?? 'en') !== language) products.set(line._id, line.slug);
  return [...products].map(([_id, slug]) => ({ _id, slug }));
}

/**
 * A cart lives in the browser with the names it was filled in: a shopper who added on English pages and then
 * switched to Hindi would read English names in a Hindi cart. On every page, once hydrated, the lines in another
 * language are named again from the catalog in the page's language. Nothing is asked while every line is in the
 * page's language.
 */
export function useCartInPageLanguage(): void {
  const language = useLanguage();
  const [session, dispatch] = useSession();
  const hydrated = useHydrated();
  const stale = hydrated ? linesToRename([...session.cart, ...session.bundleCart], language) : [];
  const staleKey = stale.map((product) => product._id).join(',');

  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the lines to rename
  useEffect(() => {
    if (staleKey === '') return;
    let current = true;
    Promise.all(
      stale.map(async ({ _id, slug }) => {
        const res = await get<{ name: string }>(`/products/findBySlug/${encodeURIComponent(slug)}`, {
          language,
          quiet: true,
        });
        if (res?.status === 200 && res.body) return [[_id, res.body.name] as const];
        return res?.status === 404 ? [[_id, null] as const] : [];
      }),
    ).then((answers) => {
      const named = answers.flat();
      // A product the catalog no longer has keeps its name; one without an answer is asked again on the next change.
      if (current) dispatch({ type: 'NAME_LINES', payload: { language, names: Object.fromEntries(named) } });
    });
    return () => {
      current = false;
    };
  }, [staleKey, language]);
}
