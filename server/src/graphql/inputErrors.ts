import { PothosValidationError } from '@pothos/core';
import { GraphQLError } from 'graphql';

/** Echoed input (an id, a cursor) is cut to this length in messages. */
const MAX_MESSAGE_LENGTH = 200;

/**
 * Errors that say the request's input was wrong rather than that the server failed: Pothos throws
 * them for malformed global ids and cursors, ids of the wrong type, and field validation. They are
 * answered as they are (BAD_USER_INPUT), never masked as "Unexpected error." or logged as failures.
 */
export function asInputError(error: unknown): GraphQLError | null {
  if (!(error instanceof PothosValidationError)) return null;
  const message =
    error.message.length > MAX_MESSAGE_LENGTH
      ? `${error.message.slice(0, MAX_MESSAGE_LENGTH)}…`
      : error.message;
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
}
