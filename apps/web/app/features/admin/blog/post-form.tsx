import { zodResolver } from '@hookform/resolvers/zod';
import {
  type BlogPostInput,
  BlogPostSchema,
  slugify,
  type Translations,
  translationsToForm,
} from '@shop/shared';
import { lazy, Suspense, useId } from 'react';
import { Controller, type UseFormReturn, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { Field, SelectField } from '#app/components/ui/field.tsx';
import {
  AdminPageHeader,
  adminApi,
  NotTranslated,
  saveForm,
  TranslatedField,
  TranslatedImage,
  translatedField,
  useConfirm,
} from '#app/features/admin/index.ts';
import { useRenderedResolver } from '#app/lib/form-resolver.ts';
import { toastError, toastSuccess } from '#app/lib/toast.ts';

// NOTE: imported lazily, and not through this folder's index.ts, so TipTap (the largest library of the back office)
// is a chunk of its own that only the post screen loads.
const RichTextEditor = lazy(() => import('./rich-text-editor.tsx'));

export interface StoredPost {
  _id: string;
  title: string;
  slug: string;
  excerpt: string;
  coverImage: string;
  content: string;
  authorId: string;
  categoryId: string;
  status: boolean;
  publishedAt: string;
  metaTitle: string | null;
  description: string | null;
  translations: Translations;
}

type Named = { _id: string; name: string };

/** `<input type="datetime-local">` speaks local time without a zone; the API takes an ISO moment. */
function toLocalInput(iso: string): string {
  const date = new Date(iso);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** A new post's form, or a stored one's with Delete. */
export function PostForm({
  post,
  authors,
  categories,
}: {
  post: StoredPost | null;
  authors: Named[];
  categories: Named[];
}) {
  const navigate = useNavigate();
  const { confirm, dialog } = useConfirm();
  const form = useForm<BlogPostInput>({
    resolver: useRenderedResolver(zodResolver(BlogPostSchema)) as never,
    mode: 'onTouched',
    defaultValues: {
      title: post?.title ?? '',
      slug: post?.slug ?? '',
      excerpt: post?.excerpt ?? '',
      coverImage: post?.coverImage ?? '',
      content: post?.content ?? '',
      authorId: post?.authorId ?? '',
      categoryId: post?.categoryId ?? '',
      status: post?.status ?? true,
      publishedAt: post?.publishedAt ?? undefined,
      metaTitle: post?.metaTitle ?? '',
      description: post?.description ?? '',
      translations: translationsToForm('blogPost', post?.translations),
    },
  });
  const { errors, isSubmitting, dirtyFields } = form.formState;
  const hindi = form.watch('translations.hi') ?? {};

  const submit = form.handleSubmit(async (values) => {
    const body = { ...values, metaTitle: values.metaTitle || null, description: values.description || null };
    const res = await saveForm<StoredPost, BlogPostInput>('/admin/blogs', post?._id, body, form.setError);
    if (!res?.body) return;
    if (!post) navigate(`/admin/blog/${res.body._id}`, { replace: true });
    else form.reset(form.getValues());
  });

  const remove = async () => {
    if (!post) return;
    const yes = await confirm({
      title: 'Delete this post?',
      body: `"${post.title}" leaves the blog at once and cannot be brought back.`,
      action: 'Delete post',
    });
    if (!yes) return;
    const res = await adminApi.remove(`/admin/blogs/${post._id}`);
    if (res?.status === 200) {
      toastSuccess(res.message);
      navigate('/admin/blog');
    } else toastError(res?.message ?? 'The post could not be deleted.');
  };

  const titleField = translatedField(form, 'title', {
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      // The slug follows the title until someone edits it, and never changes for a stored post by itself.
      if (!post && !dirtyFields.slug) form.setValue('slug', slugify(event.target.value));
    },
  });

  return (
    <>
      <AdminPageHeader
        title={post ? 'Edit post' : 'New post'}
        description={post ? <a href={`/blog/${post.slug}`}>View on the shop</a> : undefined}
      />
      <form onSubmit={submit} noValidate className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="space-y-4">
          <TranslatedField label="Title" required {...titleField} />
          <Field
            label="Slug"
            required
            hint="The address: /blog/slug"
            error={errors.slug?.message}
            {...form.register('slug')}
          />
          <TranslatedField label="Excerpt" required rows={3} {...translatedField(form, 'excerpt')} />
          <ArticleEditor form={form} name="content" label="Article" />
          <ArticleEditor form={form} name="translations.hi.content" label="Article (Hindi)" hindi>
            {/* The editor leaves an empty paragraph behind when cleared: that is no article either. */}
            {hindi.content?.replace(/<[^>]*>/g, '').trim() ? null : (
              <p className="mt-1.5 text-sm">
                <NotTranslated />
              </p>
            )}
          </ArticleEditor>
          <TranslatedField label="Meta title" {...translatedField(form, 'metaTitle')} />
          <TranslatedField label="Meta description" rows={3} {...translatedField(form, 'description')} />
        </div>
        <div className="space-y-4">
          <TranslatedImage
            control={form.control}
            name="coverImage"
            label="Cover image"
            previewClass="aspect-[16/9] w-full"
          />
          <NamedSelect form={form} name="authorId" label="Author" options={authors} />
          <NamedSelect form={form} name="categoryId" label="Category" options={categories} />
          <Controller
            control={form.control}
            name="publishedAt"
            render={({ field }) => (
              <Field
                label="Publish date"
                type="datetime-local"
                hint="A later date schedules the post. Empty: now."
                error={errors.publishedAt?.message}
                value={field.value ? toLocalInput(field.value) : ''}
                onChange={(event) =>
                  field.onChange(event.target.value ? new Date(event.target.value).toISOString() : undefined)
                }
                onBlur={field.onBlur}
              />
            )}
          />
          <label className="flex items-center gap-2 text-sm text-stone-800">
            <input type="checkbox" className="h-4 w-4" {...form.register('status')} />
            Published (off: a draft)
          </label>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" busy={isSubmitting}>
              {post ? 'Save' : 'Create post'}
            </Button>
            {post ? (
              <Button variant="danger" onClick={() => void remove()}>
                Delete
              </Button>
            ) : null}
          </div>
        </div>
      </form>
      {dialog}
    </>
  );
}

/** The article in English or in Hindi: its label, the editor (loaded on first use), its error, then `children`. */
function ArticleEditor({
  form,
  name,
  label,
  hindi = false,
  children,
}: {
  form: UseFormReturn<BlogPostInput>;
  name: 'content' | 'translations.hi.content';
  label: string;
  hindi?: boolean;
  children?: React.ReactNode;
}) {
  const labelId = useId();
  const error = form.getFieldState(name, form.formState).error;
  return (
    <div lang={hindi ? 'hi' : undefined}>
      <p id={labelId} className="mb-1.5 text-sm font-medium text-stone-800">
        {label}
      </p>
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <Suspense
            fallback={
              <div className="min-h-80 rounded-xl border border-brand-200 p-4">Loading the editor…</div>
            }
          >
            <RichTextEditor
              value={field.value ?? ''}
              onChange={field.onChange}
              labelledBy={labelId}
              toolbarLabel={hindi ? 'Formatting (Hindi)' : undefined}
              invalid={Boolean(error)}
            />
          </Suspense>
        )}
      />
      {error ? <p className="mt-1.5 text-sm text-red-700">{error.message}</p> : null}
      {children}
    </div>
  );
}

/** A required choice of one author or one category, by name. */
function NamedSelect({
  form,
  name,
  label,
  options,
}: {
  form: UseFormReturn<BlogPostInput>;
  name: 'authorId' | 'categoryId';
  label: string;
  options: Named[];
}) {
  return (
    <SelectField label={label} required error={form.formState.errors[name]?.message} {...form.register(name)}>
      <option value="">Choose…</option>
      {options.map((option) => (
        <option key={option._id} value={option._id}>
          {option.name}
        </option>
      ))}
    </SelectField>
  );
}
