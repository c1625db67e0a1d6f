/** How a catalog list links a record: its name, bold, underlined on hover. */
export const recordLinkClass = 'font-medium text-brand-800 underline-offset-2 hover:underline';

/** A record's name in its list, with the detail that tells two alike apart (SKU, slug) in small type below. */
export function RecordName({ name, detail }: { name: string; detail: string }) {
  return (
    <>
      {name}
      <span className="block text-xs font-normal text-stone-500">{detail}</span>
    </>
  );
}
