import { ButtonLink } from '#app/components/ui/button.tsx';
import { PostList, type PostRow } from '#app/features/admin/blog/index.ts';
import { AdminPageHeader, adminGet, listPage, listQuery } from '#app/features/admin/index.ts';
import type { Route } from './+types/blog';

// docs/admin.md#blog: every post, drafts and scheduled ones included, newest publish date first.

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const query = listQuery(request, ['categoryId', 'status', 'translation']);
  const [posts, categories] = await Promise.all([
    adminGet<PostRow[]>(`/admin/blogs?${query}`, request),
    adminGet<{ _id: string; name: string }[]>('/admin/blogCategories?limit=0', request),
  ]);
  return { ...listPage(posts), categories: categories.body ?? [] };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <p className="text-stone-600">Loading…</p>;
}

export default function BlogPosts({ loaderData }: Route.ComponentProps) {
  const { categories } = loaderData;
  return (
    <>
      <AdminPageHeader
        title="Blog posts"
        actions={
          <ButtonLink to="/admin/blog/new" size="sm">
            New post
          </ButtonLink>
        }
      />
      <PostList page={loaderData} categories={categories} />
    </>
  );
}
