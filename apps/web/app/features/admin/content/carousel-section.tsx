import { CarouselItemSchema, translationsToForm } from '@shop/shared';
import { Controller } from 'react-hook-form';
import { Field, SelectField } from '#app/components/ui/field.tsx';
import {
  FormImageUpload,
  ImageUpload,
  TranslatedField,
  TranslatedImage,
  TranslationBadge,
  translatedField,
} from '#app/features/admin/index.ts';
import { MediaPreview } from './media-preview.tsx';
import { type CardProps, ItemForm, OrderedSection, orderedKind, useOrderedItem } from './ordered-items.tsx';
import type { Carousel, Device } from './types.ts';

const BANNER = orderedKind(CarouselItemSchema, '/admin/carousels', 'banner');

const CAROUSEL_PREVIEW = {
  DESKTOP: 'aspect-[1920/720] w-full',
  MOBILE: 'aspect-[750/900] w-[375px] max-w-full',
} as const;

/** The banners of one device, in their order. */
export function CarouselSection({ id, device, items }: { id: string; device: Device; items: Carousel[] }) {
  return (
    <OrderedSection
      id={id}
      title={device === 'DESKTOP' ? 'Desktop carousel' : 'Mobile carousel'}
      path={BANNER.path}
      items={items.filter((item) => item.targetDevice === device)}
      addLabel={`Add a ${device === 'DESKTOP' ? 'desktop' : 'mobile'} banner`}
      listClassName="space-y-4"
      newItemApart
      renderCard={(card) => <CarouselCard {...card} device={device} />}
    />
  );
}

function CarouselCard({ device, ...card }: CardProps<Carousel> & { device: Device }) {
  const { item } = card;
  const ordered = useOrderedItem(BANNER, card, {
    mediaType: item?.mediaType ?? 'IMAGE',
    image: item?.image ?? '',
    poster: item?.poster ?? null,
    alt: item?.alt ?? '',
    buttonLink: item?.buttonLink ?? '/',
    targetDevice: device,
    status: item?.status ?? true,
    priority: item?.priority ?? 0,
    translations: translationsToForm('carouselItem', item?.translations),
  });
  const { form } = ordered;
  const { errors } = form.formState;
  const mediaType = form.watch('mediaType');
  return (
    <li className="grid gap-4 rounded-xl border border-brand-100 bg-white p-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]">
      <div>
        <MediaPreview
          file={form.watch('image')}
          video={mediaType === 'VIDEO'}
          poster={form.watch('poster')}
          size={CAROUSEL_PREVIEW[device]}
        />
      </div>
      <div>
        <ItemForm item={ordered} className="space-y-3">
          <SelectField label="Kind" {...form.register('mediaType')}>
            <option value="IMAGE">Image</option>
            <option value="VIDEO">Video (plays muted and looping)</option>
          </SelectField>
          {mediaType === 'VIDEO' ? (
            <>
              <FormImageUpload
                control={form.control}
                name="image"
                label="Video"
                accept="video"
                preview={false}
              />
              <Controller
                control={form.control}
                name="poster"
                render={({ field, fieldState }) => (
                  <ImageUpload
                    label="Poster (shown before it plays and to people who prefer less motion)"
                    value={field.value ?? null}
                    onChange={field.onChange}
                    error={fieldState.error?.message}
                  />
                )}
              />
            </>
          ) : (
            <TranslatedImage
              control={form.control}
              name="image"
              label="Image"
              englishPreview={false}
              previewClass={device === 'DESKTOP' ? 'aspect-[1920/720] w-48' : 'aspect-[750/900] w-24'}
            />
          )}
          {item?.translationState ? <TranslationBadge state={item.translationState} /> : null}
          <TranslatedField label="Description of the banner" {...translatedField(form, 'alt')} />
          <Field
            label="Link"
            hint="A page of the shop such as /category/hair, or an https address"
            required
            error={errors.buttonLink?.message}
            {...form.register('buttonLink')}
          />
        </ItemForm>
      </div>
    </li>
  );
}
