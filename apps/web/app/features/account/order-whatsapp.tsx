import type { OrderState } from '@shop/shared';
import { type FormEvent, useRef, useState } from 'react';
import { CheckIcon, WhatsAppIcon } from '#app/components/icons.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { WhatsappBoxes } from '#app/components/whatsapp-boxes.tsx';
import { useT } from '#app/i18n/i18n.ts';
import { Trans } from '#app/i18n/trans.tsx';
import { put } from '#app/lib/api.ts';
import { spacedMobile } from '#app/lib/mobile.ts';
import { orderCard } from './order-cards.tsx';
import type { Order, Profile } from './types.ts';

/** An order on its way to the door: its updates are still to come. */
const ON_ITS_WAY: ReadonlySet<OrderState> = new Set([
  'PLACED',
  'CONFIRMED',
  'PACKED',
  'SHIPPED',
  'IN_TRANSIT',
  'OUT_FOR_DELIVERY',
  'DELIVERY_FAILED',
]);

const ORDER_UPDATES = ['whatsappUpdates'] as const;

/** Whether the order's page offers the order-updates box: the order is on its way and the number has not chosen it. */
export function offersOrderUpdates(order: Order, profile: Profile | null): profile is Profile {
  // Its updates go to the number the order was placed with, which the box must name (a gateway may have been
  // given another).
  return (
    profile?.whatsappUpdates === false &&
    order.user.mobile === profile.mobile &&
    ON_ITS_WAY.has(order.orderStatus as OrderState)
  );
}

type Outcome = { kind: 'saved' } | { kind: 'problem'; text: string } | null;

/**
 * docs/privacy.md#whatsapp: on the shopper's own order page, while the order is on its way, the one unticked box
 * "Send my order updates on WhatsApp" (a guest who claimed the order was never asked at checkout). Saved with
 * `PUT /users/consents` naming the order, so the record says where it was given; the marketing box is not offered
 * here.
 */
export function OrderWhatsappPanel({ order, profile }: { order: Order; profile: Profile }) {
  const { t } = useT('account', { keyPrefix: 'order.whatsapp' });
  const [ticked, setTicked] = useState(false);
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const confirmation = useRef<HTMLParagraphElement>(null);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!ticked) {
      setOutcome({ kind: 'problem', text: t('tickFirst') });
      return;
    }
    setSaving(true);
    setOutcome(null);
    const res = await put('/users/consents', { whatsappUpdates: true, orderId: order._id }, { quiet: true });
    setSaving(false);
    if (res?.status === 200) {
      setOutcome({ kind: 'saved' });
      // The form goes; the focus goes to what replaced it rather than to the page's start.
      requestAnimationFrame(() => confirmation.current?.focus());
    } else {
      setOutcome({ kind: 'problem', text: res?.message || t('failed') });
    }
  };

  const mobile = spacedMobile(profile.mobile);
  return (
    <section
      aria-labelledby="order-whatsapp-title"
      className={`${orderCard} mt-6 border-brand-200 bg-brand-50/40`}
      data-order-whatsapp
    >
      <h2 id="order-whatsapp-title" className="flex items-center gap-2 font-serif text-lg text-brand-900">
        <WhatsAppIcon className="h-5 w-5 shrink-0 text-brand-700" />
        {t('title')}
      </h2>
      {outcome?.kind === 'saved' ? (
        <p
          ref={confirmation}
          tabIndex={-1}
          role="status"
          className="mt-3 flex items-start gap-2 text-sm font-medium text-brand-800 outline-none"
        >
          <CheckIcon className="mt-0.5 h-4 w-4 shrink-0" />
          {t('saved')}
        </p>
      ) : (
        <form noValidate onSubmit={save} className="mt-2 flex flex-col gap-3">
          <p className="text-sm text-stone-600">
            <Trans
              t={t}
              i18nKey="intro"
              values={{ mobile }}
              components={{ number: <span className="whitespace-nowrap" /> }}
            />
          </p>
          <WhatsappBoxes
            legend={<span className="sr-only">{t('title')}</span>}
            fields={ORDER_UPDATES}
            inputProps={() => ({
              name: 'whatsappUpdates',
              checked: ticked,
              onChange: (event) => {
                setTicked(event.currentTarget.checked);
                setOutcome(null);
              },
            })}
          />
          <div className="flex flex-col items-start gap-3 sm:flex-row sm:items-center">
            <Button type="submit" busy={saving} className="w-full sm:w-auto">
              {saving ? t('saving') : t('save')}
            </Button>
            <p role="status" className="min-h-5 text-sm font-medium text-clay-700">
              {outcome?.kind === 'problem' ? outcome.text : null}
            </p>
          </div>
        </form>
      )}
    </section>
  );
}
