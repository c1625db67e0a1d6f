import Image from '@tiptap/extension-image';
import Link from '@tiptap/extension-link';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useRef, useState } from 'react';
import { adminApi } from '#app/features/admin/index.ts';

// docs/admin.md#blog: the article editor. Loaded only by the blog post screen (a lazy import), because TipTap and
// ProseMirror weigh more than the rest of the back office. The server sanitises what it produces.

type Mark = { label: string; text: string; active: (e: Editor) => boolean; run: (e: Editor) => void };

const BUTTONS: Mark[] = [
  {
    label: 'Heading 2',
    text: 'H2',
    active: (e) => e.isActive('heading', { level: 2 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    label: 'Heading 3',
    text: 'H3',
    active: (e) => e.isActive('heading', { level: 3 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  {
    label: 'Bold',
    text: 'B',
    active: (e) => e.isActive('bold'),
    run: (e) => e.chain().focus().toggleBold().run(),
  },
  {
    label: 'Italic',
    text: 'I',
    active: (e) => e.isActive('italic'),
    run: (e) => e.chain().focus().toggleItalic().run(),
  },
  {
    label: 'Bulleted list',
    text: '• List',
    active: (e) => e.isActive('bulletList'),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    label: 'Numbered list',
    text: '1. List',
    active: (e) => e.isActive('orderedList'),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  {
    label: 'Quote',
    text: '“ Quote',
    active: (e) => e.isActive('blockquote'),
    run: (e) => e.chain().focus().toggleBlockquote().run(),
  },
];

const buttonClass =
  'rounded-md border border-brand-200 bg-white px-2.5 py-1.5 text-sm text-brand-900 hover:bg-brand-50 aria-pressed:bg-brand-700 aria-pressed:text-white focus-visible:outline-2 focus-visible:outline-clay-500 disabled:opacity-50';

export default function RichTextEditor({
  value,
  onChange,
  labelledBy,
  invalid,
  toolbarLabel = 'Formatting',
}: {
  value: string;
  onChange: (html: string) => void;
  labelledBy: string;
  invalid?: boolean;
  /** Tells two editors of one form apart (the English and the Hindi article). */
  toolbarLabel?: string;
}) {
  const imageInput = useRef<HTMLInputElement>(null);
  const [uploadError, setUploadError] = useState<string>();
  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3, 4] }, link: false }),
      Link.configure({ openOnClick: false, protocols: ['http', 'https', 'mailto'] }),
      Image,
    ],
    content: value,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        class:
          'min-h-80 px-4 py-3 focus:outline-none [&_h2]:text-2xl [&_h3]:text-xl [&_ul]:list-disc [&_ol]:list-decimal [&_ul]:pl-6 [&_ol]:pl-6 [&_blockquote]:border-l-4 [&_blockquote]:pl-4 [&_a]:underline [&_img]:max-w-full [&>*+*]:mt-3',
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.getHTML()),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      pressed: current ? BUTTONS.map((button) => button.active(current)) : [],
      link: current?.isActive('link') ?? false,
      canUndo: current?.can().undo() ?? false,
      canRedo: current?.can().redo() ?? false,
    }),
  });

  const setLink = () => {
    if (!editor) return;
    const current = editor.getAttributes('link').href as string | undefined;
    const url = window.prompt('Link address (https://…, /page or mailto:)', current ?? 'https://');
    if (url === null) return;
    if (url.trim() === '') editor.chain().focus().extendMarkRange('link').unsetLink().run();
    else editor.chain().focus().extendMarkRange('link').setLink({ href: url.trim() }).run();
  };

  const insertImage = async (file: File | undefined) => {
    if (!editor || !file) return;
    setUploadError(undefined);
    const res = await adminApi.upload(file);
    if (res?.status !== 200 || !res.body) {
      setUploadError(res?.message ?? 'The image could not be uploaded.');
      return;
    }
    const alt = window.prompt('Describe the image for people who cannot see it', '') ?? '';
    editor
      .chain()
      .focus()
      .setImage({ src: `/uploads/${res.body.file}`, alt })
      .run();
  };

  return (
    <div
      className={`rounded-xl border bg-white ${invalid ? 'border-red-600' : 'border-brand-200'} focus-within:border-brand-600`}
    >
      <div
        role="toolbar"
        aria-label={toolbarLabel}
        className="flex flex-wrap gap-1.5 border-b border-brand-100 p-2"
      >
        {BUTTONS.map((button, index) => (
          <button
            key={button.label}
            type="button"
            aria-label={button.label}
            aria-pressed={state?.pressed[index] ?? false}
            disabled={!editor}
            onClick={() => editor && button.run(editor)}
            className={buttonClass}
          >
            {button.text}
          </button>
        ))}
        <button
          type="button"
          aria-label="Link"
          aria-pressed={state?.link ?? false}
          disabled={!editor}
          onClick={setLink}
          className={buttonClass}
        >
          Link
        </button>
        <button
          type="button"
          aria-label="Insert image"
          disabled={!editor}
          onClick={() => imageInput.current?.click()}
          className={buttonClass}
        >
          Image
        </button>
        <input
          ref={imageInput}
          type="file"
          accept="image/*"
          hidden
          onChange={(event) => {
            void insertImage(event.currentTarget.files?.[0]);
            event.currentTarget.value = '';
          }}
        />
        <button
          type="button"
          aria-label="Undo"
          disabled={!state?.canUndo}
          onClick={() => editor?.chain().focus().undo().run()}
          className={buttonClass}
        >
          Undo
        </button>
        <button
          type="button"
          aria-label="Redo"
          disabled={!state?.canRedo}
          onClick={() => editor?.chain().focus().redo().run()}
          className={buttonClass}
        >
          Redo
        </button>
      </div>
      <EditorContent editor={editor} />
      {uploadError ? <p className="px-4 pb-3 text-sm text-red-700">{uploadError}</p> : null}
    </div>
  );
}
