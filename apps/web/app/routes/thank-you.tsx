import { brand, formatINR } from '@shop/shared';
import { useLocation } from 'react-router';
import { ButtonLink } from '#app/components/ui/button.tsx';
import type { ThankYouState } from '#app/features/checkout/checkout.ts';
import { ClaimOrder } from '#app/features/checkout/claim-order.tsx';
import { pageTitle } from '#app/lib/seo.ts';
import type { Route } from './+types/thank-you';

export const meta: Route.MetaFunction = () => [
  { title: pageTitle('Order placed') },
  { name: 'robots', content: 'noindex' },
];

function isThankYouState(value: unknown): value is ThankYouState {
  const state = value as ThankYouState | null;
  return (
    typeof state?._id === 'string' &&
    typeof state.orderId === 'string' &&
    Number.isSafeInteger(state.amountPaise)
  );
}

/** docs/product.md#thank-you-page: needs the navigation state the checkout leaves; without it, points to the orders. */
export default function ThankYou() {
  const { state } = useLocation();
  const order = isThankYouState(state) ? state : null;
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-16 text-center sm:px-6 sm:py-24">
      <div
        className="mx-auto grid h-16 w-16 place-items-center rounded-full bg-brand-100 text-brand-700"
        aria-hidden="true"
      >
        <svg viewBox="0 0 24 24" className="h-8 w-8" fill="none" stroke="currentColor" strokeWidth={2}>
          <path d="m5 12 5 5 9-10" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </div>
      {order ? (
        <>
          <h1 className="mt-6 text-3xl text-brand-900 sm:text-4xl">Thank you your order has been placed</h1>
          <p className="mt-4 text-lg text-stone-700">
            your order id : <strong className="font-semibold text-ink">{order.orderId}</strong>
          </p>
          <p className="mt-2 text-stone-600">
            Amount paid: {formatINR(order.amountPaise)}. A confirmation is on its way, and we dispatch within
            1-2 business days.
          </p>
          {order.claim ? <ClaimOrder orderDbId={order._id} claim={order.claim} /> : null}
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            {order.claim ? null : <ButtonLink to={`/user/my-orders/${order._id}`}>View Order</ButtonLink>}
            <ButtonLink to="/" variant="secondary">
              Continue Shopping
            </ButtonLink>
          </div>
        </>
      ) : (
        <>
          <h1 className="mt-6 text-3xl text-brand-900">Your orders are in your account</h1>
          <p className="mt-4 text-stone-600">
            Log in with your mobile number to see every order you have placed with {brand.name}.
          </p>
          <ButtonLink to="/user/my-orders" className="mt-8">
            My Orders
          </ButtonLink>
        </>
      )}
    </main>
  );
}
