import { type ASTVisitor, GraphQLError, type ValidationContext } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/**
 * Text the database cannot store is refused at the edge: PostgreSQL has no NUL in text or jsonb,
 * and a lone UTF-16 surrogate cannot be encoded as UTF-8 (jsonb refuses its escape). Both come
 * only from a client that is not the app; answering with a clear error beats a failed query.
 */
export const MALFORMED_TEXT_MESSAGE = 'Text must not contain NUL characters or unpaired surrogates';

// With the u flag a surrogate pair is one code point: only an unpaired surrogate matches.
const LONE_SURROGATE = /\p{Cs}/u;
const isMalformed = (text: string) => text.includes('\0') || LONE_SURROGATE.test(text);

/**
 * No input takes a list longer than 100 (`nodes(ids)`); coercing a list of 100,000 items (1 MB
 * of JSON) held the event loop for half a second before any rule could refuse it.
 */
export const MAX_VARIABLE_LIST = 1000;

const badInput = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });

/** What is wrong with the first bad value in a JSON value (malformed text, a huge list), or null. */
export function findBadValue(value: unknown, root: string): string | null {
  // Iterative: a deeply nested JSON value must not overflow the stack.
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length > 0) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      if (isMalformed(current)) return `${MALFORMED_TEXT_MESSAGE} (${path})`;
    } else if (Array.isArray(current)) {
      if (current.length > MAX_VARIABLE_LIST)
        return `Lists have at most ${MAX_VARIABLE_LIST} items (${path})`;
      for (let i = current.length - 1; i >= 0; i--) stack.push([current[i], `${path}.${i}`]);
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        if (isMalformed(key)) return `${MALFORMED_TEXT_MESSAGE} (${path}, a key)`;
        stack.push([item, `${path}.${key}`]);
      }
    }
  }
  return null;
}

/** The error for a bad value in a request's variables, or null when they are fine. */
export function malformedVariablesError(variables: unknown): GraphQLError | null {
  const problem = findBadValue(variables ?? null, 'variables');
  return problem ? badInput(problem) : null;
}

/** String literals in the document itself (`"\u0000"` is valid GraphQL). */
export function wellFormedLiteralsRule(context: ValidationContext): ASTVisitor {
  return {
    StringValue(node) {
      if (isMalformed(node.value))
        context.reportError(badInput(`${MALFORMED_TEXT_MESSAGE} (a string in the document)`));
    },
  };
}

/** Yoga: refuses a request whose variables hold malformed text or a huge list before anything parses it. */
export function wellFormedVariablesPlugin(): Plugin {
  return {
    onParams({ params, setResult }) {
      const error = malformedVariablesError(params.variables);
      if (error) setResult({ errors: [error] });
    },
  };
}
