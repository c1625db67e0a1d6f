import { useEffect, useRef, useState } from 'react';
import { Form, useNavigate, useNavigation } from 'react-router';
import { Breadcrumb } from '#app/components/breadcrumb.tsx';
import { ChevronDownIcon, ChevronLeftIcon, ChevronRightIcon } from '#app/components/icons.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { availableForBundle, toBundleItem } from '#app/features/bundle/bundle-item.ts';
import { BundleProductCard } from '#app/features/bundle/bundle-product-card.tsx';
import { BundleBar, BundleSummary } from '#app/features/bundle/bundle-summary.tsx';
import { ProductInfoDialog } from '#app/features/bundle/product-info-dialog.tsx';
import { toggleBundleItem } from '#app/features/cart/cart-actions.ts';
import { useCheckout } from '#app/features/checkout/use-checkout.ts';
import { metaT, useLanguage, useLocalize, useT } from '#app/i18n/i18n.ts';
import { englishPath } from '#app/i18n/languages.ts';
import { Link } from '#app/i18n/link.tsx';
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
  const navigate = useNavigate();
  const navigation = useNavigation();
  const { t } = useT('bundle');
  const localize = useLocalize();
  const language = useLanguage();
  const [infoId, setInfoId] = useState<string | null>(null);
  const gridRef = useRef<HTMLHeadingElement>(null);
  const lastPage = useRef(page);

  const bundle = session.bundleCart;
  const selectedIds = new Set(bundle.map((item) => item._id));
  const info = products.find((product) => product._id === infoId) ?? null;
  const loading =
    navigation.state === 'loading' && englishPath(navigation.location.pathname) === '/build-your-bundle';

  const setBundle = (next: CartItem[]) => dispatch({ type: 'UPDATE_STATE', payload: { bundleCart: next } });
  const toggle = (product: CardProduct) => {
    if (availableForBundle(product)) setBundle(toggleBundleItem(bundle, toBundleItem(product, language)));
  };
  const { checkout: startCheckout, busy } = useCheckout('bundle');
  const checkout = () => startCheckout(bundle);

  // Paging keeps the path, so the app's scroll-to-top does not run: bring the new page's first row into view.
  useEffect(() => {
    if (lastPage.current !== page) gridRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    lastPage.current = page;
  }, [page]);

  const pageHref = (target: number) => {
    const params = new URLSearchParams();
    if (category) params.set('category', category);
    if (target > 1) params.set('page', String(target));
    const search = params.toString();
    return search ? `?${search}` : '/build-your-bundle';
  };

  return (
    <main id="main" className="mx-auto max-w-7xl px-4 pt-6 pb-16 sm:px-6 lg:pb-24">
      <Breadcrumb items={[{ label: t('home'), to: '/' }, { label: t('title') }]} />
      <div className="mt-5 overflow-hidden rounded-3xl bg-brand-900 px-5 py-6 text-white sm:px-10 sm:py-9">
        <p className="text-xs font-semibold tracking-widest text-clay-200 uppercase sm:text-sm">
          {t('eyebrow')}
        </p>
        <h1 className="mt-2 text-[1.75rem] leading-tight text-white sm:text-5xl">{t('heading')}</h1>
        <p className="mt-2 max-w-2xl text-sm text-brand-100 sm:mt-3 sm:text-lg">{t('intro')}</p>
      </div>

      <div className="mt-8 grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_360px]">
        <div>
          <div className="flex flex-wrap items-end justify-between gap-4">
            <h2 ref={gridRef} className="scroll-mt-24 text-2xl text-brand-900">
              {t('choose')}
              <span className="ml-2 align-middle font-sans text-sm font-normal text-stone-600">
                ({totalRecords})
              </span>
            </h2>
            <Form method="get" className="flex items-end gap-2" preventScrollReset>
              <div>
                <label htmlFor="bundle-category" className="block text-sm font-medium text-stone-700">
                  {t('category')}
                </label>
                <div className="relative mt-1">
                  <select
                    id="bundle-category"
                    key={category ?? 'all'}
                    name="category"
                    defaultValue={category ?? ''}
                    onChange={(event) => {
                      const value = event.currentTarget.value;
                      navigate(value ? `?category=${value}` : localize('/build-your-bundle'), {
                        preventScrollReset: true,
                      });
                    }}
                    className="appearance-none rounded-full border border-brand-200 bg-white py-2.5 pr-10 pl-4 text-sm font-medium"
                  >
                    <option value="">{t('allCategories')}</option>
                    {categories.map((item) => (
                      <option key={item._id} value={item._id}>
                        {item.name}
                      </option>
                    ))}
                  </select>
                  <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-3 h-4 w-4 -translate-y-1/2 text-stone-600" />
                </div>
              </div>
              {/* Without JavaScript the select cannot submit itself. */}
              <noscript>
                <Button type="submit" variant="secondary" size="sm" className="px-4 py-2.5">
                  {t('filter')}
                </Button>
              </noscript>
            </Form>
          </div>

          <p id="bundle-toggle-hint" className="sr-only">
            {t('toggleHint')}
          </p>
          {error ? (
            <p role="alert" className="mt-6 rounded-2xl border border-red-200 bg-red-50 p-4 text-red-800">
              {error}
            </p>
          ) : products.length === 0 ? (
            <p className="mt-6 rounded-2xl border border-brand-100 bg-white p-8 text-center text-stone-600">
              {t('noProducts')}{' '}
              <Link to="/build-your-bundle" className="font-medium text-brand-800 underline">
                {t('seeAll')}
              </Link>
            </p>
          ) : (
            <ul
              className={`mt-6 grid grid-cols-2 gap-3 transition-opacity sm:grid-cols-3 sm:gap-5 ${loading ? 'opacity-60' : ''}`}
              aria-busy={loading || undefined}
              data-bundle-grid
            >
              {products.map((product, index) => (
                <li key={product._id}>
                  <BundleProductCard
                    product={product}
                    index={index}
                    selected={selectedIds.has(product._id)}
                    available={availableForBundle(product)}
                    describedBy="bundle-toggle-hint"
                    onToggle={() => toggle(product)}
                    onInfo={() => setInfoId(product._id)}
                  />
                </li>
              ))}
            </ul>
          )}

          {totalPages > 1 ? (
            <nav
              aria-label={t('pagination')}
              className="mt-8 flex flex-wrap items-center justify-center gap-2"
            >
              {page > 1 ? (
                <Link
                  to={pageHref(page - 1)}
                  preventScrollReset
                  className="inline-flex items-center gap-1 rounded-full border border-brand-200 bg-white px-4 py-2 text-sm font-medium hover:border-brand-700"
                >
                  <ChevronLeftIcon className="h-4 w-4" /> {t('previous')}
                </Link>
              ) : null}
              {Array.from({ length: totalPages }, (_, i) => i + 1).map((target) => (
                <Link
                  key={target}
                  to={pageHref(target)}
                  preventScrollReset
                  aria-current={target === page ? 'page' : undefined}
                  aria-label={t('page', { page: target })}
                  className={`grid h-10 min-w-10 place-items-center rounded-full px-3 text-sm font-medium ${
                    target === page
                      ? 'bg-brand-700 text-white'
                      : 'border border-brand-200 bg-white hover:border-brand-700'
                  }`}
                >
                  {target}
                </Link>
              ))}
              {page < totalPages ? (
                <Link
                  to={pageHref(page + 1)}
                  preventScrollReset
                  className="inline-flex items-center gap-1 rounded-full border border-brand-200 bg-white px-4 py-2 text-sm font-medium hover:border-brand-700"
                >
                  {t('next')} <ChevronRightIcon className="h-4 w-4" />
                </Link>
              ) : null}
            </nav>
          ) : null}

          <BundleBar bundle={bundle} hydrated={hydrated} onCheckout={checkout} busy={busy} />
        </div>

        <BundleSummary
          bundle={bundle}
          hydrated={hydrated}
          onRemove={(item) => setBundle(bundle.filter((line) => line._id !== item._id))}
          onCheckout={checkout}
          busy={busy}
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
