import { uploadUrl } from '#app/lib/api.ts';

/**
 * An item's picture or video at the size the storefront gives it (`size`: its aspect and width), or an empty
 * frame of that size while there is none. A video plays muted and looping, as on the shop.
 */
export function MediaPreview({
  file,
  video = false,
  poster,
  size,
}: {
  file: string;
  video?: boolean;
  poster?: string | null | undefined;
  size: string;
}) {
  if (!file) return <div className={`rounded-lg bg-brand-50 ${size}`} />;
  const className = `rounded-lg bg-brand-50 object-cover ${size}`;
  return video ? (
    <video
      src={uploadUrl(file)}
      poster={poster ? uploadUrl(poster) : undefined}
      muted
      loop
      playsInline
      className={className}
    />
  ) : (
    <img src={uploadUrl(file)} alt="" className={className} />
  );
}
