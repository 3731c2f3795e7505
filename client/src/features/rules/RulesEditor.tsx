import { Box } from '@chakra-ui/react';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { rulesTextCss } from './RulesText';

/**
 * The rules in place, editable (TipTap). Loaded only when an admin or moderator presses Edit.
 * `onBlur` gets the HTML when focus leaves the editor (SPEC: focus out saves).
 */
export default function RulesEditor({ html, onBlur }: { html: string; onBlur: (html: string) => void }) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false } })],
    content: html,
    autofocus: 'end',
    immediatelyRender: true,
    editorProps: { attributes: { 'aria-label': 'Rules text', role: 'textbox', 'aria-multiline': 'true' } },
    onBlur: ({ editor }) => onBlur(editor.getHTML()),
  });
  return (
    <Box
      css={{
        ...rulesTextCss,
        '& .tiptap': { outline: 'none', minH: '12rem' },
      }}
      borderWidth="2px"
      borderColor="felt.focusRing"
      borderRadius="md"
      p={{ base: 3, md: 4 }}
    >
      <EditorContent editor={editor} />
    </Box>
  );
}
