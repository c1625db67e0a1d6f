import { formatINR } from '@shop/shared';
import { useEffect, useId, useState } from 'react';
import { Dialog, DialogCloseButton } from '#app/components/dialog.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { Thumbnail } from '#app/components/ui/thumbnail.tsx';
import { useLanguage, useT } from '#app/i18n/i18n.ts';
import { Link } from '#app/i18n/link.tsx';
import { get } from '#app/lib/api.ts';
import type { CardProduct } from '#app/lib/card-product.ts';
import { bodyOf } from '#app/lib/envelope.ts';
import { toastError } from '#app/lib/toast.ts';
import type { Product } from '#app/lib/types.ts';

/** Seeded and admin texts keep one point per line. */
const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

type ProductTexts = Pick<Product, 'description' | 'howToUse' | 'benefits'>;

/**
 * The texts of the product the dialog shows, read when it opens: the bundle grid carries only what its tiles
 * show (docs/product.md#product-lists).
 */
function useProductTexts(slug: string | undefined): { texts: ProductTexts | null; failed: boolean } {
  const [loaded, setLoaded] = useState<{ slug: string; texts: ProductTexts | null } | null>(null);
  useEffect(() => {
    if (!slug) return;
    const controller = new AbortController();
    get<Product>(`/products/findBySlug/${encodeURIComponent(slug)}`, { signal: controller.signal }).then(
      (response) => {
        if (controller.signal.aborted) return;
        const product = bodyOf(response);
        if (!product && response?.message) toastError(response.message);
        setLoaded({ slug, texts: product });
      },
    );
    return () => controller.abort();
  }, [slug]);
  const current = loaded && loaded.slug === slug ? loaded : null;
  return { texts: current?.texts ?? null, failed: current !== null && current.texts === null };
}

/** Bundle 'More info' modal (docs/product.md#bundle-builder): Reason to love, How to use, Benefits. */
export function ProductInfoDialog({
  product,
  selected,
  available,
  onToggle,
  onClose,
}: {
  product: CardProduct | null;
  selected: boolean;
  available: boolean;
  onToggle: () => void;
  onClose: () => void;
}) {
  const titleId = useId();
  const { t } = useT('bundle');
  const language = useLanguage();
  const { texts, failed } = useProductTexts(product?.slug);
  return (
    <Dialog
      open={product !== null}
      onClose={onClose}
      labelledBy={titleId}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[min(42rem,calc(100%-2rem))] overflow-y-auto overscroll-contain rounded-2xl bg-white p-0 shadow-2xl backdrop:bg-brand-950/50"
    >
      {product ? (
        <div>
          <div className="flex items-start gap-4 border-b border-brand-100 p-4 sm:p-5">
            <Thumbnail file={product.image} size={72} className="h-18 w-18" />
            <div className="min-w-0 flex-1">
              <h2 id={titleId} className="text-xl leading-snug text-brand-900 sm:text-2xl">
                {product.name}
              </h2>
              <p className="mt-1 text-sm text-stone-600">
                {product.baseSize.title} · {t('info.mrp', { price: formatINR(product.baseMrp, language) })}
              </p>
            </div>
            <DialogCloseButton onClick={onClose} label={t('info.close')} className="-mt-1 -mr-1" />
          </div>
          {texts ? (
            <ProductTextSections texts={texts} />
          ) : (
            <p className="p-4 text-stone-600 sm:p-6" role={failed ? 'alert' : 'status'}>
              {failed ? t('info.failed') : t('info.loading')}
            </p>
          )}

          <div className="flex flex-col-reverse gap-3 border-t border-brand-100 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5">
            <Link
              to={`/product/${product.slug}`}
              className="text-center text-sm font-medium text-brand-800 underline-offset-4 hover:underline"
            >
              {t('info.viewDetails')}
            </Link>
            {available ? (
              <Button variant={selected ? 'secondary' : 'primary'} onClick={onToggle}>
                {selected ? t('info.remove') : t('info.add')}
              </Button>
            ) : (
              <p className="text-sm font-medium text-stone-700">{t('info.outOfStock')}</p>
            )}
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}

function ProductTextSections({ texts }: { texts: ProductTexts }) {
  const { t } = useT('bundle');
  return (
    <div className="space-y-6 p-4 sm:p-6">
      <section>
        <h3 className="text-lg text-brand-900">{t('info.reasonToLove')}</h3>
        <p className="mt-2 leading-relaxed text-stone-700">{texts.description}</p>
      </section>
      <LinesSection title={t('info.howToUse')} text={texts.howToUse} ordered />
      <LinesSection title={t('info.benefits')} text={texts.benefits} />
    </div>
  );
}

/** A text's lines as a list under its heading: steps numbered, benefits bulleted; nothing when there is no text. */
function LinesSection({
  title,
  text,
  ordered = false,
}: {
  title: string;
  text: string | null;
  ordered?: boolean;
}) {
  if (!text) return null;
  const List = ordered ? 'ol' : 'ul';
  return (
    <section>
      <h3 className="text-lg text-brand-900">{title}</h3>
      <List
        className={`mt-2 ${ordered ? 'list-decimal' : 'list-disc'} space-y-1.5 pl-5 leading-relaxed text-stone-700 ${ordered ? 'marker:text-clay-600' : 'marker:text-brand-500'}`}
      >
        {lines(text).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </List>
    </section>
  );
}
