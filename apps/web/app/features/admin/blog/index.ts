// The blog's screens (docs/admin.md#blog). The article editor is not here: post-form.tsx loads it lazily, so
// TipTap stays a chunk of its own.

export { AuthorForm, type AuthorRow, authorColumns } from './author-form.tsx';
export { BlogCategoryForm, type BlogCategoryRow, blogCategoryColumns } from './category-form.tsx';
export { PostForm, type StoredPost } from './post-form.tsx';
export { PostList, type PostRow } from './post-list.tsx';
