import type { HindiBlogPost } from './types.ts';

export const wellnessPostsHi: Record<string, HindiBlogPost> = {};
