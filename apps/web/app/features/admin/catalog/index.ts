// The catalog's screens: products, and the categories, sub-categories and ingredients they are filed under.

export { ProductForm, type SavedProduct } from './product-form.tsx';
export { ProductList, type ProductRow } from './product-list.tsx';
export type { Named } from './product-section.tsx';
export {
  type CategoryRow,
  categorySettings,
  type IngredientRow,
  ingredientSettings,
  type SubCategoryRow,
  subCategorySettings,
} from './taxonomies.ts';
export {
  type TaxonomyField,
  type TaxonomyRow,
  TaxonomyScreen,
  type TaxonomySettings,
} from './taxonomy-screen.tsx';
