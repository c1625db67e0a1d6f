import { type ShowcaseSlotInput, ShowcaseSlotSchema, translationsToForm } from '@shop/shared';
import { Button } from '#app/components/ui/button.tsx';
import { Field } from '#app/components/ui/field.tsx';
import {
  FormImageUpload,
  TranslatedField,
  TranslationBadge,
  translatedField,
} from '#app/features/admin/index.ts';
import { MediaPreview } from './media-preview.tsx';
import { Section, useItemForm } from './ordered-items.tsx';
import type { Slot } from './types.ts';

/** The four tiles: each has a fixed place, so there is nothing to add, delete or move. */
export function ShowcaseSection({ slots }: { slots: Slot[] }) {
  return (
    <Section id="showcase" title="Category showcase (four tiles)">
      <ul className="grid gap-4 md:grid-cols-2">
        {[1, 2, 3, 4].map((position) => (
          <ShowcaseCard
            // A new key once the slot is stored, so the form starts again from what the server holds.
            key={slots.find((slot) => slot.position === position)?._id ?? position}
            position={position}
            slot={slots.find((slot) => slot.position === position) ?? null}
          />
        ))}
      </ul>
    </Section>
  );
}

function ShowcaseCard({ position, slot }: { position: number; slot: Slot | null }) {
  const { form, submit } = useItemForm(
    ShowcaseSlotSchema,
    '/admin/categoryShowcase',
    slot?._id ?? null,
    {
      position,
      image: slot?.image ?? '',
      title: slot?.title ?? '',
      buttonLink: slot?.buttonLink ?? '/',
      translations: translationsToForm('showcaseSlot', slot?.translations),
    } satisfies ShowcaseSlotInput,
    () => {},
  );
  const { errors } = form.formState;
  return (
    <li className="rounded-xl border border-brand-100 bg-white p-4">
      <h3 className="mb-3 flex flex-wrap items-center gap-2 font-semibold text-brand-900">
        Tile {position}
        {slot?.translationState ? <TranslationBadge state={slot.translationState} /> : null}
      </h3>
      <div className="grid grid-cols-[8rem_minmax(0,1fr)] gap-4">
        <MediaPreview file={form.watch('image')} size="aspect-[4/5] w-32" />
        <form onSubmit={submit} noValidate className="space-y-3">
          <FormImageUpload control={form.control} name="image" label="Image" preview={false} />
          <TranslatedField label="Title" required {...translatedField(form, 'title')} />
          <Field label="Link" required error={errors.buttonLink?.message} {...form.register('buttonLink')} />
          {errors.position ? <p className="text-sm text-red-700">{errors.position.message}</p> : null}
          <Button type="submit" size="sm" busy={form.formState.isSubmitting}>
            {slot ? 'Save' : 'Fill this tile'}
          </Button>
        </form>
      </div>
    </li>
  );
}
