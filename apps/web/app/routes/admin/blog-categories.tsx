import {
  BlogCategoryForm,
  type BlogCategoryRow,
  blogCategoryColumns,
} from '#app/features/admin/blog/index.ts';
import { adminGet, listPage, listQuery, RecordListScreen } from '#app/features/admin/index.ts';
import type { Route } from './+types/blog-categories';

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const res = await adminGet<BlogCategoryRow[]>(`/admin/blogCategories?${listQuery(request)}`, request);
  return listPage(res);
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <p className="text-stone-600">Loading…</p>;
}

export default function BlogCategories({ loaderData }: Route.ComponentProps) {
  return (
    <RecordListScreen<BlogCategoryRow>
      title="Blog categories"
      apiPath="/admin/blogCategories"
      columns={blogCategoryColumns}
      newLabel="New category"
      empty="No categories."
      deleteBody="Only a category with no posts can be deleted."
      deleteAction="Delete category"
      deleteFailed="The category could not be deleted."
      {...loaderData}
      renderForm={(category, onDone) => <BlogCategoryForm category={category} onDone={onDone} />}
    />
  );
}
