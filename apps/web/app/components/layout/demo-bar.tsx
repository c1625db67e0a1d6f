/** A slim note above everything while the sandbox gateway is active: nobody should think an order here is real. */
export function DemoBar() {
  return (
    <p
      role="note"
      className="bg-clay-700 px-4 py-1 text-center text-xs leading-5 font-medium tracking-wide text-white"
    >
      Demo shop: no real payments are taken
    </p>
  );
}
