import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { z } from '@/lib/zod-config'
import { Button } from '@/components/ui/Button'
import { formControlStyles } from '@/components/ui/form-control-styles'
import { FormField } from '@/components/ui/FormField'
import { SLUG_MESSAGE, SLUG_PATTERN } from '@/content/admin'
import { ApiError } from '@/lib/api-client'
import { useDeleteCategory } from '../api/delete-category'
import { useCategories } from '../api/list-categories'
import { useSaveCategory } from '../api/save-category'
import { Alert } from '../components/Alert'
import { applyServerErrors } from '../components/form-errors'
import { RequireArea } from '../components/RequireArea'
import type { AdminCategory } from '../types'

const schema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(120, 'Name must be at most 120 characters.'),
  slug: z
    .string()
    .trim()
    .max(140, 'Slug must be at most 140 characters.')
    .refine((slug) => slug === '' || SLUG_PATTERN.test(slug), SLUG_MESSAGE),
})
type Values = z.infer<typeof schema>

export function AdminCategoriesPage() {
  return (
    <RequireArea area="blog">
      <Categories />
    </RequireArea>
  )
}

function Categories() {
  const categories = useCategories()
  return (
    <div className="space-y-6">
      <h2 className="text-2xl font-bold text-slate-900">Categories</h2>
      <section className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <h3 className="mb-4 font-semibold text-slate-900">Add a category</h3>
        <CategoryForm submitLabel="Add Category" />
      </section>
      {categories.isPending ? <p role="status">Loading...</p> : null}
      {categories.isError ? <Alert tone="error">{categories.error.message}</Alert> : null}
      {categories.data?.categories.length === 0 ? <p className="text-slate-600">No categories yet.</p> : null}
      <ul className="space-y-3">
        {categories.data?.categories.map((category) => (
          <CategoryItem key={category.id} category={category} all={categories.data.categories} />
        ))}
      </ul>
    </div>
  )
}

type CategoryFormProps = {
  category?: AdminCategory
  submitLabel: string
  onDone?: () => void
}

function CategoryForm({ category, submitLabel, onDone }: CategoryFormProps) {
  const [error, setError] = useState<string | null>(null)
  const save = useSaveCategory()
  const { register, handleSubmit, formState, reset, setError: setFieldError } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { name: category?.name ?? '', slug: category?.slug ?? '' },
  })
  const onSubmit = handleSubmit((values) => {
    setError(null)
    save.mutate(
      { id: category?.id, name: values.name, slug: values.slug || null },
      {
        onSuccess: ({ category: saved }) => {
          toast.success(category ? `Saved “${saved.name}”` : `Added “${saved.name}”`)
          if (!category) reset({ name: '', slug: '' })
          onDone?.()
        },
        onError: (cause) => setError(applyServerErrors(cause, setFieldError, ['name', 'slug'])),
      },
    )
  })
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-3">
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label="Name" error={formState.errors.name?.message}>
          {(c) => <input {...c} {...register('name')} type="text" maxLength={120} className={formControlStyles(Boolean(formState.errors.name))} />}
        </FormField>
        <FormField label="Slug" error={formState.errors.slug?.message} hint={category ? undefined : 'Optional: made from the name.'}>
          {(c) => <input {...c} {...register('slug')} type="text" maxLength={140} className={formControlStyles(Boolean(formState.errors.slug))} />}
        </FormField>
      </div>
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : submitLabel}
        </Button>
        {onDone && category ? (
          <Button variant="ghost" size="sm" onClick={onDone}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  )
}

function CategoryItem({ category, all }: { category: AdminCategory; all: AdminCategory[] }) {
  const [editing, setEditing] = useState(false)
  const [deleting, setDeleting] = useState(false)
  const [target, setTarget] = useState('')
  const remove = useDeleteCategory()
  const others = all.filter((other) => other.id !== category.id)
  const needsTarget = category.post_count > 0

  const onDelete = () => {
    remove.mutate(
      { id: category.id, movePostsTo: needsTarget && target ? Number(target) : undefined },
      {
        onSuccess: ({ moved_posts }) =>
          toast.success(moved_posts ? `Deleted “${category.name}” and moved ${moved_posts} post(s)` : `Deleted “${category.name}”`),
      },
    )
  }

  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      {editing ? (
        <CategoryForm category={category} submitLabel="Save" onDone={() => setEditing(false)} />
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <p className="font-medium text-slate-900">{category.name}</p>
            <p className="text-sm text-slate-600">
              /{category.slug} · {category.post_count} post{category.post_count === 1 ? '' : 's'}
            </p>
          </div>
          <div className="flex gap-2">
            <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
              Edit
            </Button>
            <Button variant="outline" size="sm" className="text-red-700" onClick={() => setDeleting(true)}>
              Delete
            </Button>
          </div>
        </div>
      )}
      {deleting ? (
        <div role="group" aria-label={`Delete ${category.name}`} className="mt-4 space-y-3 rounded-lg bg-red-50 p-3">
          {remove.error instanceof ApiError ? <Alert tone="error">{remove.error.message}</Alert> : null}
          {needsTarget ? (
            <label className="block text-sm font-medium text-slate-800">
              {category.post_count} post(s) use this category. Move them to
              <select value={target} onChange={(event) => setTarget(event.target.value)} className={formControlStyles(false, 'mt-1.5')}>
                <option value="">Choose a category…</option>
                {others.map((other) => (
                  <option key={other.id} value={String(other.id)}>
                    {other.name}
                  </option>
                ))}
              </select>
            </label>
          ) : (
            <p className="text-sm text-slate-800">Delete “{category.name}”? This can't be undone.</p>
          )}
          <div className="flex gap-2">
            <Button size="sm" className="bg-red-700 hover:bg-red-800" disabled={remove.isPending} onClick={onDelete}>
              Yes, delete
            </Button>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                setDeleting(false)
                remove.reset()
              }}
            >
              Cancel
            </Button>
          </div>
        </div>
      ) : null}
    </li>
  )
}
