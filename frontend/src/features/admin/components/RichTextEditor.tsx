import Image from '@tiptap/extension-image'
import Link from '@tiptap/extension-link'
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import { useRef, useState, type ReactNode } from 'react'
import { toast } from 'sonner'
import { IMAGE_TYPES } from '@/content/admin'
import { cn } from '@/lib/cn'
import { useUploadImage } from '../api/upload-image'
import { altTextCopy } from './alt-text-copy'
import { AltTextDialog } from './AltTextDialog'

type RichTextEditorProps = {
  value: string
  onChange: (html: string) => void
  labelId: string
  invalid?: boolean
}

// The post body. TipTap produces HTML; the server sanitises it with nh3 on save, so this
// editor is a convenience, not a security boundary.
export function RichTextEditor({ value, onChange, labelId, invalid }: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: false, heading: { levels: [2, 3, 4] } }),
      Link.configure({ openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'] }),
      Image.configure({ allowBase64: false }),
    ],
    content: value,
    // Set once at mount; the parent remounts the editor when it loads another post.
    immediatelyRender: true,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        class: 'prose-admin min-h-72 px-4 py-3 focus:outline-none',
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.getHTML()),
  })

  return (
    <div className={cn('rounded-lg border bg-white shadow-sm', invalid ? 'border-red-700' : 'border-slate-300')}>
      {editor ? <EditorChrome editor={editor} /> : null}
      <EditorContent editor={editor} />
    </div>
  )
}

// An image asks for its alt text before it goes in (the server refuses an image without
// one), and the selected image's alt text can be changed from the toolbar.
type AltRequest = { mode: 'insert'; src: string } | { mode: 'edit'; src: string; alt: string | null }

function EditorChrome({ editor }: { editor: Editor }) {
  const [altRequest, setAltRequest] = useState<AltRequest | null>(null)

  const onConfirm = (alt: string) => {
    if (altRequest?.mode === 'insert') {
      // After whatever is selected: a just-inserted image stays selected, and inserting over
      // a selection would replace it.
      const at = editor.state.selection.to
      editor.chain().focus().insertContentAt(at, { type: 'image', attrs: { src: altRequest.src, alt } }).run()
    } else {
      editor.chain().focus().updateAttributes('image', { alt }).run()
    }
    setAltRequest(null)
  }

  const editSelectedAlt = () => {
    const { src, alt } = editor.getAttributes('image') as { src: string; alt: string | null }
    setAltRequest({ mode: 'edit', src, alt })
  }

  return (
    <>
      <Toolbar editor={editor} onUploaded={(src) => setAltRequest({ mode: 'insert', src })} onEditAlt={editSelectedAlt} />
      {altRequest ? (
        <AltTextDialog
          key={`${altRequest.mode}:${altRequest.src}`}
          imageSrc={altRequest.src}
          initialAlt={altRequest.mode === 'edit' ? altRequest.alt : null}
          confirmLabel={altRequest.mode === 'insert' ? altTextCopy.insert : altTextCopy.save}
          onConfirm={onConfirm}
          onCancel={() => {
            setAltRequest(null)
            editor.commands.focus()
          }}
        />
      ) : null}
    </>
  )
}

type ToolbarProps = {
  editor: Editor
  onUploaded: (src: string) => void
  onEditAlt: () => void
}

function Toolbar({ editor, onUploaded, onEditAlt }: ToolbarProps) {
  const fileInput = useRef<HTMLInputElement>(null)
  const upload = useUploadImage()
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      image: e.isActive('image'),
    }),
  })

  const setLink = () => {
    const previous = (editor.getAttributes('link').href as string | undefined) ?? 'https://'
    const href = window.prompt('Link address', previous)
    if (href === null) return
    if (href.trim() === '') {
      editor.chain().focus().extendMarkRange('link').unsetLink().run()
      return
    }
    editor.chain().focus().extendMarkRange('link').setLink({ href: href.trim() }).run()
  }

  const insertImage = (file: File | undefined) => {
    if (!file) return
    upload.mutate(file, {
      onSuccess: ({ url }) => onUploaded(url),
      onError: (error) => toast.error(error.message),
    })
  }

  return (
    <div role="toolbar" aria-label="Formatting" className="flex flex-wrap gap-1 border-b border-slate-200 p-2">
      <ToolButton label="Bold" active={state.bold} onClick={() => editor.chain().focus().toggleBold().run()}>
        <strong>B</strong>
      </ToolButton>
      <ToolButton label="Italic" active={state.italic} onClick={() => editor.chain().focus().toggleItalic().run()}>
        <em>I</em>
      </ToolButton>
      <ToolButton label="H2 heading" active={state.h2} onClick={() => editor.chain().focus().toggleHeading({ level: 2 }).run()}>
        H2
      </ToolButton>
      <ToolButton label="H3 heading" active={state.h3} onClick={() => editor.chain().focus().toggleHeading({ level: 3 }).run()}>
        H3
      </ToolButton>
      <ToolButton label="Bulleted list" active={state.bullet} onClick={() => editor.chain().focus().toggleBulletList().run()}>
        • List
      </ToolButton>
      <ToolButton label="Numbered list" active={state.ordered} onClick={() => editor.chain().focus().toggleOrderedList().run()}>
        Numbered list
      </ToolButton>
      <ToolButton label="Quote" active={state.quote} onClick={() => editor.chain().focus().toggleBlockquote().run()}>
        “ ”
      </ToolButton>
      <ToolButton label="Link" active={state.link} onClick={setLink}>
        Link
      </ToolButton>
      <ToolButton label="Insert image" onClick={() => fileInput.current?.click()} disabled={upload.isPending}>
        {upload.isPending ? 'Uploading...' : 'Image'}
      </ToolButton>
      <ToolButton label={altTextCopy.toolbarButton} onClick={onEditAlt} disabled={!state.image}>
        Alt
      </ToolButton>
      <input
        ref={fileInput}
        type="file"
        accept={IMAGE_TYPES.join(',')}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          insertImage(event.target.files?.[0])
          event.target.value = ''
        }}
      />
      <ToolButton label="Undo" onClick={() => editor.chain().focus().undo().run()}>
        ↶
      </ToolButton>
      <ToolButton label="Redo" onClick={() => editor.chain().focus().redo().run()}>
        ↷
      </ToolButton>
    </div>
  )
}

type ToolButtonProps = {
  label: string
  active?: boolean
  disabled?: boolean
  onClick: () => void
  children: ReactNode
}

// Each label holds the button's visible text, so a voice user can say what they see (WCAG
// 2.5.3, label in name): "H2" is "H2 heading".
function ToolButton({ label, active = false, disabled, onClick, children }: ToolButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={active}
      disabled={disabled}
      onClick={onClick}
      className={cn(
        'rounded-md px-2.5 py-1 text-sm text-slate-800 hover:bg-slate-100 disabled:opacity-60',
        active && 'bg-accent-50 text-accent-800',
      )}
    >
      {children}
    </button>
  )
}
