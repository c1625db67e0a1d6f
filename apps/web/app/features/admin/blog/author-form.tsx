import { type BlogAuthorInput, BlogAuthorSchema, translationsToForm } from '@shop/shared';
import { createColumnHelper } from '@tanstack/react-table';
import {
  FormImageUpload,
  TranslatedField,
  translatedField,
  translationColumn,
} from '#app/features/admin/index.ts';
import { uploadUrl } from '#app/lib/api.ts';
import { type BlogRecordRow, RecordFormButtons, useRecordForm } from './record-form.tsx';

export type AuthorRow = BlogRecordRow & { bio: string; profilePhoto: string };

const column = createColumnHelper<AuthorRow>();
/** The authors table: photo, name, how many posts, translation. */
export const authorColumns = [
  column.accessor('profilePhoto', {
    header: 'Photo',
    cell: (info) => (
      <img
        src={uploadUrl(info.getValue())}
        alt=""
        className="h-10 w-10 rounded-full bg-brand-50 object-cover"
      />
    ),
  }),
  column.accessor('name', { header: 'Name' }),
  column.accessor('postCount', { header: 'Posts' }),
  translationColumn<AuthorRow>(),
];

export function AuthorForm({ author, onDone }: { author: AuthorRow | null; onDone: () => void }) {
  const { form, submit } = useRecordForm<BlogAuthorInput>({
    schema: BlogAuthorSchema,
    path: '/admin/authors',
    id: author?._id,
    defaultValues: {
      name: author?.name ?? '',
      bio: author?.bio ?? '',
      profilePhoto: author?.profilePhoto ?? '',
      translations: translationsToForm('blogAuthor', author?.translations),
    },
    onDone,
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <TranslatedField label="Name" required {...translatedField(form, 'name')} />
      <TranslatedField label="Bio" required rows={4} {...translatedField(form, 'bio')} />
      <FormImageUpload
        control={form.control}
        name="profilePhoto"
        label="Photo"
        previewClass="h-16 w-16 rounded-full"
      />
      <RecordFormButtons saving={form.formState.isSubmitting} onCancel={onDone} />
    </form>
  );
}
