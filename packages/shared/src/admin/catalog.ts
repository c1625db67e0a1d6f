import { z } from 'zod';
import { CLAIM_LABELS } from '../brand.ts';
import { hasControlCharacters, notAllowedMessage, requiredMessage, requiredText } from '../forms.ts';
import { translationsSchema, translationsToForm } from '../translations.ts';
import { fileField } from './file-fields.ts';
import { parcelFields, parcelFormFields, parcelFromForm, parcelToForm } from './parcel-fields.ts';

export { fileField };

// The back office's catalog forms. The API validates request bodies with these; money is integer paise here and
// typed in rupees only in the browser's form (see rupeesToPaise).

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const slugField = (label = 'Slug') =>
  requiredText(label, 200).refine(
    (value) => SLUG.test(value),
    `${label} must be lower case letters, digits and dashes`,
  );

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

/** The GST slabs a product's tax-inclusive price may carry (docs/orders.md#invoices-and-credit-notes). */
export const GST_RATES = [0, 5, 12, 18, 28] as const;
export type GstRate = (typeof GST_RATES)[number];

/** HSN codes are 4, 6 or 8 digits: 3304 (skin care), 3305 (hair care), 330499 … */
const hsnField = z
  .string({ error: 'HSN code is a required field' })
  .trim()
  .regex(/^(\d{4}|\d{6}|\d{8})$/, 'HSN code must be 4, 6 or 8 digits');

const gstRateField = z
  .number({ error: 'GST rate must be a number' })
  .refine(
    (rate) => (GST_RATES as readonly number[]).includes(rate),
    `GST rate must be ${GST_RATES.slice(0, -1).join(', ')} or ${GST_RATES.at(-1)} percent`,
  );

const lowStockField = z
  .number({ error: 'Low-stock alert must be a number' })
  .int('Low-stock alert must be a whole number')
  .min(0, 'Low-stock alert must be 0 or more')
  .max(100_000, 'Low-stock alert must be at most 100000');

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
    ...parcelFields,
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
    hsnCode: hsnField.default('3304'),
    gstRatePercent: gstRateField.default(18),
    lowStockThreshold: lowStockField.default(5),
    topSelling: z.boolean().default(false),
    availableForBundle: z.boolean().default(true),
    status: z.boolean().default(true),
    sizes: z.array(ProductSizeSchema).min(1, 'Add at least one size').max(20, 'At most 20 sizes'),
    translations: translationsSchema('product').default({}),
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
    if (new Set(product.images).size !== product.images.length)
      ctx.addIssue({ code: 'custom', path: ['images'], message: 'An image is listed twice' });
    if (new Set(product.claims).size !== product.claims.length)
      ctx.addIssue({ code: 'custom', path: ['claims'], message: 'A claim is listed twice' });
  });
export type ProductInput = z.input<typeof ProductSchema>;
export type ProductPayload = z.output<typeof ProductSchema>;

// The taxonomy's edits replace the whole record, except its translations: a body without them keeps them.
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
  translations: translationsSchema('category').optional(),
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
  translations: translationsSchema('subCategory').optional(),
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
  translations: translationsSchema('ingredient').optional(),
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

const rupeesText = (label: string) =>
  z
    .string()
    .trim()
    .min(1, requiredMessage(label))
    .refine((value) => rupeesToPaise(value) !== null, `${label} must be in rupees, with at most 2 decimals`);

/** A size as the edit form holds it: prices typed in rupees, stock as typed. */
export const ProductFormSizeSchema = z.object({
  _id: z.string().optional(),
  title: z.string(),
  sku: z.string(),
  mrp: rupeesText('MRP'),
  salePrice: z
    .string()
    .trim()
    .refine(
      (value) => value === '' || rupeesToPaise(value) !== null,
      'Sale price must be in rupees, with at most 2 decimals',
    ),
  stock: z
    .string()
    .trim()
    .regex(/^\d{1,7}$/, 'Stock must be a whole number, 0 or more'),
  isBase: z.boolean(),
  ...parcelFormFields,
});

/**
 * The product form: checks what was typed (rupees, whole stock), then turns it into the API's body and checks
 * that with ProductSchema, so the browser refuses what the API would, at the same field names.
 */
export const ProductFormSchema = z
  .object({
    name: z.string(),
    slug: z.string(),
    sku: z.string(),
    category: z.string().min(1, 'Choose a category'),
    subCategory: z.string(),
    image: z.string(),
    images: z.array(z.string()),
    shortDescription: z.string(),
    description: z.string(),
    benefits: z.string(),
    howToUse: z.string(),
    ingredients: z.array(z.string()),
    claims: z.array(z.string()),
    metaTitle: z.string(),
    metaDescription: z.string(),
    hsnCode: z.string(),
    /** The select's value: "18". */
    gstRatePercent: z.string(),
    lowStockThreshold: z
      .string()
      .trim()
      .regex(/^\d{1,6}$/, 'Low-stock alert must be a whole number, 0 or more'),
    topSelling: z.boolean(),
    availableForBundle: z.boolean(),
    status: z.boolean(),
    sizes: z.array(ProductFormSizeSchema),
    /** Checked with the API's rules below; empty texts are simply not stored. */
    translations: z.object({ hi: z.record(z.string(), z.string()) }),
  })
  .transform((form, ctx) => {
    const parsed = ProductSchema.safeParse({
      ...form,
      subCategory: form.subCategory || null,
      gstRatePercent: Number(form.gstRatePercent),
      lowStockThreshold: Number(form.lowStockThreshold),
      sizes: form.sizes.map((size) => ({
        ...(size._id ? { _id: size._id } : {}),
        title: size.title,
        sku: size.sku,
        mrp: rupeesToPaise(size.mrp),
        salePrice: size.salePrice === '' ? null : rupeesToPaise(size.salePrice),
        stock: Number(size.stock),
        isBase: size.isBase,
        ...parcelFromForm(size),
      })),
    });
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }
    return z.NEVER;
  });
export type ProductFormValues = z.input<typeof ProductFormSchema>;

/** A saved product (the body a write takes, in paise) as the form's values. */
export function productToForm(product: ProductInput): ProductFormValues {
  return {
    name: product.name,
    slug: product.slug,
    sku: product.sku,
    category: product.category,
    subCategory: product.subCategory ?? '',
    image: product.image,
    images: product.images ?? [],
    shortDescription: product.shortDescription,
    description: product.description,
    benefits: product.benefits,
    howToUse: product.howToUse,
    ingredients: product.ingredients ?? [],
    claims: product.claims ?? [],
    metaTitle: product.metaTitle ?? '',
    metaDescription: product.metaDescription ?? '',
    hsnCode: product.hsnCode ?? '3304',
    gstRatePercent: String(product.gstRatePercent ?? 18),
    lowStockThreshold: String(product.lowStockThreshold ?? 5),
    topSelling: product.topSelling ?? false,
    availableForBundle: product.availableForBundle ?? true,
    status: product.status ?? true,
    translations: translationsToForm('product', product.translations),
    sizes: product.sizes.map((size) => ({
      ...(size._id ? { _id: size._id } : {}),
      title: size.title,
      sku: size.sku,
      mrp: paiseToRupeesText(size.mrp),
      salePrice: size.salePrice == null ? '' : paiseToRupeesText(size.salePrice),
      stock: String(size.stock),
      isBase: size.isBase,
      ...parcelToForm(size),
    })),
  };
}
