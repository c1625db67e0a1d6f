import { formatINR, MAX_LINE_QUANTITY, shownPrice } from '@shop/shared';
import { useId, useState } from 'react';
import { MinusIcon, PlusIcon } from '#app/components/icons.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { addToCart, sameLine } from '#app/features/cart/index.ts';
import { DeliveryEstimate } from '#app/features/delivery-estimate/index.ts';
import { useLanguage, useT } from '#app/i18n/i18n.ts';
import { useHydrated, useSession } from '#app/lib/session/use-session.ts';
import type { Product } from '#app/lib/types.ts';
import { BackInStock } from './back-in-stock.tsx';
import { chosenSize, clampQuantity, initialSize, purchaseLine, roundedPercent } from './purchase.ts';

/**
 * Buying block (docs/product.md#product-page): price of the chosen size, size choice, quantity and the main button (ADD TO CART,
 * GO TO CART or Out Of Stock, with "Notify me" under it). `children` sits between the size and the quantity (description, claims).
 */
export function ProductPurchase({ product, children }: { product: Product; children?: React.ReactNode }) {
  const [session, dispatch] = useSession();
  const hydrated = useHydrated();
  const [sizeId, setSizeId] = useState(() => initialSize(product)?._id ?? product.baseSize._id);
  const [quantityText, setQuantityText] = useState('1');
  const quantityId = useId();
  const { t } = useT('product');
  const language = useLanguage();

  const size = chosenSize(product, sizeId);
  const { mrp, salePrice, percent, soldOut, title: sizeTitle } = size;
  const quantity = clampQuantity(Number.parseInt(quantityText, 10));
  const line = purchaseLine(product, size, quantity, language);
  // The cart lives in the browser: the server (and hydration) always render ADD TO CART or Out Of Stock.
  const inCart = hydrated && session.cart.some((item) => sameLine(item, line));

  const openCart = () => dispatch({ type: 'TOGGLE_CART', payload: { shouldCartOpen: true } });
  const add = () => {
    dispatch({ type: 'UPDATE_STATE', payload: { cart: addToCart(session.cart, line) } });
    openCart();
  };

  return (
    <div className="flex flex-col gap-6">
      <div>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <span className="text-3xl font-semibold text-ink">
            <span className="sr-only">{t('purchase.price')} </span>
            {formatINR(shownPrice({ mrp, salePrice }), language)}
          </span>
          {salePrice != null && salePrice < mrp ? (
            <s className="text-lg text-stone-600">
              <span className="sr-only">{t('purchase.mrp')} </span>
              {formatINR(mrp, language)}
            </s>
          ) : null}
          {percent > 0 ? (
            <span className="rounded-full bg-clay-600 px-3 py-1 text-xs font-semibold tracking-wide text-white">
              {t('purchase.off', { percent: roundedPercent(percent) })}
            </span>
          ) : null}
        </p>
        <p className="mt-1 text-xs text-stone-600">{t('purchase.taxesIncluded')}</p>
      </div>

      {product.sizes.length > 1 ? (
        <fieldset className="m-0 border-0 p-0">
          <legend className="mb-2 text-sm font-medium text-stone-700">
            {t('purchase.size')} <span className="text-ink">{sizeTitle}</span>
          </legend>
          <div className="flex flex-wrap gap-2">
            {product.sizes.map((option) => {
              const checked = option._id === sizeId;
              return (
                <label
                  key={option._id}
                  className={`relative flex cursor-pointer flex-col rounded-2xl border px-4 py-2 text-sm transition has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-clay-500 ${
                    checked
                      ? 'border-brand-700 bg-brand-50 text-brand-900'
                      : 'border-brand-200 bg-white text-ink hover:border-brand-400'
                  }`}
                >
                  <input
                    type="radio"
                    name={`size-${product._id}`}
                    value={option._id}
                    checked={checked}
                    onChange={() => setSizeId(option._id)}
                    className="sr-only"
                  />
                  <span className="font-medium">{option.title}</span>
                  <span className={option.outOfStock ? 'text-xs text-stone-600' : 'text-xs text-stone-700'}>
                    {option.outOfStock ? t('purchase.outOfStock') : formatINR(shownPrice(option), language)}
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
      ) : (
        <p className="text-sm text-stone-700">
          {t('purchase.size')} <span className="font-medium text-ink">{sizeTitle}</span>
        </p>
      )}

      {children}

      <div className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={quantityId} className="mb-1.5 block text-sm font-medium text-stone-700">
            {t('purchase.quantity')}
          </label>
          <div className="flex h-12 items-center rounded-full border border-brand-200 bg-white">
            <button
              type="button"
              aria-label={t('purchase.decrease')}
              disabled={soldOut || quantity <= 1}
              onClick={() => setQuantityText(String(quantity - 1))}
              className="flex h-12 w-11 items-center justify-center rounded-l-full text-brand-800 hover:bg-brand-50 disabled:text-stone-400 disabled:hover:bg-transparent"
            >
              <MinusIcon className="h-4 w-4" />
            </button>
            <input
              id={quantityId}
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_LINE_QUANTITY}
              step={1}
              value={quantityText}
              disabled={soldOut}
              onChange={(event) => setQuantityText(event.target.value)}
              onBlur={() => setQuantityText(String(quantity))}
              className="h-full w-12 [appearance:textfield] border-0 bg-transparent text-center font-medium tabular-nums disabled:text-stone-500 focus:outline-none [&::-webkit-inner-spin-button]:appearance-none"
            />
            <button
              type="button"
              aria-label={t('purchase.increase')}
              disabled={soldOut || quantity >= MAX_LINE_QUANTITY}
              onClick={() => setQuantityText(String(quantity + 1))}
              className="flex h-12 w-11 items-center justify-center rounded-r-full text-brand-800 hover:bg-brand-50 disabled:text-stone-400 disabled:hover:bg-transparent"
            >
              <PlusIcon className="h-4 w-4" />
            </button>
          </div>
        </div>
        {soldOut ? (
          <Button
            disabled
            className={`${PURCHASE_BUTTON} disabled:bg-stone-300 disabled:text-stone-700 disabled:opacity-100`}
          >
            {t('purchase.outOfStock')}
          </Button>
        ) : inCart ? (
          <Button variant="secondary" onClick={openCart} className={`${PURCHASE_BUTTON} border-2 bg-white`}>
            {t('purchase.goToCart')}
          </Button>
        ) : (
          <Button onClick={add} className={PURCHASE_BUTTON}>
            {t('purchase.addToCart')}
          </Button>
        )}
      </div>
      {soldOut ? (
        <BackInStock productId={product._id} slug={product.slug} sizeId={size.id} sizeTitle={sizeTitle} />
      ) : null}
      <DeliveryEstimate className="mt-5 rounded-2xl border border-brand-100 bg-white p-4" />
    </div>
  );
}

const PURCHASE_BUTTON = 'h-12 min-w-52 flex-1 py-0 font-semibold tracking-wide';
