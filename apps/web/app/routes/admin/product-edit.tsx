import { type Named, ProductForm, type SavedProduct } from '#app/features/admin/catalog/index.ts';
import { AdminErrorPage, adminGet } from '#app/features/admin/index.ts';
import type { Route } from './+types/product-edit';

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const [categories, subCategories, ingredients, product, waiting] = await Promise.all([
    adminGet<Named[]>('/admin/categories?limit=0', request),
    adminGet<(Named & { category: Named })[]>('/admin/subCategories?limit=0', request),
    adminGet<Named[]>('/admin/ingredients?limit=0', request),
    params.id ? adminGet<SavedProduct>(`/admin/products/${params.id}`, request) : undefined,
    params.id
      ? adminGet<Record<string, number>>(`/admin/products/${params.id}/stock-alerts`, request)
      : undefined,
  ]);
  return {
    categories: categories.body ?? [],
    subCategories: subCategories.body ?? [],
    ingredients: ingredients.body ?? [],
    product: product?.body,
    // A hint only: the form opens without it when it cannot be read.
    waiting: waiting?.body ?? {},
    loadError: product && product.status !== 200 ? product.message : undefined,
  };
}
clientLoader.hydrate = true as const;

export default function ProductEdit({ loaderData }: Route.ComponentProps) {
  if (loaderData.loadError) return <AdminErrorPage title="Product" message={loaderData.loadError} />;
  // A new key remounts the form, so moving from one product to another never keeps the last one's values.
  return <ProductForm key={loaderData.product?._id ?? 'new'} {...loaderData} />;
}
