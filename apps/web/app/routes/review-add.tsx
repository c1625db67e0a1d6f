import { lazy, Suspense, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Breadcrumb } from '#app/components/breadcrumb.tsx';
import { Thumbnail } from '#app/components/ui/thumbnail.tsx';
import { loginPath } from '#app/features/account/account-api.ts';
import { metaT, useT } from '#app/i18n/i18n.ts';
import { Link } from '#app/i18n/link.tsx';
import { serverApiContext } from '#app/lib/api-context.ts';
import { bodyOr404 } from '#app/lib/envelope.ts';
import { languageFromMatches, originFromMatches, pageTitle, seo } from '#app/lib/seo.ts';
import { useHydrated, useSession } from '#app/lib/session/use-session.ts';
import type { Product } from '#app/lib/types.ts';
import type { Route } from './+types/review-add';

const ReviewForm = lazy(() => import('#app/features/reviews/review-form.tsx'));

export async function loader({ context, params }: Route.LoaderArgs) {
  const api = context.get(serverApiContext);
  const res = await api.get<Product>(`/products/findBySlug/${encodeURIComponent(params.slug)}`);
  const { _id, name, slug, image, shortDescription, baseSize } = bodyOr404(res);
  return { product: { _id, name, slug, image, shortDescription, baseSize } };
}

export const meta: Route.MetaFunction = ({ loaderData: data, matches }) => {
  if (!data) return [];
  const t = metaT(matches, 'product');
  return [
    ...seo({
      title: pageTitle(t('reviewAdd.title', { name: data.product.name })),
      description: t('reviewAdd.description', { name: data.product.name }),
      path: `/reviews/add/${data.product.slug}`,
      origin: originFromMatches(matches),
      language: languageFromMatches(matches),
      image: data.product.image,
    }),
    // A form behind a login: nothing for search engines.
    { name: 'robots', content: 'noindex' },
  ];
};

/** Write-review page (docs/product.md#write-a-review): the product, then the review form; visitors log in first and come back. */
export default function ReviewAdd({ loaderData: { product } }: Route.ComponentProps) {
  const [session] = useSession();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const { t } = useT('product');
  const signedIn = hydrated && Boolean(session.token);

  // After logging in, the shopper comes back here to write the review.
  useEffect(() => {
    if (hydrated && !session.token) navigate(loginPath(), { replace: true });
  }, [hydrated, session.token, navigate]);

  return (
    <main id="main" className="mx-auto max-w-3xl px-4 pt-6 pb-20 sm:px-6">
      <Breadcrumb
        trail={[{ label: product.name, to: `/product/${product.slug}` }, { label: t('reviewAdd.eyebrow') }]}
      />
      <div className="mt-8 flex items-center gap-5 rounded-2xl border border-brand-100 bg-white p-4 sm:p-6">
        <Thumbnail
          file={product.image}
          size={112}
          fetchPriority="high"
          className="h-20 w-20 sm:h-28 sm:w-28"
        />
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-[0.2em] text-clay-700 uppercase">
            {t('reviewAdd.eyebrow')}
          </p>
          <h1 className="mt-1 text-2xl leading-tight text-brand-900 sm:text-3xl">{product.name}</h1>
          <Link
            to={`/product/${product.slug}`}
            className="mt-2 inline-block text-sm text-brand-800 underline-offset-4 hover:underline"
          >
            {t('reviewAdd.backToProduct')}
          </Link>
        </div>
      </div>
      <div className="mt-6 rounded-2xl border border-brand-100 bg-white p-5 sm:p-8">
        <p className="text-sm text-stone-600">{t('reviewAdd.approvalNote')}</p>
        {signedIn ? (
          <Suspense fallback={<div className="mt-6 h-96" aria-busy="true" />}>
            <ReviewForm productId={product._id} className="mt-6" />
          </Suspense>
        ) : (
          <div className="mt-6 h-96" aria-busy="true" />
        )}
      </div>
    </main>
  );
}
