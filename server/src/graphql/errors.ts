import type { DomainError } from '@kicker/events';
import { InputValidationError } from '@pothos/plugin-validation';

export class ForbiddenError extends Error {
  override readonly name = 'ForbiddenError';
}
export class NotFoundError extends Error {
  override readonly name = 'NotFoundError';
}
export class ConflictError extends Error {
  override readonly name = 'ConflictError';
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
