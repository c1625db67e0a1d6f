import { PostForm, type StoredPost } from '#app/features/admin/blog/index.ts';
import { AdminLoadError, adminGet } from '#app/features/admin/index.ts';
import type { Route } from './+types/blog-post';

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const [post, authors, categories] = await Promise.all([
    params.id ? adminGet<StoredPost>(`/admin/blogs/${params.id}`, request) : Promise.resolve(null),
    adminGet<{ _id: string; name: string }[]>('/admin/authors?limit=0', request),
    adminGet<{ _id: string; name: string }[]>('/admin/blogCategories?limit=0', request),
  ]);
  const failed = [post, authors, categories].find((res) => res && res.status !== 200);
  return {
    error: failed ? failed.message : null,
    post: post?.body ?? null,
    authors: authors.body ?? [],
    categories: categories.body ?? [],
  };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <p className="text-stone-600">Loading…</p>;
}

export default function BlogPostScreen({ loaderData }: Route.ComponentProps) {
  const { error, post, authors, categories } = loaderData;
  if (error) return <AdminLoadError message={error} />;
  // A new key per post, so moving from one post to another starts a fresh form.
  return <PostForm key={post?._id ?? 'new'} post={post} authors={authors} categories={categories} />;
}
