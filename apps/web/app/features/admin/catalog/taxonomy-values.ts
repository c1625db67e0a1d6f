import { type TranslatableKind, translationsToForm } from '@shop/shared';
import type { FieldValues } from 'react-hook-form';
import type { TaxonomyField } from './taxonomy-dialog.tsx';

/**
 * The dialog's starting values, one per field and the Hindi texts. A new record: empty texts, images and
 * choices, 0 for a number, a checkbox as its field says. A stored one: its own values, with a chosen record by
 * its id and a missing text or image as empty.
 */
export function formValues(
  fields: TaxonomyField[],
  translationKind: TranslatableKind,
  row: object | null,
): FieldValues {
  const stored = row as Record<string, unknown> | null;
  const values: FieldValues = {
    translations: translationsToForm(translationKind, stored?.translations as never),
  };
  for (const field of fields) {
    const value = stored?.[field.name];
    if (!stored) values[field.name] = blankValue(field);
    else if (field.kind === 'select' && typeof value === 'object' && value && '_id' in value) {
      values[field.name] = value._id;
    } else values[field.name] = value ?? '';
  }
  return values;
}

function blankValue(field: TaxonomyField): unknown {
  if (field.kind === 'checkbox') return field.checkedWhenNew;
  return field.kind === 'number' ? 0 : '';
}
