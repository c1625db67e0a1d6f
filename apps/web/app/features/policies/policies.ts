import type { Language } from '@shop/shared';
import type { Policy } from './policy-kit.tsx';
import { privacyPolicyHi } from './privacy-policy.hi.tsx';
import { privacyPolicy } from './privacy-policy.tsx';
import { refundPolicyHi } from './refund-policy.hi.tsx';
import { refundPolicy } from './refund-policy.tsx';
import { shippingPolicyHi } from './shipping-policy.hi.tsx';
import { shippingPolicy } from './shipping-policy.tsx';
import { termsAndConditionsHi } from './terms-and-conditions.hi.tsx';
import { termsAndConditions } from './terms-and-conditions.tsx';

// docs/product.md#policy-pages: each policy is written whole in each language (legal text reads best that way), so
// the two versions sit side by side and carry the same sections under the same anchors.
const POLICIES = {
  'privacy-policy': { en: privacyPolicy, hi: privacyPolicyHi },
  'terms-and-conditions': { en: termsAndConditions, hi: termsAndConditionsHi },
  'return-and-refund-policy': { en: refundPolicy, hi: refundPolicyHi },
  'shipping-policy': { en: shippingPolicy, hi: shippingPolicyHi },
} satisfies Record<string, Record<Language, Policy>>;

export type PolicySlug = keyof typeof POLICIES;

/** The policies in the order the shop lists them; each slug is also the policy page's path. */
export const POLICY_SLUGS = Object.keys(POLICIES) as PolicySlug[];

export function isPolicySlug(slug: string): slug is PolicySlug {
  return Object.hasOwn(POLICIES, slug);
}

/** The policy at `slug` in `language`, or undefined for a slug that is not a policy. */
export function policyFor(slug: string, language: Language): Policy | undefined {
  return isPolicySlug(slug) ? POLICIES[slug][language] : undefined;
}
