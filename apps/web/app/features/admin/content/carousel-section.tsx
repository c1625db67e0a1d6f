import { type CarouselItemInput, CarouselItemSchema, translationsToForm } from '@shop/shared';
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
import { uploadUrl } from '#app/lib/api.ts';
import { type Ordered, OrderedItemForm, OrderedSection, useOrderedItem } from './ordered-items.tsx';

export type Carousel = Ordered &
  Required<Omit<CarouselItemInput, 'status' | 'priority' | 'poster'>> & { poster: string | null };

type Device = 'DESKTOP' | 'MOBILE';

const PATH = '/admin/carousels';

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
      path={PATH}
      items={items.filter((item) => item.targetDevice === device)}
      addLabel={`Add a ${device === 'DESKTOP' ? 'desktop' : 'mobile'} banner`}
      listClassName="space-y-4"
      newItemApart
      renderItem={(item, move) => <CarouselCard key={item._id} item={item} device={device} move={move} />}
      renderNew={(onDone) => <CarouselCard item={null} device={device} onDone={onDone} />}
    />
  );
}

function CarouselCard({
  item,
  device,
  move,
  onDone = () => {},
}: {
  item: Carousel | null;
  device: Device;
  move?: React.ReactNode;
  onDone?: () => void;
}) {
  const ordered = useOrderedItem({
    schema: CarouselItemSchema,
    path: PATH,
    what: 'banner',
    item,
    defaultValues: {
      mediaType: item?.mediaType ?? 'IMAGE',
      image: item?.image ?? '',
      poster: item?.poster ?? null,
      alt: item?.alt ?? '',
      buttonLink: item?.buttonLink ?? '/',
      targetDevice: device,
      status: item?.status ?? true,
      priority: item?.priority ?? 0,
      translations: translationsToForm('carouselItem', item?.translations),
    },
    onDone,
  });
  const { form } = ordered;
  const { errors } = form.formState;
  const mediaType = form.watch('mediaType');
  return (
    <li className="grid gap-4 rounded-xl border border-brand-100 bg-white p-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]">
      <div>
        <CarouselPreview
          mediaType={mediaType}
          image={form.watch('image')}
          poster={form.watch('poster')}
          device={device}
        />
      </div>
      <div>
        <OrderedItemForm item={ordered} className="space-y-3" move={move} onDone={onDone}>
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
        </OrderedItemForm>
      </div>
    </li>
  );
}

/** The banner at the size the storefront gives it: the picture, the video with its poster, or an empty frame. */
function CarouselPreview({
  mediaType,
  image,
  poster,
  device,
}: {
  mediaType: CarouselItemInput['mediaType'];
  image: string;
  poster: string | null | undefined;
  device: Device;
}) {
  const className = `rounded-lg bg-brand-50 object-cover ${CAROUSEL_PREVIEW[device]}`;
  if (!image) return <div className={`rounded-lg bg-brand-50 ${CAROUSEL_PREVIEW[device]}`} />;
  return mediaType === 'VIDEO' ? (
    <video
      src={uploadUrl(image)}
      poster={poster ? uploadUrl(poster) : undefined}
      muted
      loop
      playsInline
      className={className}
    />
  ) : (
    <img src={uploadUrl(image)} alt="" className={className} />
  );
}
