import '@mantine/tiptap/styles.css';

import { Input } from '@mantine/core';
import { Link, RichTextEditor as MantineRichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect } from 'react';

/**
 * A post body's rich-text editor (tiptap): headings, emphasis, lists, quotes, code and links. It writes
 * HTML; the server keeps only allow-listed markup (site-server/src/features/blog/blog-html.ts).
 */
export function RichTextEditor({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (html: string) => void;
}) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false }), Link.configure({ openOnClick: false })],
    content: value,
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  // Another language (or a reloaded post) replaces the content; typing does not come back here.
  useEffect(() => {
    if (editor && editor.getHTML() !== value && !(editor.isEmpty && !value))
      editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <Input.Wrapper label={label}>
      <MantineRichTextEditor editor={editor} aria-label={label}>
        <MantineRichTextEditor.Toolbar>
          <MantineRichTextEditor.ControlsGroup>
            <MantineRichTextEditor.Bold />
            <MantineRichTextEditor.Italic />
            <MantineRichTextEditor.Strikethrough />
            <MantineRichTextEditor.Code />
          </MantineRichTextEditor.ControlsGroup>
          <MantineRichTextEditor.ControlsGroup>
            <MantineRichTextEditor.H2 />
            <MantineRichTextEditor.H3 />
            <MantineRichTextEditor.Blockquote />
            <MantineRichTextEditor.BulletList />
            <MantineRichTextEditor.OrderedList />
          </MantineRichTextEditor.ControlsGroup>
          <MantineRichTextEditor.ControlsGroup>
            <MantineRichTextEditor.Link />
            <MantineRichTextEditor.Unlink />
          </MantineRichTextEditor.ControlsGroup>
        </MantineRichTextEditor.Toolbar>
        <MantineRichTextEditor.Content mih={240} data-testid="post-body-editor" />
      </MantineRichTextEditor>
    </Input.Wrapper>
  );
}
