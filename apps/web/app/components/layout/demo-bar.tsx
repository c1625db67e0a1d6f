/**
 * A slim note above everything while the sandbox gateway is active: nobody should think an order here is real.
 * Left off paper, so a printed packing slip carries no banner.
 */
import { useT } from '#app/i18n/i18n.ts';

export function DemoBar() {
  const { t } = useT();
  return (
    <p
      role="note"
      className="bg-clay-700 px-4 py-1 text-center print:hidden text-xs leading-5 font-medium tracking-wide text-white"
    >
      {t('demo.notice')}
    </p>
  );
}
