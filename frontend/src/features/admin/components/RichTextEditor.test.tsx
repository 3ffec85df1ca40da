import { act, screen, waitFor } from '@testing-library/react'
import type { Editor } from '@tiptap/react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { jsonResponse } from '@/testing/json-response'
import { renderWithRouter } from '@/testing/render-app'
import { RichTextEditor } from './RichTextEditor'

// Uploads answer the way POST /api/admin/uploads does; every call gets a new name.
function stubUploads() {
  let n = 0
  const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse({ url: `/uploads/img${++n}.png` }, 201))
  vi.stubGlobal('fetch', fetchMock)
}

function renderEditor() {
  const onChange = vi.fn<(html: string) => void>()
  const view = renderWithRouter(<RichTextEditor value="<p>Intro</p>" onChange={onChange} labelId="body" />)
  const lastHtml = () => onChange.mock.calls.at(-1)?.[0] ?? ''
  return { ...view, onChange, lastHtml }
}

// jsdom has no layout: ProseMirror measures the selection to scroll it into view.
beforeAll(() => {
  Range.prototype.getClientRects = () => [] as unknown as DOMRectList
  Range.prototype.getBoundingClientRect = () => new DOMRect()
})

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'chart.png', { type: 'image/png' })

describe('RichTextEditor images', () => {
  it('asks for alt text before inserting an uploaded image', async () => {
    stubUploads()
    const { user, container, lastHtml } = renderEditor()
    await user.upload(container.querySelector('input[type="file"]') as HTMLInputElement, png())

    const dialog = await screen.findByRole('dialog', { name: 'Describe this image' })
    await user.click(screen.getByRole('button', { name: 'Add to post' }))
    expect(await screen.findByText('Write alt text, or tick Decorative.')).toBeInTheDocument()
    expect(lastHtml()).not.toContain('<img')

    await user.type(screen.getByRole('textbox', { name: 'Alt text' }), 'Invoices paid on time, by month')
    await user.click(screen.getByRole('button', { name: 'Add to post' }))
    expect(dialog).not.toBeInTheDocument()
    await waitFor(() => expect(lastHtml()).toContain('<img src="/uploads/img1.png" alt="Invoices paid on time, by month">'))
  })

  it('inserts a decorative image with an empty alt on purpose, and cancel inserts nothing', async () => {
    stubUploads()
    const { user, container, lastHtml } = renderEditor()
    const fileInput = container.querySelector('input[type="file"]') as HTMLInputElement

    await user.upload(fileInput, png())
    await screen.findByRole('dialog', { name: 'Describe this image' })
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(lastHtml()).not.toContain('<img')

    await user.upload(fileInput, png())
    await screen.findByRole('dialog', { name: 'Describe this image' })
    await user.click(screen.getByRole('checkbox', { name: /Decorative/ }))
    await user.click(screen.getByRole('button', { name: 'Add to post' }))
    await waitFor(() => expect(lastHtml()).toContain('<img src="/uploads/img2.png" alt="">'))

    // A second image goes after the first, which is still selected, rather than over it.
    await user.upload(fileInput, png())
    await user.type(await screen.findByRole('textbox', { name: 'Alt text' }), 'A second')
    await user.click(screen.getByRole('button', { name: 'Add to post' }))
    await waitFor(() => expect(lastHtml()).toContain('<img src="/uploads/img2.png" alt=""><img src="/uploads/img3.png" alt="A second">'))
  })

  it('changes the alt text of the selected image from the toolbar', async () => {
    const onChange = vi.fn<(html: string) => void>()
    const { user, container } = renderWithRouter(
      <RichTextEditor value={'<p>Intro</p><img src="/uploads/old.png" alt="">'} onChange={onChange} labelId="body" />,
    )
    const altButton = screen.getByRole('button', { name: 'Alt text' })
    expect(altButton).toBeDisabled() // nothing selected yet
    // Selecting by mouse needs layout jsdom doesn't have: select the image as a click would.
    const dom = container.querySelector('.ProseMirror') as HTMLElement & { editor: Editor }
    act(() => {
      dom.editor.commands.setNodeSelection(7) // after <p>Intro</p>
    })
    await waitFor(() => expect(altButton).toBeEnabled())
    await user.click(altButton)
    expect(screen.getByRole('checkbox', { name: /Decorative/ })).toBeChecked() // alt="" was decorative
    await user.click(screen.getByRole('checkbox', { name: /Decorative/ }))
    await user.type(screen.getByRole('textbox', { name: 'Alt text' }), 'Our office')
    await user.click(screen.getByRole('button', { name: 'Save alt text' }))
    await waitFor(() => expect(onChange.mock.calls.at(-1)?.[0]).toContain('<img src="/uploads/old.png" alt="Our office">'))
  })
})
