import { ButtonLink } from '#app/components/ui/button.tsx';
import { type ProductRow, productColumns } from '#app/features/admin/catalog/index.ts';
import {
  AdminPageHeader,
  adminGet,
  ListedTable,
  ListFilters,
  listPage,
  listQuery,
  translationFilter,
  useAdminUser,
} from '#app/features/admin/index.ts';
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
      <ListFilters
        searchLabel="Name or SKU"
        filters={[
          {
            name: 'categoryId',
            label: 'Category',
            options: categories.map((category) => ({ value: category._id, label: category.name })),
          },
          {
            name: 'status',
            label: 'Status',
            options: [
              { value: 'true', label: 'On sale' },
              { value: 'false', label: 'Hidden' },
            ],
          },
          { name: 'outOfStock', label: 'Stock', options: [{ value: 'true', label: 'Out of stock' }] },
          {
            name: 'topSelling',
            label: 'Top selling',
            options: [{ value: 'true', label: 'Top selling only' }],
          },
          translationFilter,
        ]}
      />
      <ListedTable page={loaderData} label="Products" columns={productColumns} empty="No products match." />
    </>
  );
}
