import {
  type PromotionTextInput,
  PromotionTextSchema,
  type Translations,
  translationsToForm,
} from '@shop/shared';
import { Field } from '#app/components/ui/field.tsx';
import { TranslatedField, TranslationBadge, translatedField } from '#app/features/admin/index.ts';
import { type Ordered, OrderedItemForm, OrderedSection, useOrderedItem } from './ordered-items.tsx';

type Location = 'header' | 'cart';

export type Promotion = Ordered & {
  title: string;
  link: string | null;
  location: Location;
  translations: Translations;
};

const PATH = '/admin/promotionTexts';

/** The texts of the header bar or of the cart, in their order. */
export function PromotionSection({
  id,
  location,
  items,
}: {
  id: string;
  location: Location;
  items: Promotion[];
}) {
  return (
    <OrderedSection
      id={id}
      title={location === 'header' ? 'Header promotion texts' : 'Cart promotion texts'}
      path={PATH}
      items={items.filter((item) => item.location === location)}
      addLabel={`Add a ${location} text`}
      listClassName="space-y-3"
      renderItem={(item, move) => (
        <PromotionCard key={item._id} item={item} location={location} move={move} />
      )}
      renderNew={(onDone) => <PromotionCard item={null} location={location} onDone={onDone} />}
    />
  );
}

function PromotionCard({
  item,
  location,
  move,
  onDone = () => {},
}: {
  item: Promotion | null;
  location: Location;
  move?: React.ReactNode;
  onDone?: () => void;
}) {
  const ordered = useOrderedItem({
    schema: PromotionTextSchema,
    path: PATH,
    what: 'text',
    item,
    defaultValues: {
      title: item?.title ?? '',
      link: item?.link ?? null,
      location,
      status: item?.status ?? true,
      priority: item?.priority ?? 0,
      translations: translationsToForm('promotionText', item?.translations),
    } satisfies PromotionTextInput,
    onDone,
  });
  const { form } = ordered;
  return (
    <li className="rounded-xl border border-brand-100 bg-white p-4">
      <p className="mb-3 rounded-lg bg-brand-900 px-3 py-2 text-center text-sm text-white">
        {form.watch('title') || 'Preview'}
      </p>
      {item?.translationState ? <TranslationBadge state={item.translationState} /> : null}
      <OrderedItemForm item={ordered} className="mt-3 space-y-3" move={move} onDone={onDone}>
        <TranslatedField label="Text" required {...translatedField(form, 'title')} />
        <div className="grid gap-3 md:grid-cols-2">
          <Field
            label="Link (optional)"
            error={form.formState.errors.link?.message}
            {...form.register('link', { setValueAs: (value: string | null) => (value ? value : null) })}
          />
        </div>
      </OrderedItemForm>
    </li>
  );
}
