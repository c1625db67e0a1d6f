import { categories } from './categories.ts';
import { intBetween, mulberry32, pick } from './random.ts';
import type { CategorySlug, SeedProduct } from './types.ts';
import { users } from './users.ts';

export type SeedReviewStatus = 'PENDING' | 'ACTIVE' | 'REJECTED';

export interface SeedReview {
  productSlug: string;
  /** Index into the demo users, or null for a guest-named review. */
  userIndex: number | null;
  displayName: string | null;
  rating: number;
  reviewText: string;
  status: SeedReviewStatus;
  createdAt: Date;
}

/** Reviews are dated back from this day, never from the clock, so every seed is identical. */
export const REVIEWS_AS_OF = new Date('2026-11-01T12:00:00+05:30');
const DAY_MS = 86_400_000;
const SPAN_DAYS = 548;

const firstNames = [
  'Aditi',
  'Aishwarya',
  'Akash',
  'Amrita',
  'Anjali',
  'Ankita',
  'Anushka',
  'Aparna',
  'Bhavna',
  'Chitra',
  'Deepa',
  'Deepika',
  'Gauri',
  'Harini',
  'Harsh',
  'Isha',
  'Jyoti',
  'Kajal',
  'Karan',
  'Khushi',
  'Kirti',
  'Madhuri',
  'Mansi',
  'Mitali',
  'Nandini',
  'Nisha',
  'Pallavi',
  'Payal',
  'Pranav',
  'Preeti',
  'Radhika',
  'Rashmi',
  'Riya',
  'Sakshi',
  'Saloni',
  'Sanjana',
  'Shreya',
  'Shruti',
  'Siddharth',
  'Sonal',
  'Swati',
  'Tanya',
  'Trisha',
  'Vaishnavi',
  'Varun',
  'Vidya',
  'Yamini',
  'Zoya',
  'Fatima',
  'Gurpreet',
];
const initials = 'ABCDGHIJKMNPRSTVY';

const openers: Record<number, string[]> = {
  5: [
    'Absolutely love this {noun}!',
    'Best {noun} I have used so far.',
    'My holy grail {noun}.',
    'Finally a natural {noun} that actually works.',
    'Bought it on a friend’s recommendation and I am hooked.',
    'Repurchased for the third time now.',
    'Five stars without a second thought.',
  ],
  4: [
    'Really good {noun}, happy with it.',
    'Very nice product overall.',
    'Does what it promises.',
    'Good quality and gentle.',
    'Solid {noun} for the price.',
    'Liked it a lot.',
  ],
  3: [
    'It is okay.',
    'Decent {noun}, nothing extraordinary.',
    'Average experience so far.',
    'Mixed feelings about this one.',
  ],
  2: ['Expected more from this {noun}.', 'Did not really work for me.', 'Slightly disappointed.'],
  1: ['Not for me at all.', 'Sadly this did not suit me.', 'Would not buy again.'],
};

const praise: Record<string, string[]> = {
  'face-wash': [
    'Leaves my face clean without that stretchy dry feeling.',
    'A small amount lathers enough for the whole face.',
    'My oily T-zone stays under control till evening.',
    'Does not sting even around the eyes.',
  ],
  serum: [
    'Two to three drops are enough for the whole face and neck.',
    'My dull patches look visibly brighter after four weeks.',
    'Absorbs quickly and sits well under sunscreen.',
    'The dropper makes it easy to use without any mess.',
  ],
  moisturiser: [
    'Sinks in within a minute and never feels greasy.',
    'Keeps my skin soft through the whole day in AC.',
    'Works nicely under makeup.',
    'My dry cheeks finally feel comfortable.',
  ],
  sunscreen: [
    'No white cast on my wheatish skin.',
    'Does not sting the eyes even when I sweat.',
    'Survived a full day out in Jaipur without a tan line.',
    'Feels light, not sticky like other sunscreens.',
  ],
  'face-pack': [
    'Skin feels fresh and clean after washing it off.',
    'Gives an instant glow before functions.',
    'Reminds me of the ubtan my nani used to make.',
    'Easy to apply and rinses off without any mess.',
  ],
  shampoo: [
    'Hair feels light and bouncy after the first wash.',
    'Hair fall has reduced noticeably in six weeks.',
    'Lathers well even though it is sulfate free.',
    'My scalp does not feel itchy any more.',
  ],
  conditioner: [
    'Detangles instantly, my comb glides through.',
    'Frizz is much lower even in the monsoon.',
    'Does not weigh my fine hair down.',
    'Hair stays soft till the next wash.',
  ],
  'hair-oil': [
    'Not sticky at all and washes off in one shampoo.',
    'The herbal smell reminds me of home.',
    'Baby hair is growing back along my hairline.',
    'A warm champi on Sunday with this is pure bliss.',
  ],
  'hair-mask': [
    'Hair feels like I just walked out of a salon.',
    'My dry ends look much healthier.',
    'A little goes a long way, the jar lasts long.',
    'Shine is visible after the very first use.',
  ],
  'body-lotion': [
    'Absorbs fast, I can wear clothes right after.',
    'My elbows and knees are finally not ashy.',
    'The natural scent is subtle, not overpowering.',
    'Keeps skin moisturised even in Delhi winters.',
  ],
  'body-wash': [
    'Feels luxurious, like a spa at home.',
    'Skin does not feel dry after the bath.',
    'The whole family uses it now.',
    'Lasts long and lathers beautifully.',
  ],
  'lip-care': [
    'My chapped lips healed in two days.',
    'Fits easily in my pocket and I use it all day.',
    'Lips stay soft overnight.',
    'Feels nourishing, not waxy.',
  ],
};

const complaints: Record<CategorySlug, string[]> = {
  'skin-care': [
    'I broke out a little in the first week.',
    'It felt a bit heavy for my oily skin.',
    'Did not see much difference after a month.',
    'The herbal smell is too strong for me.',
  ],
  'hair-care': [
    'My hair felt dry after washing.',
    'Did not help with hair fall in my case.',
    'Too runny, half of it spills from the hand.',
    'Needed two washes to get it out.',
  ],
  'body-care': [
    'Too rich for the summer.',
    'The quantity is small for the price.',
    'Dried out my skin a bit.',
    'The texture is not for me.',
  ],
};

const closers: Record<number, string[]> = {
  5: [
    'Will definitely repurchase.',
    'Recommended it to my sister as well.',
    'Packaging is sturdy and leak proof.',
    'Delivery to {city} took just three days.',
    'Love that it is vegan and cruelty free.',
    'Worth every rupee.',
  ],
  4: [
    'Wish it came in a bigger size.',
    'Price could be a little lower.',
    'Took a couple of weeks to see results.',
    'Delivery to {city} was quick.',
  ],
  3: ['Will finish it and then decide.', 'Might work better for others.', 'Packaging is nice though.'],
  2: ['Maybe it suits other skin types.', 'Going back to my old one.'],
  1: ['Customer care was helpful with the return though.', 'Not repurchasing.'],
};

const cities = [
  'Pune',
  'Bengaluru',
  'Jaipur',
  'Kolkata',
  'Chennai',
  'Lucknow',
  'Indore',
  'Kochi',
  'Ahmedabad',
  'Delhi',
];

const subCategoryNoun = new Map(
  categories.flatMap((c) => c.subCategories.map((s) => [s.slug, s.noun] as const)),
);

export function ratingFrom(roll: number): number {
  // Roughly 55% five stars, 25% four, 10% three, 6% two, 4% one.
  if (roll < 0.55) return 5;
  if (roll < 0.8) return 4;
  if (roll < 0.9) return 3;
  if (roll < 0.96) return 2;
  return 1;
}

/** A review's words for a product and rating, from the demo's phrases. */
export function reviewText(random: () => number, product: SeedProduct, rating: number): string {
  if (random() < 0.08) return '';
  const noun = subCategoryNoun.get(product.subCategory) ?? 'product';
  const fill = (text: string) => text.replace('{noun}', noun).replace('{city}', pick(random, cities));
  const parts = [fill(pick(random, openers[rating] ?? []))];
  const detail =
    rating >= 3
      ? pick(random, praise[product.subCategory] ?? [])
      : pick(random, complaints[product.category]);
  if (rating !== 3 || random() < 0.5) parts.push(detail);
  if (rating === 3) parts.push(pick(random, complaints[product.category]));
  if (random() < 0.6) parts.push(fill(pick(random, closers[rating] ?? [])));
  return parts.join(' ');
}

/** Three to seven reviews a product, nine to twelve for top sellers; the same list on every run. */
export function generateReviews(products: readonly SeedProduct[]): SeedReview[] {
  const random = mulberry32(20261101);
  const reviews: SeedReview[] = [];
  for (const product of products) {
    const count = product.topSelling ? intBetween(random, 9, 12) : intBetween(random, 3, 7);
    const reviewers = new Set<number>();
    for (let i = 0; i < count; i++) {
      const rating = ratingFrom(random());
      const statusRoll = random();
      const status: SeedReviewStatus =
        statusRoll < 0.1 ? 'PENDING' : statusRoll < 0.13 ? 'REJECTED' : 'ACTIVE';
      // Moderation keeps up, so reviews still waiting are the recent ones.
      const ageDays = status === 'PENDING' ? random() * 20 : 20 + random() * (SPAN_DAYS - 20);
      const createdAt = new Date(REVIEWS_AS_OF.getTime() - Math.round(ageDays * DAY_MS));

      let userIndex: number | null = null;
      if (random() < 0.35) {
        const candidate = intBetween(random, 0, users.length - 1);
        if (!reviewers.has(candidate)) {
          reviewers.add(candidate);
          userIndex = candidate;
        }
      }
      let displayName: string | null = `${pick(random, firstNames)} ${pick(random, [...initials])}.`;
      if (userIndex !== null) {
        const user = users[userIndex];
        const first = user?.name.split(' ')[0] ?? 'Customer';
        displayName = random() < 0.5 ? null : first;
      }
      reviews.push({
        productSlug: product.slug,
        userIndex,
        displayName,
        rating,
        reviewText: reviewText(random, product, rating),
        status,
        createdAt,
      });
    }
  }
  return reviews;
}
