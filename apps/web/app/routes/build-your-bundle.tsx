import { useState } from 'react';
import { useNavigation } from 'react-router';
import { Breadcrumb } from '#app/components/breadcrumb.tsx';
import { BundleGrid } from '#app/features/bundle/bundle-grid.tsx';
import { BundleGridHeading } from '#app/features/bundle/bundle-grid-heading.tsx';
import { BundleIntro } from '#app/features/bundle/bundle-intro.tsx';
import { availableForBundle, toBundleItem } from '#app/features/bundle/bundle-item.ts';
import { BundlePages } from '#app/features/bundle/bundle-pages.tsx';
import { BundleBar, BundleSummary } from '#app/features/bundle/bundle-summary.tsx';
import { ProductInfoDialog } from '#app/features/bundle/product-info-dialog.tsx';
import { toggleBundleItem } from '#app/features/cart/cart-actions.ts';
import { useCheckout } from '#app/features/checkout/use-checkout.ts';
import { metaT, useLanguage, useT } from '#app/i18n/i18n.ts';
import { englishPath } from '#app/i18n/languages.ts';
import { serverApiContext } from '#app/lib/api-context.ts';
import { type CardProduct, toCardProduct } from '#app/lib/card-product.ts';
import { failureOf, listOf } from '#app/lib/envelope.ts';
import { breadcrumbJsonLd, languageFromMatches, originFromMatches, pageTitle, seo } from '#app/lib/seo.ts';
import type { CartItem } from '#app/lib/session/session-store.ts';
import { useHydrated, useSession } from '#app/lib/session/use-session.ts';
import { useFailureToasts } from '#app/lib/toast.ts';
import type { Category, ProductSummary } from '#app/lib/types.ts';
import type { Route } from './+types/build-your-bundle';

/** docs/product.md#page-sizes: bundle page size. */
const PAGE_SIZE = 30;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function loader({ context, request }: Route.LoaderArgs) {
  const api = context.get(serverApiContext);
  const url = new URL(request.url);
  // A mistyped category or page shows all products rather than an error page.
  const rawCategory = url.searchParams.get('category') ?? '';
  const category = UUID.test(rawCategory) ? rawCategory : null;
  const page = Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1);
  const query = new URLSearchParams({
    page: String(page),
    limit: String(PAGE_SIZE),
    status: 'true',
    availableForBundle: 'true',
  });
  if (category) query.set('category', category);
  const [categories, products] = await Promise.all([
    api.get<Category[]>('/categories?availableForBundle=true&limit=0'),
    api.get<ProductSummary[]>(`/products?${query}`),
  ]);
  return {
    categories: listOf(categories),
    // docs/product.md#bundle-builder: a failed category list is a toast; a failed product list is said in the
    // grid, where they would be.
    categoriesFailure: failureOf(categories),
    products: listOf(products).map(toCardProduct),
    error: failureOf(products),
    category,
    page,
    totalPages: products.totalPages ?? 1,
    totalRecords: products.totalRecords ?? 0,
  };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const origin = originFromMatches(matches);
  const t = metaT(matches, 'bundle');
  return seo({
    title: pageTitle(t('title')),
    description: t('description'),
    path: '/build-your-bundle',
    origin,
    language: languageFromMatches(matches),
    jsonLd: [
      breadcrumbJsonLd(origin, [
        { name: t('home'), path: '/' },
        { name: t('title'), path: '/build-your-bundle' },
      ]),
    ],
  });
};

export default function BuildYourBundle({ loaderData }: Route.ComponentProps) {
  const { categories, categoriesFailure, products, error, category, page, totalPages, totalRecords } =
    loaderData;

  useFailureToasts(categoriesFailure);
  const hydrated = useHydrated();
  const [session, dispatch] = useSession();
  const navigation = useNavigation();
  const { t } = useT('bundle');
  const language = useLanguage();
  const [infoId, setInfoId] = useState<string | null>(null);

  const bundle = session.bundleCart;
  const selectedIds = new Set(bundle.map((item) => item._id));
  const info = products.find((product) => product._id === infoId) ?? null;
  const loading =
    navigation.state === 'loading' && englishPath(navigation.location.pathname) === '/build-your-bundle';

  const setBundle = (next: CartItem[]) => dispatch({ type: 'UPDATE_STATE', payload: { bundleCart: next } });
  const toggle = (product: CardProduct) => {
    if (availableForBundle(product)) setBundle(toggleBundleItem(bundle, toBundleItem(product, language)));
  };
  const { checkout: startCheckout, busy, whatsapp } = useCheckout('bundle');
  const checkout = () => startCheckout(bundle);

  return (
    <main id="main" className="mx-auto max-w-7xl px-4 pt-6 pb-16 sm:px-6 lg:pb-24">
      <Breadcrumb trail={[{ label: t('title') }]} />
      <BundleIntro />

      <div className="mt-8 grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_360px]">
        <div>
          <BundleGridHeading
            categories={categories}
            category={category}
            page={page}
            totalRecords={totalRecords}
          />
          <BundleGrid
            products={products}
            error={error}
            loading={loading}
            selectedIds={selectedIds}
            onToggle={toggle}
            onInfo={(product) => setInfoId(product._id)}
          />
          <BundlePages page={page} totalPages={totalPages} category={category} />
          <BundleBar
            bundle={bundle}
            hydrated={hydrated}
            onCheckout={checkout}
            busy={busy}
            whatsapp={whatsapp}
          />
        </div>

        <BundleSummary
          bundle={bundle}
          hydrated={hydrated}
          onRemove={(item) => setBundle(bundle.filter((line) => line._id !== item._id))}
          onCheckout={checkout}
          busy={busy}
          whatsapp={whatsapp}
        />
      </div>

      <ProductInfoDialog
        product={info}
        selected={info ? selectedIds.has(info._id) : false}
        available={info ? availableForBundle(info) : false}
        onToggle={() => {
          if (info) toggle(info);
        }}
        onClose={() => setInfoId(null)}
      />
    </main>
  );
}
