export * from './account-forms.ts';
export type * from './api-types.ts';
export * from './brand.ts';
export * from './checkout.ts';
export * from './forms.ts';
export * from './limits.ts';
export * from './money.ts';
export * from './pricing.ts';
export * from './text.ts';
