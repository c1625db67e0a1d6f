import { formatINR } from '@shop/shared';
import { useId } from 'react';
import { useShopperPincode } from '#app/features/delivery-estimate/index.ts';
import { useLanguage, useT } from '#app/i18n/i18n.ts';
import { choosePayment, type PaymentChoice, usePaymentChoice } from './payment-choice-store.ts';
import { type OptionsState, usePaymentOptions } from './payment-options.ts';

export interface CodOffer {
  state: OptionsState;
  /** The way to pay in effect: cash on delivery only while it is offered, whatever was chosen before. */
  choice: PaymentChoice;
  /** The COD fee, 0 until known. */
  feePaise: number;
}

/** docs/cod.md#offer: whether COD is offered for these goods (after discounts, in paise) at the shopper's PIN code. */
export function useCodOffer(goodsPaise: number, pincodeOverride?: string | null): CodOffer {
  const shopperPincode = useShopperPincode();
  const state = usePaymentOptions(pincodeOverride ?? shopperPincode, goodsPaise);
  const chosen = usePaymentChoice();
  const available = state.kind === 'ready' && state.options.cod.available;
  return {
    state,
    choice: chosen === 'cod' && available ? 'cod' : 'online',
    feePaise: state.kind === 'ready' ? state.options.cod.feePaise : 0,
  };
}

const optionClass =
  'flex cursor-pointer items-start gap-3 rounded-xl border border-brand-200 bg-white px-3 py-2.5 has-checked:border-brand-700 has-checked:bg-brand-50 has-disabled:cursor-not-allowed has-disabled:bg-stone-50 has-focus-visible:outline-3 has-focus-visible:outline-clay-500';

/**
 * docs/cod.md#offer: "Pay online" or "Cash on delivery" as one radio group (arrow keys move between them). COD shows
 * its fee and online what it saves; a refused COD is disabled with the shop's reason under it.
 */
export function PaymentChoiceField({ offer, compact = false }: { offer: CodOffer; compact?: boolean }) {
  const id = useId();
  const { t } = useT('cod');
  const language = useLanguage();
  const { state, choice } = offer;
  const ready = state.kind === 'ready' ? state.options : null;
  const codAvailable = Boolean(ready?.cod.available);
  const saving = ready && codAvailable ? ready.prepaid.savingPaise : 0;
  const codNoteId = `${id}-cod-note`;

  let codNote: React.ReactNode = null;
  if (state.kind === 'no-pincode') codNote = t('choice.needPincode');
  else if (state.kind === 'loading')
    codNote = (
      <>
        <span className="sr-only">{t('choice.checking')}</span>
        <span className="block h-4 w-40 animate-pulse rounded bg-brand-100" aria-hidden="true" />
      </>
    );
  else if (state.kind === 'failed') codNote = t('choice.failed');
  else if (ready && !ready.cod.available) codNote = ready.cod.message ?? t('choice.unavailable');

  return (
    <fieldset
      className={`m-0 min-w-0 border-0 p-0 ${compact ? 'mt-3 space-y-2' : 'space-y-2.5'}`}
      data-payment-choice
      aria-busy={state.kind === 'loading' || undefined}
    >
      <legend className={`mb-2 font-semibold text-brand-900 ${compact ? 'text-sm' : 'text-base'}`}>
        {t('choice.legend')}
      </legend>
      <label className={optionClass} data-pay-online>
        <input
          type="radio"
          name={`${id}-payment`}
          value="online"
          checked={choice === 'online'}
          onChange={() => choosePayment('online')}
          className="mt-1 h-4 w-4 shrink-0 accent-brand-700"
        />
        <span className="min-w-0">
          <span className="block font-medium text-ink">{t('choice.online')}</span>
          <span className="block text-sm text-stone-600" data-online-saving={saving > 0 || undefined}>
            {saving > 0
              ? t('choice.onlineSaving', { amount: formatINR(saving, language) })
              : t('choice.onlineHint')}
          </span>
        </span>
      </label>
      <label className={optionClass} data-pay-cod>
        <input
          type="radio"
          name={`${id}-payment`}
          value="cod"
          checked={choice === 'cod'}
          disabled={!codAvailable}
          aria-describedby={codNote ? codNoteId : undefined}
          onChange={() => choosePayment('cod')}
          className="mt-1 h-4 w-4 shrink-0 accent-brand-700"
        />
        <span className="min-w-0">
          <span className={`block font-medium ${codAvailable ? 'text-ink' : 'text-stone-500'}`}>
            {ready && codAvailable
              ? t('choice.codWithFee', { fee: formatINR(ready.cod.feePaise, language) })
              : t('choice.cod')}
          </span>
          {codNote ? (
            <span
              id={codNoteId}
              className={`block text-sm ${state.kind === 'ready' ? 'font-medium text-clay-700' : 'text-stone-600'}`}
              data-cod-note={state.kind}
            >
              {codNote}
            </span>
          ) : null}
        </span>
      </label>
    </fieldset>
  );
}

/** The COD fee's own row in a totals list, while COD is chosen. */
export function CodFeeLine({ offer, compact = false }: { offer: CodOffer; compact?: boolean }) {
  const { t } = useT('cod');
  const language = useLanguage();
  if (offer.choice !== 'cod') return null;
  return (
    <div className={`flex justify-between gap-4 ${compact ? 'mt-1 text-sm' : ''}`}>
      <dt>{t('choice.codFee')}</dt>
      <dd className="font-semibold tabular-nums" data-cod-fee>
        {formatINR(offer.feePaise, language)}
      </dd>
    </div>
  );
}
