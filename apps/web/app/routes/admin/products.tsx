import { formatINR, type TranslationState } from '@shop/shared';
import { Link } from 'react-router';
import { ButtonLink } from '#app/components/ui/button.tsx';
import {
  AdminLoadError,
  AdminPageHeader,
  adminGet,
  type ColumnDef,
  DataTable,
  ListFilters,
  listQuery,
  pictureColumn,
  translationColumn,
  translationFilter,
  useAdminUser,
} from '#app/features/admin/index.ts';
import type { Route } from './+types/products';

interface ProductRow {
  _id: string;
  name: string;
  sku: string;
  image: string;
  category: { _id: string; name: string };
  baseMrp: number | null;
  baseSalePrice: number | null;
  stock: number;
  outOfStock: boolean;
  status: boolean;
  topSelling: boolean;
  translationState: TranslationState;
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const query = listQuery(request, ['categoryId', 'status', 'outOfStock', 'topSelling', 'translation']);
  const [products, categories] = await Promise.all([
    adminGet<ProductRow[]>(`/admin/products?${query}`, request),
    adminGet<{ _id: string; name: string }[]>('/admin/categories?limit=0', request),
  ]);
  return { products, categories: categories.body ?? [] };
}
clientLoader.hydrate = true as const;

const columns: ColumnDef<ProductRow>[] = [
  pictureColumn((row) => row.image),
  {
    id: 'name',
    header: 'Name',
    cell: ({ row }) => (
      <Link
        to={`/admin/products/${row.original._id}`}
        className="font-medium text-brand-800 underline-offset-2 hover:underline"
      >
        {row.original.name}
        <span className="block text-xs font-normal text-stone-500">{row.original.sku}</span>
      </Link>
    ),
  },
  { id: 'category', header: 'Category', cell: ({ row }) => row.original.category.name },
  {
    id: 'price',
    header: 'Base price',
    cell: ({ row }) => {
      const { baseMrp, baseSalePrice } = row.original;
      if (baseMrp === null) return '–';
      return baseSalePrice !== null && baseSalePrice < baseMrp ? (
        <>
          {formatINR(baseSalePrice)} <s className="text-xs text-stone-500">{formatINR(baseMrp)}</s>
        </>
      ) : (
        formatINR(baseMrp)
      );
    },
  },
  {
    id: 'stock',
    header: 'Stock',
    cell: ({ row }) =>
      row.original.outOfStock ? (
        <span className="font-medium text-clay-700">Out of stock</span>
      ) : (
        row.original.stock
      ),
  },
  translationColumn<ProductRow>(),
  {
    id: 'status',
    header: 'Status',
    cell: ({ row }) => (
      <span className={row.original.status ? 'text-brand-800' : 'text-stone-500'}>
        {row.original.status ? 'On sale' : 'Hidden'}
        {row.original.topSelling ? <span className="block text-xs text-stone-500">Top selling</span> : null}
      </span>
    ),
  },
];

export default function Products({ loaderData }: Route.ComponentProps) {
  const { products, categories } = loaderData;
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
      {products.status === 200 ? (
        <DataTable
          label="Products"
          columns={columns}
          rows={products.body ?? []}
          paging={{
            page: products.page ?? 1,
            totalPages: products.totalPages ?? 1,
            totalRecords: products.totalRecords ?? 0,
          }}
          empty="No products match."
        />
      ) : (
        <AdminLoadError message={products.message} />
      )}
    </>
  );
}
