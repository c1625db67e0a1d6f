import type { TranslationState } from '@shop/shared';
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import { ButtonLink } from '#app/components/ui/button.tsx';
import {
  AdminLoadError,
  AdminPageHeader,
  adminGet,
  DataTable,
  ListFilters,
  listQuery,
  translationColumn,
  translationFilter,
} from '#app/features/admin/index.ts';
import type { Route } from './+types/blog';

// docs/admin.md#blog: every post, drafts and scheduled ones included, newest publish date first.

interface PostRow {
  _id: string;
  title: string;
  slug: string;
  status: boolean;
  publishedAt: string;
  author: { _id: string; name: string };
  category: { _id: string; name: string };
  translationState: TranslationState;
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const query = listQuery(request, ['categoryId', 'status', 'translation']);
  const [posts, categories] = await Promise.all([
    adminGet<PostRow[]>(`/admin/blogs?${query}`, request),
    adminGet<{ _id: string; name: string }[]>('/admin/blogCategories?limit=0', request),
  ]);
  return {
    error: posts.status === 200 ? null : posts.message,
    posts: posts.body ?? [],
    paging: {
      page: posts.page ?? 1,
      totalPages: posts.totalPages ?? 0,
      totalRecords: posts.totalRecords ?? 0,
    },
    categories: categories.body ?? [],
  };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <p className="text-stone-600">Loading…</p>;
}

const dateFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

function postState(post: PostRow): string {
  if (!post.status) return 'Draft';
  return new Date(post.publishedAt).getTime() > Date.now() ? 'Scheduled' : 'Published';
}

const column = createColumnHelper<PostRow>();
const columns = [
  column.accessor('title', {
    header: 'Title',
    cell: (info) => (
      <Link to={`/admin/blog/${info.row.original._id}`} className="font-medium text-brand-800 underline">
        {info.getValue()}
      </Link>
    ),
  }),
  column.accessor((post) => post.category.name, { id: 'category', header: 'Category' }),
  column.accessor((post) => post.author.name, { id: 'author', header: 'Author' }),
  column.accessor('publishedAt', {
    header: 'Published',
    cell: (info) => dateFormat.format(new Date(info.getValue())),
  }),
  column.display({ id: 'status', header: 'Status', cell: (info) => postState(info.row.original) }),
  translationColumn<PostRow>(),
];

export default function BlogPosts({ loaderData }: Route.ComponentProps) {
  const { error, posts, paging, categories } = loaderData;
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
      <ListFilters
        searchLabel="Search titles"
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
              { value: 'true', label: 'On' },
              { value: 'false', label: 'Draft' },
            ],
          },
          translationFilter,
        ]}
      />
      {error ? (
        <AdminLoadError message={error} />
      ) : (
        <DataTable
          label="Blog posts"
          columns={columns}
          rows={posts}
          paging={paging}
          empty="No posts match."
        />
      )}
    </>
  );
}
