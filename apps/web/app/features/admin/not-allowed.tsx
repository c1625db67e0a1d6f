import { brand } from '@shop/shared';
import { ButtonLink } from '#app/components/ui/button.tsx';

/** What a shopper who opens /admin sees: a plain refusal, never the back office's shell or data. */
export function NotAllowed() {
  return (
    <main id="main" className="mx-auto max-w-xl px-6 py-24 text-center">
      <title>{`Not allowed - ${brand.name}`}</title>
      <p className="text-sm font-semibold tracking-widest text-clay-600 uppercase">Error 403</p>
      <h1 className="mt-3 text-4xl text-brand-900">Not allowed</h1>
      <p className="mt-4 text-stone-600">
        This part of the site is for the shop's team. If you work with us, ask the shop owner to give your
        account access.
      </p>
      <ButtonLink to="/" className="mt-8">
        Back to the shop
      </ButtonLink>
    </main>
  );
}
