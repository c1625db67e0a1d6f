import type { HindiBlogPost } from './types.ts';

export const ayurvedaPostsHi: Record<string, HindiBlogPost> = {};
