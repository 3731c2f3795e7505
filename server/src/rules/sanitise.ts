import sanitizeHtml from 'sanitize-html';

/**
 * Rules HTML as the rich-text editor writes it (headings, paragraphs, lists, emphasis, links,
 * quotes, rules, code), and nothing else: no scripts, styles, event handlers, frames or images, and
 * links only to http(s) and mailto. Anything outside the list is dropped, its text kept.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
  ],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], ol: ['start'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Opened links never get a handle on the app's window.
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }),
  },
};

export function sanitiseRulesHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
