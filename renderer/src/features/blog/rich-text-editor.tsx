import '@mantine/tiptap/styles.css';

import { Input } from '@mantine/core';
import { Link, RichTextEditor as MantineRichTextEditor, type RichTextEditorLabels } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect } from 'react';
import { t } from '../../app/i18n';

/** The toolbar's and the link editor's texts (Mantine's are English), in the person's language. */
const editorLabels = (): Partial<RichTextEditorLabels> => ({
  boldControlLabel: t('admin.blog.editorBold'),
  italicControlLabel: t('admin.blog.editorItalic'),
  strikeControlLabel: t('admin.blog.editorStrikethrough'),
  codeControlLabel: t('admin.blog.editorCode'),
  h2ControlLabel: t('admin.blog.editorHeading2'),
  h3ControlLabel: t('admin.blog.editorHeading3'),
  blockquoteControlLabel: t('admin.blog.editorBlockquote'),
  bulletListControlLabel: t('admin.blog.editorBulletList'),
  orderedListControlLabel: t('admin.blog.editorOrderedList'),
  linkControlLabel: t('admin.blog.editorLink'),
  unlinkControlLabel: t('admin.blog.editorRemoveLink'),
  linkEditorInputLabel: t('admin.blog.editorEnterUrl'),
  linkEditorExternalLink: t('admin.blog.editorNewTab'),
  linkEditorInternalLink: t('admin.blog.editorSameTab'),
  linkEditorSave: t('admin.common.save'),
});

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
      <MantineRichTextEditor editor={editor} aria-label={label} labels={editorLabels()}>
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
