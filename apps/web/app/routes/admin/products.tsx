import { ButtonLink } from '#app/components/ui/button.tsx';
import { ProductList, type ProductRow } from '#app/features/admin/catalog/index.ts';
import { AdminPageHeader, adminGet, listPage, listQuery, useAdminUser } from '#app/features/admin/index.ts';
import type { Route } from './+types/products';

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const query = listQuery(request, ['categoryId', 'status', 'outOfStock', 'topSelling', 'translation']);
  const [products, categories] = await Promise.all([
    adminGet<ProductRow[]>(`/admin/products?${query}`, request),
    adminGet<{ _id: string; name: string }[]>('/admin/categories?limit=0', request),
  ]);
  return { ...listPage(products), categories: categories.body ?? [] };
}
clientLoader.hydrate = true as const;

export default function Products({ loaderData }: Route.ComponentProps) {
  const { categories } = loaderData;
  const user = useAdminUser();
  return (
    <>
      <AdminPageHeader
        title="Products"
        description="Everything the shop sells, with its price and stock."
        actions={
          user.role === 'ADMIN' ? (
            <ButtonLink to="/admin/products/new" size="sm">
              New product
            </ButtonLink>
          ) : null
        }
      />
      <ProductList page={loaderData} categories={categories} />
    </>
  );
}
