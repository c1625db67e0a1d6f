import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CarouselItemInput,
  CarouselItemSchema,
  type InstagramReelInput,
  InstagramReelSchema,
  type PromotionTextInput,
  PromotionTextSchema,
  type ShowcaseSlotInput,
  ShowcaseSlotSchema,
  type TranslationState,
  type Translations,
  translationsToForm,
} from '@shop/shared';
import { useState } from 'react';
import {
  Controller,
  type DefaultValues,
  type FieldValues,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { useRevalidator } from 'react-router';
import type { z } from 'zod';
import { Button } from '#app/components/ui/button.tsx';
import { Field, SelectField } from '#app/components/ui/field.tsx';
import {
  AdminLoadError,
  AdminPageHeader,
  adminApi,
  adminGet,
  FormImageUpload,
  ImageUpload,
  saveForm,
  TranslatedField,
  TranslatedImage,
  TranslationBadge,
  translatedField,
  useConfirm,
} from '#app/features/admin/index.ts';
import { feedSummary, type InstagramFeedStatus } from '#app/features/admin/instagram-feed.ts';
import { uploadUrl } from '#app/lib/api.ts';
import { useRenderedResolver } from '#app/lib/form-resolver.ts';
import { toastError, toastSuccess } from '#app/lib/toast.ts';
import type { Route } from './+types/home-content';

// docs/admin.md#home-content: everything the home page and header show, section by section, each item with a
// preview at the size the storefront gives it.

interface Ordered {
  _id: string;
  status: boolean;
  priority: number;
  translationState?: TranslationState;
}
type Carousel = Ordered &
  Required<Omit<CarouselItemInput, 'status' | 'priority' | 'poster'>> & { poster: string | null };
type Promotion = Ordered & {
  title: string;
  link: string | null;
  location: 'header' | 'cart';
  translations: Translations;
};
type Reel = Ordered & { video: string; poster: string; permalink: string };
type Slot = {
  _id: string;
  position: number;
  image: string;
  title: string;
  buttonLink: string;
  translations: Translations;
  translationState?: TranslationState;
};

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const [carousels, showcase, promotions, reels, instagramFeed] = await Promise.all([
    adminGet<Carousel[]>('/admin/carousels?limit=0', request),
    adminGet<Slot[]>('/admin/categoryShowcase', request),
    adminGet<Promotion[]>('/admin/promotionTexts?limit=0', request),
    adminGet<Reel[]>('/admin/instagramReels?limit=0', request),
    adminGet<InstagramFeedStatus>('/admin/instagramFeed', request),
  ]);
  const failed = [carousels, showcase, promotions, reels, instagramFeed].find((res) => res.status !== 200);
  return {
    error: failed ? failed.message : null,
    carousels: carousels.body ?? [],
    showcase: showcase.body ?? [],
    promotions: promotions.body ?? [],
    reels: reels.body ?? [],
    instagramFeed: instagramFeed.body ?? null,
  };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <p className="text-stone-600">Loading…</p>;
}

export default function HomeContent({ loaderData }: Route.ComponentProps) {
  const { error, carousels, showcase, promotions, reels, instagramFeed } = loaderData;
  return (
    <>
      <AdminPageHeader
        title="Home page"
        description="Banners, the four showcase tiles, the header and cart messages and the reels strip. Changes show on the shop at once."
      />
      {error ? <AdminLoadError message={error} /> : null}
      <nav aria-label="Sections" className="mb-8 flex flex-wrap gap-3 text-sm">
        {[
          ['desktop-carousel', 'Desktop carousel'],
          ['mobile-carousel', 'Mobile carousel'],
          ['showcase', 'Showcase'],
          ['header-texts', 'Header texts'],
          ['cart-texts', 'Cart texts'],
          ['reels', 'Reels'],
        ].map(([id, label]) => (
          <a key={id} href={`#${id}`} className="text-brand-800 underline underline-offset-4">
            {label}
          </a>
        ))}
      </nav>
      <CarouselSection id="desktop-carousel" device="DESKTOP" items={carousels} />
      <CarouselSection id="mobile-carousel" device="MOBILE" items={carousels} />
      <ShowcaseSection slots={showcase} />
      <PromotionSection id="header-texts" location="header" items={promotions} />
      <PromotionSection id="cart-texts" location="cart" items={promotions} />
      <ReelsSection items={reels} feed={instagramFeed} />
    </>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} id={id} className="mb-12 scroll-mt-6">
      <h2 id={`${id}-title`} className="mb-4 text-xl text-brand-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * The ↑ ↓ buttons of one item of an ordered list. A move saves the new order by numbering the list again in
 * tens, changing only items whose number moved.
 */
function useMoveButtons(path: string) {
  const { revalidate } = useRevalidator();
  const move = async (items: Ordered[], index: number, step: -1 | 1) => {
    const order = [...items];
    const [moved] = order.splice(index, 1);
    if (!moved) return;
    order.splice(index + step, 0, moved);
    for (const [position, item] of order.entries()) {
      const priority = (position + 1) * 10;
      if (item.priority === priority) continue;
      const res = await adminApi.update(`${path}/${item._id}`, { priority });
      if (res?.status !== 200) {
        toastError(res?.message ?? 'The new order could not be saved.');
        break;
      }
    }
    await revalidate();
  };
  return (items: Ordered[], index: number) => (
    <MoveButtons index={index} count={items.length} onMove={(step) => void move(items, index, step)} />
  );
}

function MoveButtons({
  index,
  count,
  onMove,
}: {
  index: number;
  count: number;
  onMove: (step: -1 | 1) => void;
}) {
  return (
    <div className="flex gap-1">
      <Button
        variant="outline"
        size="sm"
        disabled={index === 0}
        onClick={() => onMove(-1)}
        aria-label="Move up"
      >
        ↑
      </Button>
      <Button
        variant="outline"
        size="sm"
        disabled={index === count - 1}
        onClick={() => onMove(1)}
        aria-label="Move down"
      >
        ↓
      </Button>
    </div>
  );
}

/** One item's form: POST when new, PATCH when stored; the server's field errors land on the fields. */
function useItemForm<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  path: string,
  id: string | null,
  defaultValues: DefaultValues<Input>,
  onSaved: () => void,
) {
  const { revalidate } = useRevalidator();
  const form = useForm<Input, unknown, Output>({
    // biome-ignore lint/suspicious/noExplicitAny: one form hook serves four schemas
    resolver: useRenderedResolver(zodResolver(schema as any)),
    mode: 'onTouched',
    defaultValues,
  });
  const submit = form.handleSubmit(async (values) => {
    if (!(await saveForm(path, id, values, form.setError))) return;
    if (!id) form.reset(defaultValues);
    onSaved();
    await revalidate();
  });
  return { form, submit };
}

function useDelete(path: string, what: string) {
  const { confirm, dialog } = useConfirm();
  const { revalidate } = useRevalidator();
  const remove = async (id: string) => {
    if (
      !(await confirm({
        title: `Delete this ${what}?`,
        body: 'Shoppers stop seeing it at once.',
        action: 'Delete',
      }))
    )
      return;
    const res = await adminApi.remove(`${path}/${id}`);
    if (res?.status === 200) toastSuccess(res.message);
    else toastError(res?.message ?? 'It could not be deleted.');
    await revalidate();
  };
  return { remove, dialog };
}

function StatusAndPriority<T extends FieldValues>({ form }: { form: UseFormReturn<T> }) {
  const register = form.register as unknown as UseFormReturn<{
    status: boolean;
    priority: number;
  }>['register'];
  const errors = form.formState.errors as Record<string, { message?: string } | undefined>;
  return (
    <div className="flex flex-wrap items-end gap-4">
      <label className="flex items-center gap-2 text-sm text-stone-800">
        <input type="checkbox" {...register('status')} className="h-4 w-4" />
        Shown on the shop
      </label>
      <Field
        label="Order (lower first)"
        type="number"
        min={0}
        className="w-36"
        error={errors.priority?.message}
        {...register('priority', { valueAsNumber: true })}
      />
    </div>
  );
}

/** Save (Add for a new item), then Delete for a saved item or Cancel for a new one, then the move buttons. */
function ItemActions({
  saving,
  onRemove,
  onCancel,
  move,
}: {
  saving: boolean;
  /** Absent for an item not saved yet. */
  onRemove: (() => void) | undefined;
  onCancel: () => void;
  move: React.ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button type="submit" size="sm" busy={saving}>
        {onRemove ? 'Save' : 'Add'}
      </Button>
      {onRemove ? (
        <Button variant="danger" size="sm" onClick={onRemove}>
          Delete
        </Button>
      ) : (
        <Button variant="ghost" size="sm" onClick={onCancel}>
          Cancel
        </Button>
      )}
      {move}
    </div>
  );
}

function ItemCard({ preview, children }: { preview: React.ReactNode; children: React.ReactNode }) {
  return (
    <li className="grid gap-4 rounded-xl border border-brand-100 bg-white p-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]">
      <div>{preview}</div>
      <div>{children}</div>
    </li>
  );
}

// Carousels

const CAROUSEL_PREVIEW = {
  DESKTOP: 'aspect-[1920/720] w-full',
  MOBILE: 'aspect-[750/900] w-[375px] max-w-full',
} as const;

function CarouselSection({
  id,
  device,
  items,
}: {
  id: string;
  device: 'DESKTOP' | 'MOBILE';
  items: Carousel[];
}) {
  const mine = items.filter((item) => item.targetDevice === device);
  const moveButtons = useMoveButtons('/admin/carousels');
  const [adding, setAdding] = useState(false);
  return (
    <Section id={id} title={device === 'DESKTOP' ? 'Desktop carousel' : 'Mobile carousel'}>
      <ul className="space-y-4">
        {mine.map((item, index) => (
          <CarouselCard key={item._id} item={item} device={device} move={moveButtons(mine, index)} />
        ))}
      </ul>
      {adding ? (
        <ul className="mt-4">
          <CarouselCard item={null} device={device} onDone={() => setAdding(false)} />
        </ul>
      ) : (
        <Button variant="secondary" size="sm" className="mt-4" onClick={() => setAdding(true)}>
          Add a {device === 'DESKTOP' ? 'desktop' : 'mobile'} banner
        </Button>
      )}
    </Section>
  );
}

function CarouselCard({
  item,
  device,
  move,
  onDone = () => {},
}: {
  item: Carousel | null;
  device: 'DESKTOP' | 'MOBILE';
  move?: React.ReactNode;
  onDone?: () => void;
}) {
  const { form, submit } = useItemForm(
    CarouselItemSchema,
    '/admin/carousels',
    item?._id ?? null,
    {
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
  );
  const { remove, dialog } = useDelete('/admin/carousels', 'banner');
  const { errors } = form.formState;
  const mediaType = form.watch('mediaType');
  const image = form.watch('image');
  const poster = form.watch('poster');
  const preview = image ? (
    mediaType === 'VIDEO' ? (
      <video
        src={uploadUrl(image)}
        poster={poster ? uploadUrl(poster) : undefined}
        muted
        loop
        playsInline
        className={`rounded-lg bg-brand-50 object-cover ${CAROUSEL_PREVIEW[device]}`}
      />
    ) : (
      <img
        src={uploadUrl(image)}
        alt=""
        className={`rounded-lg bg-brand-50 object-cover ${CAROUSEL_PREVIEW[device]}`}
      />
    )
  ) : (
    <div className={`rounded-lg bg-brand-50 ${CAROUSEL_PREVIEW[device]}`} />
  );
  return (
    <ItemCard preview={preview}>
      <form onSubmit={submit} noValidate className="space-y-3">
        <SelectField label="Kind" {...form.register('mediaType')}>
          <option value="IMAGE">Image</option>
          <option value="VIDEO">Video (plays muted and looping)</option>
        </SelectField>
        {mediaType === 'VIDEO' ? (
          <FormImageUpload control={form.control} name="image" label="Video" accept="video" preview={false} />
        ) : (
          <TranslatedImage
            control={form.control}
            name="image"
            label="Image"
            englishPreview={false}
            previewClass={device === 'DESKTOP' ? 'aspect-[1920/720] w-48' : 'aspect-[750/900] w-24'}
          />
        )}
        {mediaType === 'VIDEO' ? (
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
        ) : null}
        {item?.translationState ? <TranslationBadge state={item.translationState} /> : null}
        <TranslatedField label="Description of the banner" {...translatedField(form, 'alt')} />
        <Field
          label="Link"
          hint="A page of the shop such as /category/hair, or an https address"
          required
          error={errors.buttonLink?.message}
          {...form.register('buttonLink')}
        />
        <StatusAndPriority form={form} />
        <ItemActions
          saving={form.formState.isSubmitting}
          onRemove={item ? () => void remove(item._id) : undefined}
          onCancel={onDone}
          move={move}
        />
      </form>
      {dialog}
    </ItemCard>
  );
}

// Showcase

function ShowcaseSection({ slots }: { slots: Slot[] }) {
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
  const image = form.watch('image');
  return (
    <li className="rounded-xl border border-brand-100 bg-white p-4">
      <h3 className="mb-3 flex flex-wrap items-center gap-2 font-semibold text-brand-900">
        Tile {position}
        {slot?.translationState ? <TranslationBadge state={slot.translationState} /> : null}
      </h3>
      <div className="grid grid-cols-[8rem_minmax(0,1fr)] gap-4">
        {image ? (
          <img
            src={uploadUrl(image)}
            alt=""
            className="aspect-[4/5] w-32 rounded-lg bg-brand-50 object-cover"
          />
        ) : (
          <div className="aspect-[4/5] w-32 rounded-lg bg-brand-50" />
        )}
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

// Promotion texts

function PromotionSection({
  id,
  location,
  items,
}: {
  id: string;
  location: 'header' | 'cart';
  items: Promotion[];
}) {
  const mine = items.filter((item) => item.location === location);
  const moveButtons = useMoveButtons('/admin/promotionTexts');
  const [adding, setAdding] = useState(false);
  return (
    <Section id={id} title={location === 'header' ? 'Header promotion texts' : 'Cart promotion texts'}>
      <ul className="space-y-3">
        {mine.map((item, index) => (
          <PromotionCard key={item._id} item={item} location={location} move={moveButtons(mine, index)} />
        ))}
        {adding ? <PromotionCard item={null} location={location} onDone={() => setAdding(false)} /> : null}
      </ul>
      {adding ? null : (
        <Button variant="secondary" size="sm" className="mt-4" onClick={() => setAdding(true)}>
          Add a {location} text
        </Button>
      )}
    </Section>
  );
}

function PromotionCard({
  item,
  location,
  move,
  onDone = () => {},
}: {
  item: Promotion | null;
  location: 'header' | 'cart';
  move?: React.ReactNode;
  onDone?: () => void;
}) {
  const { form, submit } = useItemForm(
    PromotionTextSchema,
    '/admin/promotionTexts',
    item?._id ?? null,
    {
      title: item?.title ?? '',
      link: item?.link ?? null,
      location,
      status: item?.status ?? true,
      priority: item?.priority ?? 0,
      translations: translationsToForm('promotionText', item?.translations),
    } satisfies PromotionTextInput,
    onDone,
  );
  const { remove, dialog } = useDelete('/admin/promotionTexts', 'text');
  const { errors } = form.formState;
  return (
    <li className="rounded-xl border border-brand-100 bg-white p-4">
      <p className="mb-3 rounded-lg bg-brand-900 px-3 py-2 text-center text-sm text-white">
        {form.watch('title') || 'Preview'}
      </p>
      {item?.translationState ? <TranslationBadge state={item.translationState} /> : null}
      <form onSubmit={submit} noValidate className="mt-3 space-y-3">
        <TranslatedField label="Text" required {...translatedField(form, 'title')} />
        <div className="grid gap-3 md:grid-cols-2">
          <Field
            label="Link (optional)"
            error={errors.link?.message}
            {...form.register('link', { setValueAs: (value: string | null) => (value ? value : null) })}
          />
        </div>
        <StatusAndPriority form={form} />
        <ItemActions
          saving={form.formState.isSubmitting}
          onRemove={item ? () => void remove(item._id) : undefined}
          onCancel={onDone}
          move={move}
        />
      </form>
      {dialog}
    </li>
  );
}

// Reels

function ReelsSection({ items, feed }: { items: Reel[]; feed: InstagramFeedStatus | null }) {
  const moveButtons = useMoveButtons('/admin/instagramReels');
  const [adding, setAdding] = useState(false);
  return (
    <Section id="reels" title="Instagram reels">
      {feed ? <InstagramFeedPanel feed={feed} /> : null}
      {items.length === 0 ? (
        <p className="mb-4 text-sm text-stone-600">
          {feed?.configured
            ? 'No reels uploaded here. Uploaded reels show only while the Instagram feed has none stored.'
            : 'No reels: the home page shows no reels strip.'}
        </p>
      ) : null}
      <ul className="space-y-4">
        {items.map((item, index) => (
          <ReelCard key={item._id} item={item} move={moveButtons(items, index)} />
        ))}
        {adding ? <ReelCard item={null} onDone={() => setAdding(false)} /> : null}
      </ul>
      {adding ? null : (
        <Button variant="secondary" size="sm" className="mt-4" onClick={() => setAdding(true)}>
          Add a reel
        </Button>
      )}
    </Section>
  );
}

/** Whether the strip shows the Instagram account's reels or those uploaded here, and how the last refresh went. */
function InstagramFeedPanel({ feed }: { feed: InstagramFeedStatus }) {
  const revalidator = useRevalidator();
  const [asking, setAsking] = useState(false);
  const summary = feedSummary(feed);
  const refresh = async () => {
    setAsking(true);
    const res = await adminApi.create<null>('/admin/instagramFeed/refresh', {});
    setAsking(false);
    if (res?.status === 200) {
      toastSuccess(res.message);
      void revalidator.revalidate();
    } else toastError(res?.message ?? 'The shop could not be reached. Check your connection and try again.');
  };
  const tones = {
    ok: 'border-brand-200 bg-brand-50 text-brand-900',
    warning: 'border-amber-300 bg-amber-50 text-amber-950',
    off: 'border-stone-200 bg-stone-50 text-stone-700',
  } as const;
  return (
    <div
      role={summary.tone === 'warning' ? 'alert' : 'status'}
      className={`mb-6 flex flex-col gap-3 rounded-xl border p-4 text-sm sm:flex-row sm:items-center sm:justify-between ${tones[summary.tone]}`}
    >
      <p>{summary.text}</p>
      {feed.configured ? (
        <Button
          variant="secondary"
          size="sm"
          className="shrink-0 self-start whitespace-nowrap sm:self-center"
          onClick={() => void refresh()}
          disabled={asking}
        >
          {asking ? 'Asking…' : 'Refresh now'}
        </Button>
      ) : null}
    </div>
  );
}

function ReelCard({
  item,
  move,
  onDone = () => {},
}: {
  item: Reel | null;
  move?: React.ReactNode;
  onDone?: () => void;
}) {
  const { form, submit } = useItemForm(
    InstagramReelSchema,
    '/admin/instagramReels',
    item?._id ?? null,
    {
      video: item?.video ?? '',
      poster: item?.poster ?? '',
      permalink: item?.permalink ?? 'https://www.instagram.com/reel/',
      status: item?.status ?? true,
      priority: item?.priority ?? 0,
    } satisfies InstagramReelInput,
    onDone,
  );
  const { remove, dialog } = useDelete('/admin/instagramReels', 'reel');
  const { errors } = form.formState;
  const video = form.watch('video');
  const poster = form.watch('poster');
  return (
    <li className="grid gap-4 rounded-xl border border-brand-100 bg-white p-4 md:grid-cols-[10rem_minmax(0,1fr)]">
      {video ? (
        <video
          src={uploadUrl(video)}
          poster={poster ? uploadUrl(poster) : undefined}
          muted
          loop
          playsInline
          className="aspect-[9/16] w-40 rounded-lg bg-brand-50 object-cover"
        />
      ) : (
        <div className="aspect-[9/16] w-40 rounded-lg bg-brand-50" />
      )}
      <form onSubmit={submit} noValidate className="space-y-3">
        <FormImageUpload control={form.control} name="video" label="Video" accept="video" preview={false} />
        <FormImageUpload control={form.control} name="poster" label="Poster" previewClass="h-16 w-auto" />
        <Field
          label="Link to the reel"
          required
          error={errors.permalink?.message}
          {...form.register('permalink')}
        />
        <StatusAndPriority form={form} />
        <ItemActions
          saving={form.formState.isSubmitting}
          onRemove={item ? () => void remove(item._id) : undefined}
          onCancel={onDone}
          move={move}
        />
      </form>
      {dialog}
    </li>
  );
}
