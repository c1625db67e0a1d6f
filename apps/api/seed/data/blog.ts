import { ayurvedaPosts } from './blog-posts-ayurveda.ts';
import { hairPosts } from './blog-posts-hair.ts';
import { skinPosts } from './blog-posts-skin.ts';
import { wellnessPosts } from './blog-posts-wellness.ts';
import type { IngredientMotif } from './types.ts';

export interface SeedBlogAuthor {
  key: string;
  name: string;
  bio: string;
  color: string;
}

export interface SeedBlogCategory {
  name: string;
  slug: string;
  metaDescription: string;
}

export interface SeedBlogPost {
  slug: string;
  title: string;
  excerpt: string;
  metaTitle: string;
  description: string;
  category: string;
  author: string;
  /** ISO date of the last edit, shown on the article. */
  updatedAt: string;
  color: string;
  motif: IngredientMotif;
  /** Product drawn in the inline illustration, by slug. */
  featuredProduct: string | null;
  inlineAlt: string;
  /** HTML; `{{inline-image}}` marks where the inline illustration goes. */
  content: string;
}

export const INLINE_IMAGE_MARKER = '{{inline-image}}';

export const blogAuthors: SeedBlogAuthor[] = [
  {
    key: 'meera-rathore',
    name: 'Meera Rathore',
    bio: 'Co-founder and Director of Vanya Naturals. A pharmacologist who spent five years with Ayurvedic vaidyas in Mewar, she writes about turning family recipes into stable, tested formulas.',
    color: '#b5541c',
  },
  {
    key: 'kavya-iyer',
    name: 'Dr. Kavya Iyer',
    bio: 'An Ayurvedic physician (BAMS) practising in Udaipur for over a decade. She advises the Vanya formulation team and writes about classical texts and everyday routines.',
    color: '#3f6b3a',
  },
  {
    key: 'tanvi-joshi',
    name: 'Tanvi Joshi',
    bio: 'A certified trichologist and our content lead. Tanvi answers your hair questions, tests every launch on her own curls and believes good hair days start with a healthy scalp.',
    color: '#8a3345',
  },
];

export const blogCategories: SeedBlogCategory[] = [
  {
    name: 'Skin Care Rituals',
    slug: 'skin-care-rituals',
    metaDescription:
      'Simple, season-wise skincare routines for Indian skin, from morning rituals to sunscreen and monsoon care.',
  },
  {
    name: 'Hair Care',
    slug: 'hair-care',
    metaDescription:
      'Hair oiling, hair fall and shampoo advice from a trichologist, for Indian hair and water.',
  },
  {
    name: 'Ayurveda & Ingredients',
    slug: 'ayurveda-and-ingredients',
    metaDescription:
      'The herbs, oils and clays behind our formulas: where they come from, what the classical texts say and how to use them.',
  },
  {
    name: 'Wellness',
    slug: 'wellness',
    metaDescription: 'Daily rhythm, food and rest: the Ayurvedic habits that show up on your skin and hair.',
  },
];

export const blogPosts: SeedBlogPost[] = [...skinPosts, ...hairPosts, ...ayurvedaPosts, ...wellnessPosts];
