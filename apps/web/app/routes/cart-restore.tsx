import type { CartView } from '@shop/shared';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button, ButtonLink } from '#app/components/ui/button.tsx';
import { withRestored } from '#app/features/cart/cart-server.ts';
import { metaT, useLanguage, useLocalize, useT } from '#app/i18n/i18n.ts';
import { get } from '#app/lib/api.ts';
import { privatePageMeta } from '#app/lib/seo.ts';
import { sessionStore } from '#app/lib/session/session-store.ts';
import { toastSuccess } from '#app/lib/toast.ts';
import type { Route } from './+types/cart-restore';

export const meta: Route.MetaFunction = ({ matches }) =>
  privatePageMeta(metaT(matches, 'cart')('restore.title'));

type Outcome = { kind: 'invalid'; message: string } | { kind: 'failed' };

/**
 * /cart/restore?token=… (docs/carts.md#the-restore-link): a reminder's link. The signed token names the cart, so
 * no login is needed to see it; its lines go into this browser's cart and the cart page opens, where paying asks
 * for a login as always.
 */
export default function CartRestore() {
  const { t } = useT('cart', { keyPrefix: 'restore' });
  const language = useLanguage();
  const localize = useLocalize();
  const navigate = useNavigate();
  // Read by hand rather than with useSearchParams, as /cod/confirm does (framework chunk size).
  const { search } = useLocation();
  const token = new URLSearchParams(search).get('token')?.trim() ?? '';
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  // Asked once per token: the page's helpers are new on each render, and a link asked again on each render would
  // ask for ever. An answer that comes after the page was left is dropped.
  const asked = useRef<string | null>(null);
  const left = useRef(false);
  useEffect(
    () => () => {
      left.current = true;
    },
    [],
  );
  useEffect(() => {
    if (!token || asked.current === token) return;
    asked.current = token;
    const stale = () => left.current || asked.current !== token;
    void (async () => {
      const res = await get<CartView>(`/cart/restore?token=${encodeURIComponent(token)}`, {
        token: null,
        quiet: true,
      });
      if (stale()) return;
      if (res?.status === 200 && res.body) {
        const { cart, bundleCart, leftOut } = withRestored(
          sessionStore.getSnapshot(),
          res.body.lines,
          language,
        );
        sessionStore.dispatch({ type: 'UPDATE_STATE', payload: { cart, bundleCart } });
        if (leftOut > 0) toastSuccess(t('leftOut'));
        navigate(localize(cart.length === 0 && bundleCart.length > 0 ? '/build-your-bundle' : '/cart'), {
          replace: true,
        });
      } else if (res && res.status >= 400 && res.status < 500) {
        setOutcome({ kind: 'invalid', message: res.message });
      } else setOutcome({ kind: 'failed' });
    })();
  }, [token, language, localize, navigate, t]);

  let body: React.ReactNode;
  if (!token || outcome?.kind === 'invalid') {
    body = (
      <>
        <h1 className="text-3xl text-brand-900 sm:text-4xl">{t('invalidHeading')}</h1>
        <p className="mt-4 text-stone-700">{outcome?.kind === 'invalid' ? outcome.message : t('noToken')}</p>
        <ButtonLink to="/" variant="secondary" className="mt-8">
          {t('startShopping')}
        </ButtonLink>
      </>
    );
  } else if (outcome?.kind === 'failed') {
    body = (
      <>
        <p className="text-stone-700">{t('failed')}</p>
        <Button className="mt-6" onClick={() => window.location.reload()}>
          {t('tryAgain')}
        </Button>
      </>
    );
  } else {
    body = (
      <p className="text-stone-700" role="status">
        {t('loading')}
      </p>
    );
  }
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 pt-10 pb-16 sm:px-6">
      {body}
    </main>
  );
}
