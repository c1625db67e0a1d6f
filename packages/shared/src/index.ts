export * from './account-forms.ts';
export * from './brand.ts';
export * from './forms.ts';
export * from './money.ts';
export * from './pricing.ts';
export * from './text.ts';
