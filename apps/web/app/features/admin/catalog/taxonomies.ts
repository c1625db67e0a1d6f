import {
  CategorySchema,
  IngredientSchema,
  SubCategorySchema,
  type TranslationState,
  type Translations,
} from '@shop/shared';
import { categoryFilter, namedOptions } from '#app/features/admin/index.ts';
import type { Named } from './product-section.tsx';
import { imageField, nameField, priorityField, shownInShopField, slugField } from './taxonomy-fields.ts';
import type { TaxonomyRow, TaxonomySettings } from './taxonomy-screen.tsx';

// The three taxonomies products are filed under, each as its screen shows and edits it. Their routes only load
// the list and hand it over.

interface TaxonomyListRow extends TaxonomyRow {
  translations: Translations;
  translationState: TranslationState;
}

export interface CategoryRow extends TaxonomyListRow {
  image: string;
  listingImage: string | null;
  availableForBundle: boolean;
  metaTitle: string | null;
  metaDescription: string | null;
}

export const categorySettings: TaxonomySettings<CategoryRow> = {
  title: 'Categories',
  description: "The shop's main sections.",
  noun: 'category',
  apiPath: '/admin/categories',
  schema: CategorySchema,
  translationKind: 'category',
  fields: [
    nameField,
    slugField('Its web address: /category/slug'),
    imageField(true),
    { name: 'listingImage', label: 'Listing banner', kind: 'image', translated: true },
    priorityField,
    { name: 'metaTitle', label: 'Meta title', kind: 'text', translated: true },
    { name: 'metaDescription', label: 'Meta description', kind: 'textarea', translated: true },
    shownInShopField,
    {
      name: 'availableForBundle',
      label: 'Offered on the bundle page',
      kind: 'checkbox',
      checkedWhenNew: false,
    },
  ],
};

export interface IngredientRow extends TaxonomyListRow {
  image: string;
  shortDescription: string;
}

export const ingredientSettings: TaxonomySettings<IngredientRow> = {
  title: 'Ingredients',
  description: 'What products are made of, each with its own page.',
  noun: 'ingredient',
  apiPath: '/admin/ingredients',
  schema: IngredientSchema,
  translationKind: 'ingredient',
  fields: [
    nameField,
    slugField(),
    imageField(true),
    {
      name: 'shortDescription',
      label: 'Short description',
      kind: 'textarea',
      required: true,
      translated: true,
    },
    priorityField,
    shownInShopField,
  ],
};

export interface SubCategoryRow extends TaxonomyListRow {
  category: Named;
  image: string | null;
}

/** Sub-categories are filed under a category: the form picks one and the list shows and filters by it. */
export function subCategorySettings(categories: Named[]): TaxonomySettings<SubCategoryRow> {
  return {
    title: 'Sub-categories',
    description: 'The groups within each category.',
    noun: 'sub-category',
    apiPath: '/admin/subCategories',
    schema: SubCategorySchema,
    translationKind: 'subCategory',
    fields: [
      {
        name: 'category',
        label: 'Category',
        kind: 'select',
        options: namedOptions(categories),
        required: true,
      },
      nameField,
      slugField(),
      imageField(false),
      priorityField,
      shownInShopField,
    ],
    extraColumns: [{ id: 'category', header: 'Category', cell: ({ row }) => row.original.category.name }],
    filters: [categoryFilter(categories)],
  };
}
