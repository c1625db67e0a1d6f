import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { BellIcon } from '#app/components/icons.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { useLocalize, useT } from '#app/i18n/i18n.ts';
import { del, get, post } from '#app/lib/api.ts';
import { useSession } from '#app/lib/session/use-session.ts';

/**
 * "Notify me when it's back" under an out-of-stock size (docs/back-in-stock.md): a guest goes to log in and comes
 * back to the product; a shopper waits for the size, sees that they wait, and may stop. The number told is the
 * account's.
 */
export function BackInStock({
  productId,
  slug,
  sizeId,
  sizeTitle,
}: {
  productId: string;
  slug: string;
  sizeId: string;
  sizeTitle: string;
}) {
  const [{ token }] = useSession();
  const navigate = useNavigate();
  const localize = useLocalize();
  const { t } = useT('product', { keyPrefix: 'backInStock' });
  // The sizes of this product the shopper waits for; unknown until asked, and for a guest.
  const [waiting, setWaiting] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!token) {
      setWaiting(new Set());
      return;
    }
    const controller = new AbortController();
    void get<{ sizeIds: string[] }>(`/products/${productId}/stock-alerts`, {
      signal: controller.signal,
      quiet: true,
    }).then((res) => {
      if (res?.status === 200 && res.body) setWaiting(new Set(res.body.sizeIds));
    });
    return () => controller.abort();
  }, [token, productId]);

  // A message about one size is not about the next one chosen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: cleared when the size changes
  useEffect(() => setError(null), [sizeId]);

  const toLogin = () => navigate(localize(`/login?next=${encodeURIComponent(`/product/${slug}`)}`));

  const change = async (wait: boolean) => {
    if (!token) {
      toLogin();
      return;
    }
    setBusy(true);
    setError(null);
    const res = wait
      ? await post<{ sizeId: string }>(`/products/${productId}/stock-alerts`, { sizeId })
      : await del<{ sizeId: string }>(`/products/${productId}/stock-alerts/${sizeId}`);
    setBusy(false);
    if (!res) {
      setError(t('failed'));
      return;
    }
    if (res.status === 401) {
      toLogin();
      return;
    }
    if (res.status !== 200) {
      setError(res.message || t('failed'));
      return;
    }
    setWaiting((sizes) => {
      const next = new Set(sizes);
      if (wait) next.add(sizeId);
      else next.delete(sizeId);
      return next;
    });
  };

  const isWaiting = waiting.has(sizeId);
  return (
    <div className="flex flex-col gap-2 rounded-2xl border border-brand-100 bg-white p-4">
      <div aria-live="polite">
        {isWaiting ? (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="flex items-center gap-2 font-medium text-brand-900">
              <BellIcon className="h-5 w-5 shrink-0 text-brand-700" />
              {t('waiting')}
            </p>
            <Button variant="secondary" size="sm" busy={busy} onClick={() => void change(false)}>
              {t('stop')}
            </Button>
          </div>
        ) : (
          <Button variant="outline" busy={busy} onClick={() => void change(true)} className="w-full py-2.5">
            <BellIcon className="h-5 w-5 shrink-0" />
            {t('notifyMe')}
          </Button>
        )}
      </div>
      {isWaiting ? null : <p className="text-xs text-stone-600">{t('hint', { size: sizeTitle })}</p>}
      {error ? (
        <p role="alert" className="text-sm text-clay-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
