import { type Language, ORDER_POLICY } from '@shop/shared';

// docs/orders.md#the-shoppers-orders: the windows the order state machine enforces, quoted from one place and said
// in each policy language.
const SAY: Record<Language, { hours: (count: number) => string; minutes: (count: number) => string }> = {
  en: { hours: (count) => `${count} hour${count === 1 ? '' : 's'}`, minutes: (count) => `${count} minutes` },
  // "घंटे" is the form Hindi uses before के भीतर/के बाद, for one hour as for many.
  hi: { hours: (count) => `${count} घंटे`, minutes: (count) => `${count} मिनट` },
};

/** How long after placing an order a shopper may cancel it: "1 hour", "1 घंटे", "30 minutes". */
export function cancelWindowIn(language: Language): string {
  const minutes = ORDER_POLICY.cancelWithinMinutes;
  return minutes % 60 === 0 ? SAY[language].hours(minutes / 60) : SAY[language].minutes(minutes);
}

/** How long after delivery a shopper may ask for a return: "48 hours", "48 घंटे". */
export const returnWindowIn = (language: Language): string =>
  SAY[language].hours(ORDER_POLICY.returnWithinHours);
