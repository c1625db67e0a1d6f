import type { HindiBlogAuthor, HindiBlogCategory, HindiBlogPost } from './types.ts';

/** By author key. */
export const blogAuthorsHi: Record<string, HindiBlogAuthor> = {};

/** By blog category slug. */
export const blogCategoriesHi: Record<string, HindiBlogCategory> = {};

/** By post slug. */
export const blogPostsHi: Record<string, HindiBlogPost> = {};
