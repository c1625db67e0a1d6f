/** `contactMessage` → `contact message`, for people rather than programmers. */
export const words = (name: string) => name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

function shown(value: unknown): string {
  if (value === undefined) return '–';
  if (value === null) return 'empty';
  if (typeof value === 'string') return value === '' ? 'empty' : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value, null, 1);
}

const fieldsOf = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** Before and after, one field a line; the fields that changed first and marked. */
export function Changes({ before, after }: { before: unknown; after: unknown }) {
  const was = fieldsOf(before);
  const is = fieldsOf(after);
  const names = [...new Set([...Object.keys(was), ...Object.keys(is)])];
  if (names.length === 0) return <p className="text-stone-600">No details were recorded.</p>;
  const changed = (name: string) => shown(was[name]) !== shown(is[name]);
  names.sort((a, b) => Number(changed(b)) - Number(changed(a)));
  return (
    <table className="mt-2 w-full text-xs">
      <thead>
        <tr className="text-left text-stone-600">
          <th scope="col" className="py-1 pr-3 font-semibold">
            Field
          </th>
          <th scope="col" className="py-1 pr-3 font-semibold">
            Before
          </th>
          <th scope="col" className="py-1 font-semibold">
            After
          </th>
        </tr>
      </thead>
      <tbody>
        {names.map((name) => (
          <tr key={name} className={changed(name) ? 'bg-amber-50' : 'text-stone-600'}>
            <th scope="row" className="py-1 pr-3 align-top font-medium">
              {name}
              {changed(name) ? <span className="sr-only"> (changed)</span> : null}
            </th>
            <td className="max-w-xs py-1 pr-3 align-top break-words whitespace-pre-wrap">
              {changed(name) ? <del className="text-clay-800">{shown(was[name])}</del> : shown(was[name])}
            </td>
            <td className="max-w-xs py-1 align-top break-words whitespace-pre-wrap">
              {changed(name) ? (
                <ins className="text-brand-800 no-underline">{shown(is[name])}</ins>
              ) : (
                shown(is[name])
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
