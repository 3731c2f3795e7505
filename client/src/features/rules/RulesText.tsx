import { Box, type BoxProps } from '@chakra-ui/react';

/** How rich rules text looks, read-only and in the editor alike. */
export const rulesTextCss: BoxProps['css'] = {
  lineHeight: '1.65',
  '& h1, & h2': { fontSize: 'xl', fontWeight: 'semibold', mt: 6, mb: 2 },
  '& h3, & h4': { fontSize: 'lg', fontWeight: 'semibold', mt: 4, mb: 2 },
  '& > :first-child': { mt: 0 },
  '& p': { mb: 3 },
  '& ul, & ol': { ps: 6, mb: 3 },
  '& ul': { listStyleType: 'disc' },
  '& ol': { listStyleType: 'decimal' },
  '& li': { mb: 1 },
  '& a': { color: 'felt.fg', textDecoration: 'underline' },
  '& blockquote': { borderStartWidth: '3px', borderColor: 'border.emphasized', ps: 4, color: 'fg.muted' },
  '& code': { fontFamily: 'mono', fontSize: 'sm', bg: 'bg.muted', px: 1, borderRadius: 'sm' },
  '& hr': { my: 6, borderColor: 'border' },
};

/** Sanitised on the server before it was stored (server/src/rules/sanitise.ts). */
export function RulesText({ html, ...props }: { html: string } & BoxProps) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitises rules HTML before storing it
  return <Box css={rulesTextCss} dangerouslySetInnerHTML={{ __html: html }} {...props} />;
}
