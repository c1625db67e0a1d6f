import { type MessageCatalog, renderTextWith } from '@shop/shared/messages/render';
import type { FieldValues, Resolver } from 'react-hook-form';
import { useLayoutData } from './layout-data.ts';

/**
 * The resolver with its messages rendered in the page's language. The shared schemas write a message by its code
 * (a reference, not text: see docs/i18n.md); rendering it here, once, means every place a form shows
 * `errors.field.message` shows text, whichever component draws it.
 */
export function useRenderedResolver<Input extends FieldValues, Context, Output>(
  resolver: Resolver<Input, Context, Output>,
): Resolver<Input, Context, Output> {
  const { formMessages } = useLayoutData();
  if (!formMessages) return resolver;
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    return { ...result, errors: rendered(result.errors, formMessages) } as typeof result;
  };
}

// Field errors nest as the values do (`sizes.0.mrp`); each one's `ref` is the element, left alone.
function rendered<T>(node: T, catalog: MessageCatalog): T {
  if (typeof node !== 'object' || node === null) return node;
  if (Array.isArray(node)) return node.map((item) => rendered(item, catalog)) as T;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      key === 'ref'
        ? value
        : key === 'message' && typeof value === 'string'
          ? renderTextWith(catalog, value)
          : rendered(value, catalog),
    ]),
  ) as T;
}
