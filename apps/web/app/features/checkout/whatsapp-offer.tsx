import type { ConsentField } from '@shop/shared/consent-wording';
import { useState } from 'react';
import { WhatsappBoxes } from '#app/components/whatsapp-boxes.tsx';
import { useT } from '#app/i18n/i18n.ts';
import type { WhatsappChoices } from './checkout.ts';

/** One checkout's WhatsApp boxes as they stand, and the way to tick or untick one. */
export interface WhatsappOffer {
  choices: WhatsappChoices;
  toggle: (field: ConsentField, ticked: boolean) => void;
}

/** The state behind a checkout's boxes (useCheckout holds one, so every place that pays online shares it). */
export function useWhatsappOffer(): WhatsappOffer {
  const [choices, setChoices] = useState<WhatsappChoices>({});
  return {
    choices,
    toggle: (field, ticked) =>
      setChoices(({ [field]: _, ...rest }) => (ticked ? { ...rest, [field]: true } : rest)),
  };
}

/**
 * docs/privacy.md#whatsapp: the two unticked boxes a signed-in shopper is offered before paying online (the cart
 * page, the drawer, the bundle page); what is ticked goes with the payment order and is recorded with it.
 */
export function WhatsappOfferBoxes({ offer, compact = false }: { offer: WhatsappOffer; compact?: boolean }) {
  const { t } = useT('checkout');
  return (
    <WhatsappBoxes
      legend={t('whatsapp')}
      compact={compact}
      inputProps={(field) => ({
        checked: offer.choices[field] === true,
        onChange: (event) => offer.toggle(field, event.currentTarget.checked),
      })}
    />
  );
}
