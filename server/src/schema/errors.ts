import { InputValidationError, type StandardSchemaV1 } from '@pothos/plugin-validation';
import { builder } from '../graphql/builder.ts';
import { ConflictError, ForbiddenError, NotFoundError } from '../graphql/errors.ts';

// Every mutation answers with its payload or one of these typed errors (`... on Error { message }`);
// the builder makes them every mutation's default (graphql/builder.ts).
const ErrorInterface = builder.interfaceRef<Error>('Error').implement({
  fields: (t) => ({ message: t.exposeString('message') }),
});

const InputValidationIssue = builder.objectRef<StandardSchemaV1.Issue>('InputValidationIssue').implement({
  fields: (t) => ({
    message: t.exposeString('message'),
    path: t.stringList({
      resolve: (issue) => issue.path?.map((part) => String(typeof part === 'object' ? part.key : part)) ?? [],
    }),
  }),
});

builder.objectType(InputValidationError, {
  name: 'InputValidationError',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    issues: t.field({ type: [InputValidationIssue], resolve: (err) => err.issues }),
  }),
});

for (const [cls, name] of [
  [ForbiddenError, 'ForbiddenError'],
  [NotFoundError, 'NotFoundError'],
  [ConflictError, 'ConflictError'],
] as const) {
  builder.objectType(cls, { name, interfaces: [ErrorInterface], fields: () => ({}) });
}
