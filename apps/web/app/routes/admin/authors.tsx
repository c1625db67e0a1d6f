import { zodResolver } from '@hookform/resolvers/zod';
import {
  type BlogAuthorInput,
  BlogAuthorSchema,
  type TranslationState,
  type Translations,
  translationsToForm,
} from '@shop/shared';
import { createColumnHelper } from '@tanstack/react-table';
import { useForm } from 'react-hook-form';
import { useRevalidator } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import {
  adminGet,
  FormImageUpload,
  listPage,
  listQuery,
  RecordListScreen,
  saveForm,
  TranslatedField,
  translatedField,
  translationColumn,
} from '#app/features/admin/index.ts';
import { uploadUrl } from '#app/lib/api.ts';
import { useRenderedResolver } from '#app/lib/form-resolver.ts';
import type { Route } from './+types/authors';

interface AuthorRow {
  _id: string;
  name: string;
  bio: string;
  profilePhoto: string;
  postCount: number;
  translations: Translations;
  translationState: TranslationState;
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const res = await adminGet<AuthorRow[]>(`/admin/authors?${listQuery(request)}`, request);
  return listPage(res);
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <p className="text-stone-600">Loading…</p>;
}

export default function Authors({ loaderData }: Route.ComponentProps) {
  const column = createColumnHelper<AuthorRow>();
  const columns = [
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
  return (
    <RecordListScreen<AuthorRow>
      title="Authors"
      apiPath="/admin/authors"
      columns={columns}
      newLabel="New author"
      empty="No authors."
      deleteBody="Only an author with no posts can be deleted."
      deleteAction="Delete author"
      deleteFailed="The author could not be deleted."
      {...loaderData}
      renderForm={(author, onDone) => <AuthorForm author={author} onDone={onDone} />}
    />
  );
}

function AuthorForm({ author, onDone }: { author: AuthorRow | null; onDone: () => void }) {
  const { revalidate } = useRevalidator();
  const form = useForm<BlogAuthorInput>({
    resolver: useRenderedResolver(zodResolver(BlogAuthorSchema)),
    mode: 'onTouched',
    defaultValues: {
      name: author?.name ?? '',
      bio: author?.bio ?? '',
      profilePhoto: author?.profilePhoto ?? '',
      translations: translationsToForm('blogAuthor', author?.translations),
    },
  });
  const { isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    if (!(await saveForm('/admin/authors', author?._id, values, form.setError))) return;
    onDone();
    await revalidate();
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
      <div className="flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" size="sm" busy={isSubmitting}>
          Save
        </Button>
      </div>
    </form>
  );
}
