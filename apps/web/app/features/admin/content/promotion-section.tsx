import { type PromotionTextInput, PromotionTextSchema, translationsToForm } from '@shop/shared';
import { Field } from '#app/components/ui/field.tsx';
import { TranslatedField, TranslationBadge, translatedField } from '#app/features/admin/index.ts';
import { type CardProps, ItemForm, OrderedSection, orderedKind, useOrderedItem } from './ordered-items.tsx';
import type { Promotion, PromotionLocation } from './types.ts';

const TEXT = orderedKind(PromotionTextSchema, '/admin/promotionTexts', 'text');

/** The texts of the header bar or of the cart, in their order. */
export function PromotionSection({
  id,
  location,
  items,
}: {
  id: string;
  location: PromotionLocation;
  items: Promotion[];
}) {
  return (
    <OrderedSection
      id={id}
      title={location === 'header' ? 'Header promotion texts' : 'Cart promotion texts'}
      path={TEXT.path}
      items={items.filter((item) => item.location === location)}
      addLabel={`Add a ${location} text`}
      listClassName="space-y-3"
      renderCard={(card) => <PromotionCard {...card} location={location} />}
    />
  );
}

function PromotionCard({ location, ...card }: CardProps<Promotion> & { location: PromotionLocation }) {
  const { item } = card;
  const ordered = useOrderedItem(TEXT, card, {
    title: item?.title ?? '',
    link: item?.link ?? null,
    location,
    status: item?.status ?? true,
    priority: item?.priority ?? 0,
    translations: translationsToForm('promotionText', item?.translations),
  } satisfies PromotionTextInput);
  const { form } = ordered;
  return (
    <li className="rounded-xl border border-brand-100 bg-white p-4">
      <p className="mb-3 rounded-lg bg-brand-900 px-3 py-2 text-center text-sm text-white">
        {form.watch('title') || 'Preview'}
      </p>
      {item?.translationState ? <TranslationBadge state={item.translationState} /> : null}
      <ItemForm item={ordered} className="mt-3 space-y-3">
        <TranslatedField label="Text" required {...translatedField(form, 'title')} />
        <div className="grid gap-3 md:grid-cols-2">
          <Field
            label="Link (optional)"
            error={form.formState.errors.link?.message}
            {...form.register('link', { setValueAs: (value: string | null) => (value ? value : null) })}
          />
        </div>
      </ItemForm>
    </li>
  );
}
