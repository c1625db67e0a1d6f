import { zodResolver } from '@hookform/resolvers/zod';
import {
  CLAIM_LABELS,
  ProductFormSchema,
  type ProductFormValues,
  type ProductInput,
  type ProductPayload,
  productToForm,
  translationsToForm,
} from '@shop/shared';
import { useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { errorClass } from '#app/components/ui/field.tsx';
import {
  AdminPageHeader,
  adminApi,
  ReadOnlyNote,
  useAdminUser,
  useConfirm,
} from '#app/features/admin/index.ts';
import { useRenderedResolver } from '#app/lib/form-resolver.ts';
import { toastError, toastSuccess } from '#app/lib/toast.ts';
import { BasicsSection, FlagsSection, SeoSection, TaxSection, TextsSection } from './product-details.tsx';
import { ImagesSection } from './product-gallery.tsx';
import type { Named } from './product-section.tsx';
import { ClaimsAndIngredientsSection, EMPTY_SIZE, SizesSection } from './product-sizes-and-ingredients.tsx';

export type SavedProduct = ProductInput & { _id: string };

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

/** A new product's form, or a stored one's; only an admin may save or delete it. */
export function ProductForm({
  categories,
  subCategories,
  ingredients,
  product,
  waiting,
}: {
  categories: Named[];
  subCategories: (Named & { category: Named })[];
  ingredients: Named[];
  product: SavedProduct | undefined;
  /** Per size, the shoppers waiting for it to be back in stock. */
  waiting?: Readonly<Record<string, number>>;
}) {
  const user = useAdminUser();
  const readOnly = user.role !== 'ADMIN';
  const navigate = useNavigate();
  const { confirm, dialog } = useConfirm();
  const [formError, setFormError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const form = useForm<ProductFormValues, unknown, ProductPayload>({
    resolver: useRenderedResolver(zodResolver(ProductFormSchema)),
    defaultValues: product ? productToForm(product) : EMPTY_PRODUCT,
  });
  const { isSubmitting } = form.formState;

  async function save(payload: ProductPayload) {
    setFormError(null);
    const res = await adminApi.save<SavedProduct>('/admin/products', product?._id, payload);
    if (!res) return;
    if (res.status === 200 && res.body) {
      toastSuccess(product ? 'Product saved' : 'Product created');
      if (product) form.reset(productToForm(res.body));
      else navigate(`/admin/products/${res.body._id}`, { replace: true });
      return;
    }
    // The server's field names are the form's (sizes.0.salePrice and all); what typed stays as it was.
    const fieldErrors = Object.entries(res.errors ?? {});
    for (const [index, [field, message]] of fieldErrors.entries()) {
      form.setError(
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
      <form onSubmit={form.handleSubmit(save)} noValidate>
        <fieldset disabled={readOnly} className="grid gap-6">
          <BasicsSection form={form} categories={categories} subCategories={subCategories} />
          <ImagesSection form={form} readOnly={readOnly} />
          <SizesSection form={form} {...(waiting ? { waiting } : {})} />
          <TaxSection form={form} />
          <TextsSection form={form} />
          <ClaimsAndIngredientsSection form={form} claims={CLAIM_LABELS} ingredients={ingredients} />
          <SeoSection form={form} />
          <FlagsSection form={form} />
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
