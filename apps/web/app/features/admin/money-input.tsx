import type { ComponentProps } from 'react';
import { Field } from '#app/components/ui/field.tsx';

/**
 * An amount typed in rupees ("499" or "499.50"); the form's schema turns it into paise and refuses a third
 * decimal rather than rounding it.
 */
export function MoneyInput(props: Omit<ComponentProps<typeof Field>, 'prefix' | 'type' | 'inputMode'>) {
  return <Field {...props} prefix="₹" type="text" inputMode="decimal" autoComplete="off" />;
}
