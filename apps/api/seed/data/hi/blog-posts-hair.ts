import type { HindiBlogPost } from './types.ts';

export const hairPostsHi: Record<string, HindiBlogPost> = {};
