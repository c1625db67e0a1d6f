import { type InstagramReelInput, InstagramReelSchema } from '@shop/shared';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { Field } from '#app/components/ui/field.tsx';
import { adminApi, FormImageUpload } from '#app/features/admin/index.ts';
import { toastError, toastSuccess } from '#app/lib/toast.ts';
import { feedSummary, type InstagramFeedStatus } from './instagram-feed.ts';
import { MediaPreview } from './media-preview.tsx';
import { type CardProps, ItemForm, OrderedSection, orderedKind, useOrderedItem } from './ordered-items.tsx';
import type { Reel } from './types.ts';

const REEL = orderedKind(InstagramReelSchema, '/admin/instagramReels', 'reel');

/** The reels uploaded here, under how the Instagram feed stands. */
export function ReelsSection({ items, feed }: { items: Reel[]; feed: InstagramFeedStatus | null }) {
  return (
    <OrderedSection
      id="reels"
      title="Instagram reels"
      path={REEL.path}
      items={items}
      addLabel="Add a reel"
      listClassName="space-y-4"
      renderCard={(card) => <ReelCard {...card} />}
    >
      {feed ? <InstagramFeedPanel feed={feed} /> : null}
      {items.length === 0 ? (
        <p className="mb-4 text-sm text-stone-600">
          {feed?.configured
            ? 'No reels uploaded here. Uploaded reels show only while the Instagram feed has none stored.'
            : 'No reels: the home page shows no reels strip.'}
        </p>
      ) : null}
    </OrderedSection>
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

function ReelCard(card: CardProps<Reel>) {
  const { item } = card;
  const ordered = useOrderedItem(REEL, card, {
    video: item?.video ?? '',
    poster: item?.poster ?? '',
    permalink: item?.permalink ?? 'https://www.instagram.com/reel/',
    status: item?.status ?? true,
    priority: item?.priority ?? 0,
  } satisfies InstagramReelInput);
  const { form } = ordered;
  return (
    <li className="grid gap-4 rounded-xl border border-brand-100 bg-white p-4 md:grid-cols-[10rem_minmax(0,1fr)]">
      <MediaPreview
        file={form.watch('video')}
        video
        poster={form.watch('poster')}
        size="aspect-[9/16] w-40"
      />
      <ItemForm item={ordered} className="space-y-3">
        <FormImageUpload control={form.control} name="video" label="Video" accept="video" preview={false} />
        <FormImageUpload control={form.control} name="poster" label="Poster" previewClass="h-16 w-auto" />
        <Field
          label="Link to the reel"
          required
          error={form.formState.errors.permalink?.message}
          {...form.register('permalink')}
        />
      </ItemForm>
    </li>
  );
}
