/**
 * A slim note above everything while the sandbox gateway is active: nobody should think an order here is real.
 * Left off paper, so a printed packing slip carries no banner.
 */
export function DemoBar() {
  return (
    <p
      role="note"
      className="bg-clay-700 px-4 py-1 text-center print:hidden text-xs leading-5 font-medium tracking-wide text-white"
    >
      Demo shop: no real payments are taken
    </p>
  );
}
