import { useT } from '#app/i18n/i18n.ts';

/**
 * A state's name in the page's language. The address keeps the English name the API validates; one the catalog
 * does not list (saved before the list existed) is shown as it was written. Read from the catalog rather than the
 * shared list, so a page that only shows addresses carries no form code.
 */
export function useStateName(): (state: string) => string {
  const { t } = useT('account');
  const states: Record<string, string> = t('states', { returnObjects: true });
  return (state) => states[state] ?? state;
}

/** A country's name in the page's language: India, the one the shop delivers to; any other as written. */
export function useCountryName(): (country: string) => string {
  const { t } = useT('account');
  const countries: Record<string, string> = t('countries', { returnObjects: true });
  return (country) => countries[country] ?? country;
}
