import { z } from 'zod';
import { CLAIM_LABELS } from '../brand.ts';
import { hasControlCharacters, notAllowedMessage, requiredText } from '../forms.ts';

// The back office's catalog forms. The API validates request bodies with these; money is integer paise here and
// typed in rupees only in the browser's form (see rupeesToPaise).

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
// A stored file name as /admin/uploads answers it, or a seeded one under a folder; never a path out of uploads.
const FILE = /^(?!.*\.\.)[A-Za-z0-9][A-Za-z0-9._/-]*$/;

export const slugField = (label = 'Slug') =>
  requiredText(label, 200).refine(
    (value) => SLUG.test(value),
    `${label} must be lower case letters, digits and dashes`,
  );

export const fileField = (label: string) =>
  requiredText(label, 300).refine((value) => FILE.test(value), `${label} must be an uploaded file`);

const optionalFile = (label: string) =>
  z
    .union([fileField(label), z.literal(''), z.null()])
    .optional()
    .transform((value) => value || null);

const priorityField = z
  .number({ error: 'Priority must be a number' })
  .int('Priority must be a whole number')
  .min(0, 'Priority must be 0 or more')
  .max(100000, 'Priority must be at most 100000');

const uuidField = (label: string) => z.uuid({ error: `${label} must be chosen from the list` });

/** Optional text the API stores as null when empty; the edit form sends back the null it read. */
const nullableText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine((value) => !hasControlCharacters(value), notAllowedMessage(label))
    .nullable()
    .optional()
    .transform((value) => value || null);

const longText = (label: string) => requiredText(label, 20000, { multiline: true });

const paise = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be whole paise`)
    .positive(`${label} must be more than 0`)
    .max(100_000_000, `${label} is too large`);

export const ProductSizeSchema = z
  .object({
    _id: z.uuid({ error: 'Unknown size' }).optional(),
    title: requiredText('Size', 60),
    sku: requiredText('SKU', 60),
    mrp: paise('MRP'),
    salePrice: paise('Sale price').nullable().optional().default(null),
    stock: z
      .number({ error: 'Stock must be a number' })
      .int('Stock must be a whole number')
      .min(0, 'Stock cannot be negative')
      .max(1_000_000, 'Stock is too large'),
    isBase: z.boolean({ error: 'Base size must be true or false' }),
  })
  .refine((size) => size.salePrice === null || size.salePrice <= size.mrp, {
    path: ['salePrice'],
    message: 'Sale price cannot be above the MRP',
  });

export const ProductSchema = z
  .strictObject({
    name: requiredText('Name', 200),
    slug: slugField(),
    sku: requiredText('SKU', 60),
    category: uuidField('Category'),
    subCategory: uuidField('Sub-category').nullable().optional().default(null),
    image: fileField('Main image'),
    images: z.array(fileField('Image')).max(20, 'At most 20 images').default([]),
    shortDescription: requiredText('Short description', 500, { multiline: true }),
    description: longText('Description'),
    benefits: longText('Benefits'),
    howToUse: longText('How to use'),
    ingredients: z.array(uuidField('Ingredient')).max(50, 'At most 50 ingredients').default([]),
    claims: z
      .array(z.enum(CLAIM_LABELS, { error: `Claims must be among ${CLAIM_LABELS.join(', ')}` }))
      .default([]),
    metaTitle: nullableText('Meta title', 200),
    metaDescription: nullableText('Meta description', 500),
    topSelling: z.boolean().default(false),
    availableForBundle: z.boolean().default(true),
    status: z.boolean().default(true),
    sizes: z.array(ProductSizeSchema).min(1, 'Add at least one size').max(20, 'At most 20 sizes'),
  })
  .superRefine((product, ctx) => {
    const bases = product.sizes.filter((size) => size.isBase).length;
    if (bases !== 1)
      ctx.addIssue({ code: 'custom', path: ['sizes'], message: 'Choose exactly one base size' });
    const seen = new Set<string>();
    product.sizes.forEach((size, index) => {
      const sku = size.sku.toLowerCase();
      if (seen.has(sku))
        ctx.addIssue({ code: 'custom', path: ['sizes', index, 'sku'], message: 'This SKU is used twice' });
      seen.add(sku);
    });
    if (new Set(product.ingredients).size !== product.ingredients.length)
      ctx.addIssue({ code: 'custom', path: ['ingredients'], message: 'An ingredient is listed twice' });
    if (new Set(product.claims).size !== product.claims.length)
      ctx.addIssue({ code: 'custom', path: ['claims'], message: 'A claim is listed twice' });
  });
export type ProductInput = z.input<typeof ProductSchema>;
export type ProductPayload = z.output<typeof ProductSchema>;

export const CategorySchema = z.strictObject({
  name: requiredText('Name', 120),
  slug: slugField(),
  image: fileField('Image'),
  listingImage: optionalFile('Listing image'),
  priority: priorityField.default(0),
  status: z.boolean().default(true),
  availableForBundle: z.boolean().default(false),
  metaTitle: nullableText('Meta title', 200),
  metaDescription: nullableText('Meta description', 500),
});
export type CategoryInput = z.input<typeof CategorySchema>;
export type CategoryPayload = z.output<typeof CategorySchema>;

export const SubCategorySchema = z.strictObject({
  category: uuidField('Category'),
  name: requiredText('Name', 120),
  slug: slugField(),
  image: optionalFile('Image'),
  priority: priorityField.default(0),
  status: z.boolean().default(true),
});
export type SubCategoryInput = z.input<typeof SubCategorySchema>;
export type SubCategoryPayload = z.output<typeof SubCategorySchema>;

export const IngredientSchema = z.strictObject({
  name: requiredText('Name', 120),
  slug: slugField(),
  image: fileField('Image'),
  shortDescription: requiredText('Short description', 500, { multiline: true }),
  priority: priorityField.default(0),
  status: z.boolean().default(true),
});
export type IngredientInput = z.input<typeof IngredientSchema>;
export type IngredientPayload = z.output<typeof IngredientSchema>;

/**
 * A price typed in rupees ("499", "499.5", "499.50") as integer paise; null when it is not a price with at most
 * two decimals, so the form can refuse it rather than round it.
 */
export function rupeesToPaise(text: string): number | null {
  const match = /^\s*(\d{1,9})(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Paise as the rupees a form shows: 49950 → "499.50", 49900 → "499". */
export function paiseToRupeesText(paise: number): string {
  return paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2);
}
