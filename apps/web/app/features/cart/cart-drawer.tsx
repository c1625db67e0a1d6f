import { cartTotals, formatINR, MAX_LINE_QUANTITY, truncateName } from '@shop/shared';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { Dialog, DialogCloseButton } from '#app/components/dialog.tsx';
import { MinusIcon, PlusIcon, TrashIcon } from '#app/components/icons.tsx';
import { Price } from '#app/components/price.tsx';
import { Button, ButtonLink } from '#app/components/ui/button.tsx';
import { Thumbnail } from '#app/components/ui/thumbnail.tsx';
import { PaymentFailure, useCheckout, WhatsappOfferBoxes } from '#app/features/checkout/index.ts';
import { CodFeeLine, PaymentChoiceField, payableTotals, useCodOffer } from '#app/features/cod/index.ts';
import { DeliveryEstimate } from '#app/features/delivery-estimate/index.ts';
import { useLanguage, useLocalize, useT } from '#app/i18n/i18n.ts';
import { Link } from '#app/i18n/link.tsx';
import { useLayoutData } from '#app/lib/layout-data.ts';
import type { CartItem } from '#app/lib/session/session-store.ts';
import { useSession } from '#app/lib/session/use-session.ts';
import { cartCount, removeFromCart, setQuantity } from './cart-actions.ts';
import { DeliveryLine } from './delivery-charge.tsx';
import { lineLabel } from './quantity-stepper.tsx';

/** docs/product.md#cart-drawer: mounted while open, so it slides in each time. */
export function CartDrawer() {
  const [session, dispatch] = useSession();
  const { cartPromotions, deliveryTerms } = useLayoutData();
  const { checkout, busy, failure, whatsapp } = useCheckout('drawer');
  const titleId = useId();
  const { t } = useT(['cart', 'cod']);
  const language = useLanguage();
  const localize = useLocalize();
  const navigate = useNavigate();
  const { cart } = session;
  const totals = cartTotals(cart);
  const offer = useCodOffer(totals.total);
  const cod = offer.choice === 'cod';
  const { total } = payableTotals(deliveryTerms, totals.total, offer.choice, offer.feePaise);
  const close = () => dispatch({ type: 'TOGGLE_CART', payload: { shouldCartOpen: false } });
  const continueCod = () => {
    close();
    navigate(localize('/checkout/cod'));
  };
  const update = (next: CartItem[]) => dispatch({ type: 'UPDATE_STATE', payload: { cart: next } });
  const promotion = cartPromotions[0];

  return (
    <Dialog
      open
      onClose={close}
      labelledBy={titleId}
      className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-full max-w-md animate-[slide-in_300ms_ease-out] bg-white p-0 shadow-2xl backdrop:bg-brand-950/50"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between border-b border-brand-100 px-5 py-4">
          <h2 id={titleId} className="font-sans text-lg font-semibold tracking-wide">
            {t('drawer.title', { count: cartCount(session) })}
          </h2>
          <DialogCloseButton onClick={close} label={t('drawer.close')} />
        </div>
        {promotion ? (
          <p className="bg-clay-50 px-5 py-2.5 text-center text-sm font-medium text-clay-700">
            {promotion.link ? (
              <Link to={promotion.link} onClick={close} className="hover:underline">
                {promotion.title}
              </Link>
            ) : (
              promotion.title
            )}
          </p>
        ) : null}
        {cart.length === 0 ? (
          <div className="flex flex-1 flex-col items-center justify-center gap-4 px-6 text-center">
            <p className="font-serif text-2xl text-brand-900">{t('empty.title')}</p>
            <p className="text-sm text-stone-600">{t('empty.drawerText')}</p>
            <ButtonLink to="/top-selling-products" onClick={close} className="text-sm">
              {t('empty.shopBestSellers')}
            </ButtonLink>
          </div>
        ) : (
          <>
            {/* Lines and totals scroll together, so a phone always shows a line however long the totals grow (the
                way to pay, the WhatsApp boxes); a declined payment and the button to pay stay pinned below. */}
            <div className="flex min-h-0 flex-1 flex-col overflow-y-auto">
              <ul className="divide-y divide-brand-100 px-5">
                {cart.map((item) => (
                  <li key={`${item._id}-${item.size._id}`} className="flex gap-4 py-4">
                    <Thumbnail file={item.image} size={80} className="h-20 w-20" />
                    <div className="flex min-w-0 flex-1 flex-col gap-1">
                      <Link
                        to={`/product/${item.slug}`}
                        onClick={close}
                        className="text-sm font-medium hover:text-brand-700"
                      >
                        {truncateName(item.name, 40)}
                      </Link>
                      <span className="text-xs text-stone-500">{item.size.title}</span>
                      <Price mrp={item.mrp} salePrice={item.salePrice} size="sm" />
                      <div className="mt-1 flex items-center justify-between">
                        <fieldset className="m-0 flex items-center rounded-full border border-brand-200 p-0">
                          <legend className="sr-only">{t('line.quantityOf', { name: item.name })}</legend>
                          <button
                            type="button"
                            className="p-2 hover:text-brand-700"
                            aria-label={t('line.decrease', { name: lineLabel(item) })}
                            onClick={() =>
                              update(setQuantity(cart, item, item.quantity - 1, { removeAtZero: true }))
                            }
                          >
                            <MinusIcon className="h-4 w-4" />
                          </button>
                          <span className="w-8 text-center text-sm tabular-nums" aria-live="polite">
                            {item.quantity}
                          </span>
                          <button
                            type="button"
                            className="p-2 hover:text-brand-700 disabled:opacity-40"
                            aria-label={t('line.increase', { name: lineLabel(item) })}
                            disabled={item.quantity >= MAX_LINE_QUANTITY}
                            onClick={() =>
                              update(setQuantity(cart, item, item.quantity + 1, { removeAtZero: true }))
                            }
                          >
                            <PlusIcon className="h-4 w-4" />
                          </button>
                        </fieldset>
                        <button
                          type="button"
                          className="rounded-full p-2 text-stone-500 hover:bg-red-50 hover:text-red-700"
                          aria-label={t('line.removeLine', { name: lineLabel(item) })}
                          onClick={() => update(removeFromCart(cart, item))}
                        >
                          <TrashIcon className="h-5 w-5" />
                        </button>
                      </div>
                    </div>
                  </li>
                ))}
              </ul>
              <div className="mt-auto border-t border-brand-100 px-5 py-4">
                {totals.saving > 0 ? (
                  <p className="flex justify-between text-sm font-medium text-brand-700">
                    <span>{t('summary.youSaved')}</span>
                    <span>{formatINR(totals.saving, language)}</span>
                  </p>
                ) : null}
                <p className="mt-1 flex justify-between text-base font-semibold">
                  <span>{t('summary.subtotal')}</span>
                  <span>{formatINR(totals.total, language)}</span>
                </p>
                <dl>
                  <DeliveryLine goodsPaise={totals.total} payment={cod ? 'COD' : 'PREPAID'} compact />
                  <CodFeeLine offer={offer} compact />
                </dl>
                <p className="mt-1 text-xs text-stone-500">{t('summary.taxesIncluded')}</p>
                <DeliveryEstimate className="mt-3 border-t border-brand-100 pt-3" />
                <PaymentChoiceField offer={offer} compact />
                {whatsapp && !cod ? (
                  <div className="mt-3 border-t border-brand-100 pt-3">
                    <WhatsappOfferBoxes offer={whatsapp} compact />
                  </div>
                ) : null}
              </div>
            </div>
            <div className="border-t border-brand-100 px-5 pt-3 pb-4">
              {failure ? <PaymentFailure lines={failure} className="mb-3" /> : null}
              <Button
                size="lg"
                busy={busy}
                className="w-full disabled:opacity-70"
                onClick={cod ? continueCod : () => checkout(cart)}
              >
                {busy
                  ? t('summary.pleaseWait')
                  : cod
                    ? t('cod:choice.continueCod')
                    : t('drawer.confirmOrder', { total: formatINR(total, language) })}
              </Button>
              <Link
                to="/cart"
                onClick={close}
                className="mt-3 block text-center text-sm text-brand-800 underline-offset-4 hover:underline"
              >
                {t('drawer.viewCart')}
              </Link>
            </div>
          </>
        )}
      </div>
    </Dialog>
  );
}
