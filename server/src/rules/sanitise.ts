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

/**
 * How deep elements may nest. htmlparser2 keeps open elements in an array it shifts and searches
 * from the front, so each tag costs time in proportion to the nesting depth: unbounded, 600 KB of
 * nested tags held the event loop for seconds. With the depth bounded the work is linear in the
 * length. An editor's rules never come close (lists in quotes in lists are a handful of levels).
 */
export const RULES_MAX_NESTING = 100;

export class RulesNestedTooDeeplyError extends Error {
  override readonly name = 'RulesNestedTooDeeplyError';
  constructor() {
    super(`The rules must not nest elements more than ${RULES_MAX_NESTING} levels deep`);
  }
}

/** Sanitises rules HTML; throws RulesNestedTooDeeplyError as soon as the nesting passes the limit. */
export function sanitiseRulesHtml(html: string): string {
  // The parser reports every element it opens and closes (void ones too): their balance is the
  // depth of its stack of open elements.
  let depth = 0;
  return sanitizeHtml(html, {
    ...OPTIONS,
    onOpenTag: () => {
      depth += 1;
      if (depth > RULES_MAX_NESTING) throw new RulesNestedTooDeeplyError();
    },
    onCloseTag: () => {
      depth -= 1;
    },
  }).trim();
}
