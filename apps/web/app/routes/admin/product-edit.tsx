import { zodResolver } from '@hookform/resolvers/zod';
import {
  CLAIM_LABELS,
  GST_RATES,
  ProductFormSchema,
  type ProductFormValues,
  type ProductInput,
  type ProductPayload,
  productToForm,
  slugify,
  translationsToForm,
} from '@shop/shared';
import { useState } from 'react';
import { Controller, type FieldPath, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { errorClass, Field, labelClass, SelectField } from '#app/components/ui/field.tsx';
import {
  AdminLoadError,
  AdminPageHeader,
  adminApi,
  adminGet,
  errorAt,
  ImageUpload,
  MoneyInput,
  ReadOnlyNote,
  TranslatedField,
  translatedField,
  useAdminUser,
  useConfirm,
  useFormRows,
} from '#app/features/admin/index.ts';
import { uploadUrl } from '#app/lib/api.ts';
import { useRenderedResolver } from '#app/lib/form-resolver.ts';
import { toastError, toastSuccess } from '#app/lib/toast.ts';
import type { Route } from './+types/product-edit';

type Named = { _id: string; name: string };
type SavedProduct = ProductInput & { _id: string };

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const [categories, subCategories, ingredients, product] = await Promise.all([
    adminGet<Named[]>('/admin/categories?limit=0', request),
    adminGet<(Named & { category: Named })[]>('/admin/subCategories?limit=0', request),
    adminGet<Named[]>('/admin/ingredients?limit=0', request),
    params.id ? adminGet<SavedProduct>(`/admin/products/${params.id}`, request) : undefined,
  ]);
  return {
    categories: categories.body ?? [],
    subCategories: subCategories.body ?? [],
    ingredients: ingredients.body ?? [],
    product: product?.body,
    loadError: product && product.status !== 200 ? product.message : undefined,
  };
}
clientLoader.hydrate = true as const;

/** The product's long texts, each with its Hindi version. */
const TEXTS = [
  { name: 'shortDescription', label: 'Short description', rows: 2, hint: undefined },
  { name: 'description', label: 'Description', rows: 5, hint: undefined },
  { name: 'benefits', label: 'Benefits', rows: 4, hint: 'One per line' },
  { name: 'howToUse', label: 'How to use', rows: 4, hint: 'One step per line' },
] as const;

const EMPTY_SIZE = { title: '', sku: '', mrp: '', salePrice: '', stock: '0', isBase: false };

const EMPTY_PRODUCT: ProductFormValues = {
  name: '',
  slug: '',
  sku: '',
  category: '',
  subCategory: '',
  image: '',
  images: [],
  shortDescription: '',
  description: '',
  benefits: '',
  howToUse: '',
  ingredients: [],
  claims: [],
  metaTitle: '',
  metaDescription: '',
  hsnCode: '3304',
  gstRatePercent: '18',
  lowStockThreshold: '5',
  topSelling: false,
  availableForBundle: true,
  status: true,
  sizes: [{ ...EMPTY_SIZE, isBase: true }],
  translations: translationsToForm('product', undefined),
};

export default function ProductEdit({ loaderData }: Route.ComponentProps) {
  if (loaderData.loadError) {
    return (
      <>
        <AdminPageHeader title="Product" />
        <AdminLoadError message={loaderData.loadError} />
      </>
    );
  }
  // A new key remounts the form, so moving from one product to another never keeps the last one's values.
  return <ProductForm key={loaderData.product?._id ?? 'new'} {...loaderData} />;
}

function ProductForm({
  categories,
  subCategories,
  ingredients,
  product,
}: {
  categories: Named[];
  subCategories: (Named & { category: Named })[];
  ingredients: Named[];
  product: SavedProduct | undefined;
}) {
  const user = useAdminUser();
  const readOnly = user.role !== 'ADMIN';
  const navigate = useNavigate();
  const { confirm, dialog } = useConfirm();
  const [formError, setFormError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    watch,
    setValue,
    getValues,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ProductFormValues, unknown, ProductPayload>({
    resolver: useRenderedResolver(zodResolver(ProductFormSchema)),
    defaultValues: product ? productToForm(product) : EMPTY_PRODUCT,
  });
  const sizes = useFormRows<ProductFormValues, ProductFormValues['sizes'][number]>(
    { getValues, setValue, watch },
    'sizes',
  );
  const category = watch('category');
  const images = watch('images');
  const mainImage = watch('image');
  const chosenIngredients = watch('ingredients');
  // What TranslatedField wires its two controls to.
  const form = { register, watch, formState: { errors } };
  const ingredientName = new Map(ingredients.map((ingredient) => [ingredient._id, ingredient.name]));
  const errorOf = (path: string) => errorAt(errors, path);

  async function save(payload: ProductPayload) {
    setFormError(null);
    const res = await adminApi.save<SavedProduct>('/admin/products', product?._id, payload);
    if (!res) return;
    if (res.status === 200 && res.body) {
      toastSuccess(product ? 'Product saved' : 'Product created');
      if (product) reset(productToForm(res.body));
      else navigate(`/admin/products/${res.body._id}`, { replace: true });
      return;
    }
    // The server's field names are the form's (sizes.0.salePrice and all); what typed stays as it was.
    const fieldErrors = Object.entries(res.errors ?? {});
    for (const [index, [field, message]] of fieldErrors.entries()) {
      setError(
        field as FieldPath<ProductFormValues>,
        { type: 'server', message },
        { shouldFocus: index === 0 },
      );
    }
    // The summary also carries errors no field shows (a size removed meanwhile, for one).
    setFormError(res.errors?._ ?? res.message);
  }

  async function remove() {
    if (!product) return;
    const yes = await confirm({
      title: 'Delete this product?',
      body: 'It disappears from the shop at once. Past orders keep their lines.',
      action: 'Delete product',
    });
    if (!yes) return;
    setDeleting(true);
    const res = await adminApi.remove(`/admin/products/${product._id}`);
    setDeleting(false);
    if (res?.status === 200) {
      toastSuccess('Product deleted');
      navigate('/admin/products');
    } else if (res) toastError(res.message);
  }

  function addImage(file: string | null) {
    if (!file || getValues('images').includes(file)) return;
    setValue('images', [...getValues('images'), file], { shouldDirty: true });
    if (!getValues('image')) setValue('image', file, { shouldDirty: true });
  }

  /** Moves one entry of the gallery or of the ingredients one place earlier (-1) or later (1). */
  function moveEntry(list: 'images' | 'ingredients', index: number, by: -1 | 1) {
    const next = [...getValues(list)];
    const [moved] = next.splice(index, 1);
    if (moved === undefined) return;
    next.splice(index + by, 0, moved);
    setValue(list, next, { shouldDirty: true });
  }

  function removeImage(index: number) {
    const next = getValues('images').filter((_, at) => at !== index);
    setValue('images', next, { shouldDirty: true });
    if (getValues('image') === images[index]) setValue('image', next[0] ?? '', { shouldDirty: true });
  }

  const sectionClass = 'rounded-xl border border-brand-100 bg-white p-5';
  const legendClass = 'px-1 text-lg font-semibold text-brand-900';

  return (
    <>
      <AdminPageHeader
        title={product ? `Edit ${product.name}` : 'New product'}
        actions={
          product && !readOnly ? (
            <Button variant="danger" size="sm" busy={deleting} onClick={remove}>
              Delete product
            </Button>
          ) : null
        }
      />
      {readOnly ? <ReadOnlyNote /> : null}
      <form onSubmit={handleSubmit(save)} noValidate>
        <fieldset disabled={readOnly} className="grid gap-6">
          <section className={sectionClass} aria-labelledby="basics">
            <h2 id="basics" className={legendClass}>
              Basics
            </h2>
            <p className="mt-1 text-sm text-stone-600">
              Each text has its Hindi version beside it; where that is empty, Hindi pages show the English.
            </p>
            <div className="mt-4">
              <TranslatedField
                label="Name"
                required
                {...translatedField(form, 'name', {
                  onBlur: (event) => {
                    if (!getValues('slug')) setValue('slug', slugify(event.target.value));
                  },
                })}
              />
            </div>
            <div className="mt-4 grid gap-4 md:grid-cols-2">
              <Field
                label="Slug"
                required
                hint="Its web address: /product/slug"
                error={errorOf('slug')}
                {...register('slug')}
              />
              <Field label="SKU" required error={errorOf('sku')} {...register('sku')} />
              <SelectField
                label="Category"
                required
                error={errorOf('category')}
                {...register('category', { onChange: () => setValue('subCategory', '') })}
              >
                <option value="">Choose…</option>
                {categories.map((option) => (
                  <option key={option._id} value={option._id}>
                    {option.name}
                  </option>
                ))}
              </SelectField>
              <SelectField label="Sub-category" error={errorOf('subCategory')} {...register('subCategory')}>
                <option value="">None</option>
                {subCategories
                  .filter((sub) => sub.category._id === category)
                  .map((sub) => (
                    <option key={sub._id} value={sub._id}>
                      {sub.name}
                    </option>
                  ))}
              </SelectField>
            </div>
          </section>

          <section className={sectionClass} aria-labelledby="images">
            <h2 id="images" className={legendClass}>
              Images
            </h2>
            {images.length > 0 ? (
              <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
                {images.map((file, index) => (
                  <li
                    // Keyed by file, so a moved picture keeps its node and the mover button keeps the focus.
                    key={file}
                    className={`rounded-xl border p-2 ${file === mainImage ? 'border-brand-600' : 'border-brand-100'}`}
                  >
                    <img
                      src={uploadUrl(file)}
                      alt={`Gallery ${index + 1} of ${images.length}`}
                      className="aspect-square w-full rounded-lg object-cover"
                    />
                    <p className="mt-1 text-xs text-stone-600">
                      {index + 1} of {images.length}
                      {file === mainImage ? ' · main image' : ''}
                    </p>
                    <div className="mt-1 flex flex-wrap gap-1">
                      <RowButton disabled={index === 0} onClick={() => moveEntry('images', index, -1)}>
                        Earlier
                      </RowButton>
                      <RowButton
                        disabled={index === images.length - 1}
                        onClick={() => moveEntry('images', index, 1)}
                      >
                        Later
                      </RowButton>
                      <RowButton
                        disabled={file === mainImage}
                        onClick={() => setValue('image', file, { shouldDirty: true })}
                      >
                        Make main
                      </RowButton>
                      <RowButton onClick={() => removeImage(index)}>Remove</RowButton>
                    </div>
                  </li>
                ))}
              </ul>
            ) : null}
            <div className="mt-4">
              <ImageUpload
                label="Add an image"
                value={null}
                onChange={addImage}
                disabled={readOnly}
                error={errorOf('images')}
              />
            </div>
            {errorOf('image') ? <p className={errorClass}>{errorOf('image')}</p> : null}
          </section>

          <section className={sectionClass} aria-labelledby="sizes">
            <h2 id="sizes" className={legendClass}>
              Sizes and prices
            </h2>
            <p className="mt-1 text-sm text-stone-600">
              Prices in rupees. The base size is the one lists show.
            </p>
            <div className="mt-4 grid gap-4">
              {sizes.keys.map((key, index) => (
                <fieldset
                  key={key}
                  className="grid gap-3 rounded-lg border border-brand-100 p-3 sm:grid-cols-2 lg:grid-cols-3"
                >
                  <legend className="px-1 text-sm font-medium text-stone-800">Size {index + 1}</legend>
                  <Field
                    label="Size"
                    required
                    error={errorOf(`sizes.${index}.title`)}
                    {...register(`sizes.${index}.title`)}
                  />
                  <Field
                    label="SKU"
                    required
                    error={errorOf(`sizes.${index}.sku`)}
                    {...register(`sizes.${index}.sku`)}
                  />
                  <MoneyInput
                    label="MRP"
                    required
                    error={errorOf(`sizes.${index}.mrp`)}
                    {...register(`sizes.${index}.mrp`)}
                  />
                  <MoneyInput
                    label="Sale price"
                    error={errorOf(`sizes.${index}.salePrice`)}
                    {...register(`sizes.${index}.salePrice`)}
                  />
                  <Field
                    label="Stock"
                    inputMode="numeric"
                    error={errorOf(`sizes.${index}.stock`)}
                    {...register(`sizes.${index}.stock`)}
                  />
                  <div className="flex flex-col justify-end gap-2">
                    <label className="flex items-center gap-2 text-sm">
                      <input
                        type="radio"
                        name="baseSize"
                        className="h-4 w-4 accent-brand-700"
                        checked={watch(`sizes.${index}.isBase`)}
                        onChange={() => {
                          for (const at of getValues('sizes').keys()) {
                            setValue(`sizes.${at}.isBase`, at === index, { shouldDirty: true });
                          }
                        }}
                      />
                      Base size
                    </label>
                    <RowButton disabled={sizes.keys.length === 1} onClick={() => sizes.remove(index)}>
                      Remove size
                    </RowButton>
                  </div>
                </fieldset>
              ))}
            </div>
            {errorOf('sizes') ? <p className={errorClass}>{errorOf('sizes')}</p> : null}
            <Button
              variant="secondary"
              size="sm"
              className="mt-4"
              onClick={() => sizes.append({ ...EMPTY_SIZE })}
            >
              Add a size
            </Button>
          </section>

          <section className={sectionClass} aria-labelledby="tax-stock">
            <h2 id="tax-stock" className={legendClass}>
              Tax and stock alert
            </h2>
            <p className="mt-1 text-sm text-stone-600">
              Prices include GST. The tax invoice names the HSN code and takes the tax out of the price at
              this rate; orders already placed keep the code and rate they were sold with.
            </p>
            <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              <Field
                label="HSN code"
                required
                inputMode="numeric"
                maxLength={8}
                hint="4, 6 or 8 digits: 3304 skin care, 3305 hair care"
                error={errorOf('hsnCode')}
                {...register('hsnCode')}
              />
              <SelectField
                label="GST rate"
                required
                error={errorOf('gstRatePercent')}
                {...register('gstRatePercent')}
              >
                {GST_RATES.map((rate) => (
                  <option key={rate} value={String(rate)}>
                    {rate}%
                  </option>
                ))}
              </SelectField>
              <Field
                label="Low-stock alert"
                inputMode="numeric"
                hint="The dashboard lists a size with fewer units than this"
                error={errorOf('lowStockThreshold')}
                {...register('lowStockThreshold')}
              />
            </div>
          </section>

          <section className={sectionClass} aria-labelledby="texts">
            <h2 id="texts" className={legendClass}>
              Texts
            </h2>
            <div className="mt-4 grid gap-6">
              {TEXTS.map((text) => (
                <TranslatedField
                  key={text.name}
                  label={text.label}
                  required
                  rows={text.rows}
                  hint={text.hint}
                  {...translatedField(form, text.name)}
                />
              ))}
            </div>
          </section>

          <section className={sectionClass} aria-labelledby="claims-ingredients">
            <h2 id="claims-ingredients" className={legendClass}>
              Claims and ingredients
            </h2>
            <fieldset className="mt-4">
              <legend className={labelClass}>Claims shown on the product page</legend>
              <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
                {CLAIM_LABELS.map((claim) => (
                  <label key={claim} className="flex items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      value={claim}
                      className="h-4 w-4 accent-brand-700"
                      {...register('claims')}
                    />
                    {claim}
                  </label>
                ))}
              </div>
              {errorOf('claims') ? <p className={errorClass}>{errorOf('claims')}</p> : null}
            </fieldset>
            <div className="mt-6">
              <p className={labelClass} id="ingredient-list">
                Ingredients, in the order the page lists them
              </p>
              <ol aria-labelledby="ingredient-list" className="mt-2 grid gap-2">
                {chosenIngredients.map((id, index) => (
                  <li
                    key={id}
                    className="flex flex-wrap items-center gap-2 rounded-lg border border-brand-100 px-3 py-2 text-sm"
                  >
                    <span className="flex-1">
                      {index + 1}. {ingredientName.get(id) ?? 'Unknown ingredient'}
                    </span>
                    <RowButton disabled={index === 0} onClick={() => moveEntry('ingredients', index, -1)}>
                      Earlier
                    </RowButton>
                    <RowButton
                      disabled={index === chosenIngredients.length - 1}
                      onClick={() => moveEntry('ingredients', index, 1)}
                    >
                      Later
                    </RowButton>
                    <RowButton
                      onClick={() =>
                        setValue(
                          'ingredients',
                          chosenIngredients.filter((chosen) => chosen !== id),
                          { shouldDirty: true },
                        )
                      }
                    >
                      Remove
                    </RowButton>
                  </li>
                ))}
              </ol>
              <SelectField
                label="Add an ingredient"
                className="mt-3 max-w-sm"
                value=""
                error={errorOf('ingredients')}
                onChange={(event) => {
                  if (event.target.value)
                    setValue('ingredients', [...chosenIngredients, event.target.value], {
                      shouldDirty: true,
                    });
                }}
              >
                <option value="">Choose…</option>
                {ingredients
                  .filter((ingredient) => !chosenIngredients.includes(ingredient._id))
                  .map((ingredient) => (
                    <option key={ingredient._id} value={ingredient._id}>
                      {ingredient.name}
                    </option>
                  ))}
              </SelectField>
            </div>
          </section>

          <section className={sectionClass} aria-labelledby="seo">
            <h2 id="seo" className={legendClass}>
              Search engines
            </h2>
            <div className="mt-4 grid gap-6">
              <TranslatedField label="Meta title" {...translatedField(form, 'metaTitle')} />
              <TranslatedField
                label="Meta description"
                rows={2}
                {...translatedField(form, 'metaDescription')}
              />
            </div>
          </section>

          <section className={sectionClass} aria-labelledby="flags">
            <h2 id="flags" className={legendClass}>
              Where it shows
            </h2>
            <div className="mt-4 grid gap-2 text-sm">
              <Controller
                control={control}
                name="status"
                render={({ field }) => (
                  <label className="flex items-center gap-2">
                    <input
                      type="checkbox"
                      className="h-4 w-4 accent-brand-700"
                      checked={field.value}
                      onChange={(e) => field.onChange(e.target.checked)}
                    />
                    On sale (shown in the shop)
                  </label>
                )}
              />
              <label className="flex items-center gap-2">
                <input type="checkbox" className="h-4 w-4 accent-brand-700" {...register('topSelling')} />
                In the top-selling list
              </label>
              <label className="flex items-center gap-2">
                <input
                  type="checkbox"
                  className="h-4 w-4 accent-brand-700"
                  {...register('availableForBundle')}
                />
                Offered on the bundle page
              </label>
            </div>
          </section>

          {formError ? (
            <p role="alert" className={errorClass}>
              {formError}
            </p>
          ) : null}
          {readOnly ? null : (
            <div className="flex gap-2">
              <Button type="submit" busy={isSubmitting}>
                {product ? 'Save product' : 'Create product'}
              </Button>
            </div>
          )}
        </fieldset>
      </form>
      {dialog}
    </>
  );
}

/** The small buttons on a gallery image or a chosen ingredient: Earlier, Later, Make main, Remove. */
function RowButton(props: Omit<React.ComponentProps<typeof Button>, 'variant' | 'size' | 'className'>) {
  return <Button variant="ghost" size="sm" className="px-2 py-1" {...props} />;
}
