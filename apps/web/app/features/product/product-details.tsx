import { ChevronDownIcon } from '#app/components/icons.tsx';
import { SectionTitle } from '#app/components/section-title.tsx';
import { Thumbnail } from '#app/components/ui/thumbnail.tsx';
import { useT } from '#app/i18n/i18n.ts';
import type { Product } from '#app/lib/types.ts';
import { RichText, textLines } from './rich-text.tsx';

/** Accordions (docs/product.md#product-page): Reason To Love (description), Benefits, How To Use; the first starts open. */
export function ProductAccordions({ product }: { product: Product }) {
  const { t } = useT('product');
  const sections = [
    {
      title: t('details.reasonToLove'),
      body: <RichText text={product.description} as="paragraphs" />,
      text: product.description,
    },
    { title: t('details.benefits'), body: <RichText text={product.benefits} />, text: product.benefits },
    {
      title: t('details.howToUse'),
      body: <RichText text={product.howToUse} as="steps" />,
      text: product.howToUse,
    },
  ].filter((section) => textLines(section.text).length > 0);
  if (sections.length === 0) return null;
  return (
    <div className="divide-y divide-brand-100 rounded-2xl border border-brand-100 bg-white">
      {sections.map((section, position) => (
        <details key={section.title} open={position === 0} className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-serif text-lg text-brand-900 marker:hidden hover:text-brand-700 sm:px-6 [&::-webkit-details-marker]:hidden">
            <h2 className="text-lg font-normal">{section.title}</h2>
            <ChevronDownIcon className="h-5 w-5 shrink-0 transition-transform group-open:rotate-180" />
          </summary>
          <div className="px-5 pb-5 leading-relaxed text-stone-700 sm:px-6">{section.body}</div>
        </details>
      ))}
    </div>
  );
}

/** Key ingredients (docs/product.md#product-page): image, name and short description of each key ingredient. */
export function ProductIngredients({ ingredients }: { ingredients: Product['ingredients'] }) {
  const { t } = useT('product');
  if (ingredients.length === 0) return null;
  return (
    <section aria-labelledby="ingredients-heading" className="mt-16 sm:mt-20">
      <SectionTitle
        id="ingredients-heading"
        eyebrow={t('details.ingredientsEyebrow')}
        title={t('details.ingredientsTitle')}
        center
      />
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
        {ingredients.map((ingredient) => (
          <li
            key={ingredient._id}
            className="flex items-start gap-4 rounded-2xl border border-brand-100 bg-white p-4 xl:flex-col xl:items-center xl:text-center"
          >
            <Thumbnail
              file={ingredient.image}
              size={96}
              loading="lazy"
              className="h-20 w-20 rounded-full xl:h-24 xl:w-24"
            />
            <div>
              <h3 className="font-serif text-lg text-brand-900">{ingredient.name}</h3>
              <p className="mt-1 text-sm leading-relaxed text-stone-700">{ingredient.shortDescription}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
