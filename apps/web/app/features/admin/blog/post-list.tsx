import type { TranslationState } from '@shop/shared';
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import {
  categoryFilter,
  ListedTable,
  ListFilters,
  type ListPage,
  statusFilter,
  translationColumn,
  translationFilter,
} from '#app/features/admin/index.ts';

export interface PostRow {
  _id: string;
  title: string;
  slug: string;
  status: boolean;
  publishedAt: string;
  author: { _id: string; name: string };
  category: { _id: string; name: string };
  translationState: TranslationState;
}

const dateFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

function postState(post: PostRow): string {
  if (!post.status) return 'Draft';
  return new Date(post.publishedAt).getTime() > Date.now() ? 'Scheduled' : 'Published';
}

const column = createColumnHelper<PostRow>();
/** The posts table: title, category, author, publish date, whether it is out, translation. */
const postColumns = [
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

/** The posts, filtered by category, draft or not, and translation. */
export function PostList({
  page,
  categories,
}: {
  page: ListPage<PostRow>;
  categories: { _id: string; name: string }[];
}) {
  return (
    <>
      <ListFilters
        searchLabel="Search titles"
        filters={[categoryFilter(categories), statusFilter('On', 'Draft'), translationFilter]}
      />
      <ListedTable page={page} label="Blog posts" columns={postColumns} empty="No posts match." />
    </>
  );
}
