import { formatINR, type TranslationState } from '@shop/shared';
import { Link } from 'react-router';
import {
  type ColumnDef,
  categoryFilter,
  ListedTable,
  ListFilters,
  type ListPage,
  pictureColumn,
  statusFilter,
  translationColumn,
  translationFilter,
} from '#app/features/admin/index.ts';
import type { Named } from './product-section.tsx';
import { RecordName, recordLinkClass } from './record-name.tsx';

export interface ProductRow {
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

/** The products table: picture, name and SKU, category, base price, stock, translation and whether it is on sale. */
const productColumns: ColumnDef<ProductRow>[] = [
  pictureColumn((row) => row.image),
  {
    id: 'name',
    header: 'Name',
    cell: ({ row }) => (
      <Link to={`/admin/products/${row.original._id}`} className={recordLinkClass}>
        <RecordName name={row.original.name} detail={row.original.sku} />
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

/** The products, filtered by category, whether on sale or in stock, top selling and translation. */
export function ProductList({ page, categories }: { page: ListPage<ProductRow>; categories: Named[] }) {
  return (
    <>
      <ListFilters
        searchLabel="Name or SKU"
        filters={[
          categoryFilter(categories),
          statusFilter('On sale', 'Hidden'),
          { name: 'outOfStock', label: 'Stock', options: [{ value: 'true', label: 'Out of stock' }] },
          {
            name: 'topSelling',
            label: 'Top selling',
            options: [{ value: 'true', label: 'Top selling only' }],
          },
          translationFilter,
        ]}
      />
      <ListedTable page={page} label="Products" columns={productColumns} empty="No products match." />
    </>
  );
}
