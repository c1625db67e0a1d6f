import { zodResolver } from '@hookform/resolvers/zod';
import {
  type BlogPostInput,
  BlogPostSchema,
  slugify,
  type Translations,
  translationsToForm,
} from '@shop/shared';
import { lazy, Suspense, useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { Field, SelectField } from '#app/components/ui/field.tsx';
import {
  AdminLoadError,
  AdminPageHeader,
  adminApi,
  adminGet,
  NotTranslated,
  saveForm,
  TranslatedField,
  TranslatedImage,
  translatedField,
  useConfirm,
} from '#app/features/admin/index.ts';
import { useRenderedResolver } from '#app/lib/form-resolver.ts';
import { toastError, toastSuccess } from '#app/lib/toast.ts';
import type { Route } from './+types/blog-post';

// NOTE: imported by path and lazily, not through features/admin/index.ts, so TipTap (the largest library of the
// back office) is a chunk of its own that only this screen loads.
const RichTextEditor = lazy(() => import('#app/features/admin/rich-text-editor.tsx'));

interface StoredPost {
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

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const [post, authors, categories] = await Promise.all([
    params.id ? adminGet<StoredPost>(`/admin/blogs/${params.id}`, request) : Promise.resolve(null),
    adminGet<{ _id: string; name: string }[]>('/admin/authors?limit=0', request),
    adminGet<{ _id: string; name: string }[]>('/admin/blogCategories?limit=0', request),
  ]);
  const failed = [post, authors, categories].find((res) => res && res.status !== 200);
  return {
    error: failed ? failed.message : null,
    post: post?.body ?? null,
    authors: authors.body ?? [],
    categories: categories.body ?? [],
  };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <p className="text-stone-600">Loading…</p>;
}

/** `<input type="datetime-local">` speaks local time without a zone; the API takes an ISO moment. */
function toLocalInput(iso: string): string {
  const date = new Date(iso);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

export default function BlogPostScreen({ loaderData }: Route.ComponentProps) {
  const { error, post, authors, categories } = loaderData;
  if (error) return <AdminLoadError message={error} />;
  // A new key per post, so moving from one post to another starts a fresh form.
  return <PostForm key={post?._id ?? 'new'} post={post} authors={authors} categories={categories} />;
}

function PostForm({
  post,
  authors,
  categories,
}: {
  post: StoredPost | null;
  authors: { _id: string; name: string }[];
  categories: { _id: string; name: string }[];
}) {
  const navigate = useNavigate();
  const contentLabel = useId();
  const hindiContentLabel = useId();
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
  const hindiErrors = errors.translations?.hi;

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
          <div>
            <p id={contentLabel} className="mb-1.5 text-sm font-medium text-stone-800">
              Article
            </p>
            <Controller
              control={form.control}
              name="content"
              render={({ field }) => (
                <Suspense
                  fallback={
                    <div className="min-h-80 rounded-xl border border-brand-200 p-4">Loading the editor…</div>
                  }
                >
                  <RichTextEditor
                    value={field.value}
                    onChange={field.onChange}
                    labelledBy={contentLabel}
                    invalid={Boolean(errors.content)}
                  />
                </Suspense>
              )}
            />
            {errors.content ? <p className="mt-1.5 text-sm text-red-700">{errors.content.message}</p> : null}
          </div>
          <div lang="hi">
            <p id={hindiContentLabel} className="mb-1.5 text-sm font-medium text-stone-800">
              Article (Hindi)
            </p>
            <Controller
              control={form.control}
              name="translations.hi.content"
              render={({ field }) => (
                <Suspense
                  fallback={
                    <div className="min-h-80 rounded-xl border border-brand-200 p-4">Loading the editor…</div>
                  }
                >
                  <RichTextEditor
                    value={field.value ?? ''}
                    onChange={field.onChange}
                    labelledBy={hindiContentLabel}
                    toolbarLabel="Formatting (Hindi)"
                    invalid={Boolean(hindiErrors?.content)}
                  />
                </Suspense>
              )}
            />
            {hindiErrors?.content ? (
              <p className="mt-1.5 text-sm text-red-700">{hindiErrors.content.message}</p>
            ) : null}
            {/* The editor leaves an empty paragraph behind when cleared: that is no article either. */}
            {hindi.content?.replace(/<[^>]*>/g, '').trim() ? null : (
              <p className="mt-1.5 text-sm">
                <NotTranslated />
              </p>
            )}
          </div>
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
          <SelectField
            label="Author"
            required
            error={errors.authorId?.message}
            {...form.register('authorId')}
          >
            <option value="">Choose…</option>
            {authors.map((author) => (
              <option key={author._id} value={author._id}>
                {author.name}
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Category"
            required
            error={errors.categoryId?.message}
            {...form.register('categoryId')}
          >
            <option value="">Choose…</option>
            {categories.map((category) => (
              <option key={category._id} value={category._id}>
                {category.name}
              </option>
            ))}
          </SelectField>
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
