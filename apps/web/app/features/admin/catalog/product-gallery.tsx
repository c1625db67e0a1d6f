import { errorClass } from '#app/components/ui/field.tsx';
import { ImageUpload } from '#app/features/admin/index.ts';
import { uploadUrl } from '#app/lib/api.ts';
import { errorOf, FormSection, MoveRowButtons, type ProductFormApi, RowButton } from './product-section.tsx';

/** The gallery: its pictures in order, which one is the main image, and an upload that adds one. */
export function ImagesSection({ form, readOnly }: { form: ProductFormApi; readOnly: boolean }) {
  const { getValues, setValue } = form;
  const images = form.watch('images');
  const mainImage = form.watch('image');

  function addImage(file: string | null) {
    if (!file || getValues('images').includes(file)) return;
    setValue('images', [...getValues('images'), file], { shouldDirty: true });
    if (!getValues('image')) setValue('image', file, { shouldDirty: true });
  }

  function removeImage(index: number) {
    const next = getValues('images').filter((_, at) => at !== index);
    setValue('images', next, { shouldDirty: true });
    if (getValues('image') === images[index]) setValue('image', next[0] ?? '', { shouldDirty: true });
  }

  return (
    <FormSection id="images" title="Images">
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
                <MoveRowButtons form={form} list="images" index={index} count={images.length} />
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
          error={errorOf(form, 'images')}
        />
      </div>
      {errorOf(form, 'image') ? <p className={errorClass}>{errorOf(form, 'image')}</p> : null}
    </FormSection>
  );
}
