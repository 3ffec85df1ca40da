import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { Link, useNavigate } from 'react-router'
import { toast } from 'sonner'
import { Button } from '@/components/ui/Button'
import { formControlStyles } from '@/components/ui/form-control-styles'
import { FormField } from '@/components/ui/FormField'
import { useCreatePreviewLink } from '../api/create-preview-link'
import { useDeletePost } from '../api/delete-post'
import { useSavePost } from '../api/save-post'
import { suggestSlug } from '../api/suggest-slug'
import { Alert } from '../components/Alert'
import { ConfirmButton } from '../components/ConfirmButton'
import { SendPostToSubscribers } from '../components/SendPostToSubscribers'
import { applyServerErrors } from '../components/form-errors'
import { StatusBadge } from '../components/StatusBadge'
import type { AdminCategory, Post } from '../types'
import { altTextCopy } from '../components/alt-text-copy'
import { ImageAltFields } from './ImageAltFields'
import { ImageField } from './ImageField'
import { emptyPostForm, formToInput, POST_FORM_FIELDS, postFormSchema, postToForm, type PostFormValues } from './post-form'
import { RichTextEditor } from '../components/RichTextEditor'
import { slugify } from './slugify'

type PostEditorFormProps = {
  post?: Post
  categories: AdminCategory[]
}

export function PostEditorForm({ post, categories }: PostEditorFormProps) {
  const navigate = useNavigate()
  const contentLabelId = useId()
  const [formError, setFormError] = useState<string | null>(null)
  const [previewUrl, setPreviewUrl] = useState<string | null>(null)
  // A new post's slug follows its title until the editor types a slug of their own.
  const [slugTouched, setSlugTouched] = useState(Boolean(post))
  const form = useForm<PostFormValues>({
    resolver: zodResolver(postFormSchema),
    defaultValues: post ? postToForm(post) : emptyPostForm,
  })
  const { register, handleSubmit, control, formState, setValue, setError, watch } = form
  const errors = formState.errors
  const savePost = useSavePost()
  const deletePost = useDeletePost()
  const previewLink = useCreatePreviewLink()
  const status = watch('status')
  const publishedAt = watch('published_at')
  const featuredImage = watch('featured_image')
  const featuredDecorative = watch('featured_image_decorative')
  const scheduled = status === 'published' && publishedAt !== '' && new Date(publishedAt) > new Date()

  const titleField = register('title', {
    onChange: (event: { target: { value: string } }) => {
      if (!slugTouched) setValue('slug', slugify(event.target.value))
    },
  })
  const slugField = register('slug', {
    onChange: () => setSlugTouched(true),
    onBlur: async (event: { target: { value: string } }) => {
      const slug = event.target.value.trim()
      if (!slug || errors.slug) return
      try {
        const answer = await suggestSlug({ slug, excludeId: post?.id })
        if (answer.problem) setError('slug', { type: 'server', message: answer.problem })
      } catch {
        // Checked again on save; a failed hint is not worth an error here.
      }
    },
  })

  const onSubmit = handleSubmit((values) => {
    setFormError(null)
    savePost.mutate(
      { id: post?.id, data: formToInput(values) },
      {
        onSuccess: ({ post: saved }) => {
          toast.success(saved.status === 'published' ? 'Post saved and published' : 'Post saved')
          if (!post) navigate(`/admin/posts/${saved.id}`, { replace: true })
          else form.reset(postToForm(saved))
        },
        onError: (error) => setFormError(applyServerErrors(error, setError, POST_FORM_FIELDS)),
      },
    )
  })

  const onPreview = () => {
    if (!post) return
    previewLink.mutate(post.id, {
      onSuccess: ({ url }) => {
        const absolute = new URL(url, window.location.origin).toString()
        setPreviewUrl(absolute)
        window.open(absolute, '_blank', 'noopener')
      },
      onError: (error) => toast.error(error.message),
    })
  }

  const onDelete = () => {
    if (!post) return
    deletePost.mutate(post.id, {
      onSuccess: () => {
        toast.success('Post deleted')
        navigate('/admin/posts', { replace: true })
      },
      onError: (error) => toast.error(error.message),
    })
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={savePost.isPending} className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="flex items-center gap-3">
          <h2 className="text-2xl font-bold text-slate-900">{post ? 'Edit Post' : 'New Post'}</h2>
          {post ? <StatusBadge status={post.display_status} /> : null}
        </div>
        <Link to="/admin/posts" className="text-sm font-medium text-accent-700 hover:underline">
          ← All posts
        </Link>
      </div>
      {formError ? <Alert tone="error">{formError}</Alert> : null}

      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="space-y-5">
          <FormField label="Title" error={errors.title?.message}>
            {(c) => <input {...c} {...titleField} type="text" maxLength={300} className={formControlStyles(Boolean(errors.title))} />}
          </FormField>
          <FormField label="Slug" error={errors.slug?.message} hint={post ? `/blog/${watch('slug') || '…'}` : 'Filled in from the title; lowercase letters, digits and hyphens.'}>
            {(c) => <input {...c} {...slugField} type="text" maxLength={200} className={formControlStyles(Boolean(errors.slug))} />}
          </FormField>
          <FormField label="Excerpt" error={errors.excerpt?.message}>
            {(c) => <textarea {...c} {...register('excerpt')} rows={3} maxLength={1000} className={formControlStyles(Boolean(errors.excerpt))} />}
          </FormField>
          <div>
            <p id={contentLabelId} className="mb-1.5 block text-sm font-medium text-slate-800">
              Post content
            </p>
            <Controller
              control={control}
              name="content"
              render={({ field }) => (
                <RichTextEditor value={field.value} onChange={field.onChange} labelId={contentLabelId} invalid={Boolean(errors.content)} />
              )}
            />
            {errors.content?.message ? <p className="mt-1.5 text-sm font-medium text-red-700">{errors.content.message}</p> : null}
            {post?.read_time_minutes ? (
              <p className="mt-1.5 text-sm text-slate-600">Read time: {post.read_time_minutes} min (worked out from the body when saved).</p>
            ) : null}
          </div>
          <Controller
            control={control}
            name="featured_image"
            render={({ field }) => (
              <ImageField label="Featured image" value={field.value} onChange={field.onChange} error={errors.featured_image?.message} />
            )}
          />
          {featuredImage.trim() ? (
            <ImageAltFields
              label={`Featured image ${altTextCopy.label.toLowerCase()}`}
              altField={register('featured_image_alt')}
              decorativeField={register('featured_image_decorative')}
              decorative={featuredDecorative}
              error={errors.featured_image_alt?.message}
            />
          ) : null}
        </div>

        <aside className="space-y-5">
          <section className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <h3 className="font-semibold text-slate-900">Publishing</h3>
            <FormField label="Status" error={errors.status?.message}>
              {(c) => (
                <select {...c} {...register('status')} className={formControlStyles(Boolean(errors.status))}>
                  <option value="draft">Draft</option>
                  <option value="published">Published</option>
                </select>
              )}
            </FormField>
            <FormField
              label="Publish date"
              error={errors.published_at?.message}
              hint={scheduled ? 'Scheduled: visitors see it from this time.' : 'Leave empty to publish now. A future date schedules the post.'}
            >
              {(c) => <input {...c} {...register('published_at')} type="datetime-local" step={1} className={formControlStyles(Boolean(errors.published_at))} />}
            </FormField>
            <FormField label="Category" error={errors.category_id?.message}>
              {(c) => (
                <select {...c} {...register('category_id')} className={formControlStyles(Boolean(errors.category_id))}>
                  <option value="">No category</option>
                  {categories.map((category) => (
                    <option key={category.id} value={String(category.id)}>
                      {category.name}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <div className="flex flex-wrap gap-2">
              <Button type="submit" disabled={savePost.isPending}>
                {savePost.isPending ? 'Saving...' : 'Save Post'}
              </Button>
              {post ? (
                <Button variant="outline" onClick={onPreview} disabled={previewLink.isPending}>
                  Preview
                </Button>
              ) : null}
            </div>
            {previewUrl ? (
              <p className="break-all text-xs text-slate-600">
                Preview link (works without signing in, for 7 days):{' '}
                <a href={previewUrl} target="_blank" rel="noreferrer" className="text-accent-700 underline">
                  {previewUrl}
                </a>
              </p>
            ) : null}
            {post?.display_status === 'published' ? <SendPostToSubscribers postId={post.id} /> : null}
            {post ? (
              <div className="border-t border-slate-100 pt-3">
                <ConfirmButton
                  label="Delete post"
                  question="Delete this post? This can't be undone."
                  confirmLabel="Yes, delete"
                  busy={deletePost.isPending}
                  onConfirm={onDelete}
                />
              </div>
            ) : null}
          </section>

          <section className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <h3 className="font-semibold text-slate-900">Author</h3>
            <FormField label="Author name" error={errors.author_name?.message}>
              {(c) => <input {...c} {...register('author_name')} type="text" maxLength={200} className={formControlStyles(Boolean(errors.author_name))} />}
            </FormField>
            <FormField label="Author bio" error={errors.author_bio?.message}>
              {(c) => <textarea {...c} {...register('author_bio')} rows={3} maxLength={2000} className={formControlStyles(Boolean(errors.author_bio))} />}
            </FormField>
            <Controller
              control={control}
              name="author_image"
              render={({ field }) => (
                <ImageField label="Author image" value={field.value} onChange={field.onChange} error={errors.author_image?.message} />
              )}
            />
          </section>

          <section className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <h3 className="font-semibold text-slate-900">Search engines</h3>
            <FormField label="SEO title" error={errors.seo_title?.message} hint="Defaults to the post title.">
              {(c) => <input {...c} {...register('seo_title')} type="text" maxLength={300} className={formControlStyles(Boolean(errors.seo_title))} />}
            </FormField>
            <FormField label="SEO description" error={errors.seo_description?.message} hint="Defaults to the excerpt.">
              {(c) => <textarea {...c} {...register('seo_description')} rows={3} maxLength={500} className={formControlStyles(Boolean(errors.seo_description))} />}
            </FormField>
          </section>
        </aside>
      </div>
    </form>
  )
}
