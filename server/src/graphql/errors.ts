import type { DomainError } from '@kicker/events';
import { InputValidationError } from '@pothos/plugin-validation';
import { GraphQLError } from 'graphql';

export class ForbiddenError extends Error {
  override readonly name = 'ForbiddenError';
}
export class NotFoundError extends Error {
  override readonly name = 'NotFoundError';
}
export class ConflictError extends Error {
  override readonly name = 'ConflictError';
}

/**
 * The loaded value, or null when there is none the viewer may see (a loader's NotFound or
 * Forbidden). Any other failure (the database away) stays an error: an error is not an absence,
 * and an answer that said "not found" then would be kept and shown as if true (issue 27).
 */
export async function orNull<T>(loading: Promise<T>): Promise<T | null> {
  try {
    return await loading;
  } catch (error) {
    if (error instanceof NotFoundError || error instanceof ForbiddenError) return null;
    throw error;
  }
}

/** Turns a decider's refusal into the typed GraphQL error the errors plugin returns as a result. */
export function toGraphQLError(error: DomainError): Error {
  switch (error.kind) {
    case 'validation':
      return new InputValidationError({
        issues: [{ message: error.message, path: error.field ? ['input', error.field] : ['input'] }],
      });
    case 'forbidden':
      return new ForbiddenError(error.message);
    case 'notFound':
      return new NotFoundError(error.message);
    case 'conflict':
      return new ConflictError(error.message);
  }
}

const REFUSAL_CODES = new Map<string, string>([
  ['NotFoundError', 'NOT_FOUND'],
  ['ForbiddenError', 'FORBIDDEN'],
  ['ConflictError', 'CONFLICT'],
]);

/**
 * A refusal thrown by a query's resolver (a mutation's becomes a typed result): answered with its
 * own message and a code, never masked as "Unexpected error." or logged as a failure of the server.
 */
export function asRefusal(error: unknown): GraphQLError | null {
  if (!(error instanceof NotFoundError || error instanceof ForbiddenError || error instanceof ConflictError))
    return null;
  return new GraphQLError(error.message, { extensions: { code: REFUSAL_CODES.get(error.name) } });
}
