import type { TaxonomyField } from './taxonomy-dialog.tsx';

// The fields categories, sub-categories and ingredients all have, each written once; a route lists them in its
// own order around the fields only it has.

export const nameField: TaxonomyField = {
  name: 'name',
  label: 'Name',
  kind: 'text',
  required: true,
  translated: true,
};

export function slugField(hint?: string): TaxonomyField {
  return { name: 'slug', label: 'Slug', kind: 'text', required: true, hint };
}

export function imageField(required: boolean): TaxonomyField {
  return { name: 'image', label: 'Image', kind: 'image', required, translated: true };
}

export const priorityField: TaxonomyField = {
  name: 'priority',
  label: 'Priority',
  kind: 'number',
  hint: 'Lower numbers come first',
};

export const shownInShopField: TaxonomyField = {
  name: 'status',
  label: 'Shown in the shop',
  kind: 'checkbox',
  checkedWhenNew: true,
};
