import { type DomainError, isDomainError } from '@kicker/events';
import { z } from 'zod';
import type { CommandResult } from '../commands/execute.ts';
import type { builder } from '../graphql/builder.ts';
import { toGraphQLError } from '../graphql/errors.ts';
import { COMMAND_ID_DESCRIPTION } from './errors.ts';

export const commandIdSchema = z
  .string()
  .min(8)
  .max(64)
  .regex(/^[\w-]+$/, 'Command ids use letters, digits, - and _');

/** A command's outcome as a resolver needs it: the result, or the refusal thrown as a typed error. */
export function payload<R extends CommandResult<never> | CommandResult<{ type: string; data: unknown }>>(
  result: R | DomainError,
): R {
  if (isDomainError(result)) throw toGraphQLError(result);
  return result;
}

/** Groups rows by org_id in the order of the requested ids (for list dataloaders). */
export async function loadRowsByOrg<R extends { org_id: string }>(
  orgIds: readonly string[],
  query: () => Promise<R[]>,
) {
  const rows = await query();
  return orgIds.map((id) => rows.filter((r) => r.org_id === id));
}

type BuilderTypes = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

/** The optional `commandId` every mutation input has (see COMMAND_ID_DESCRIPTION). */
export const commandIdField = (f: PothosSchemaTypes.InputFieldBuilder<BuilderTypes, 'InputObject'>) =>
  f.string({ required: false, description: COMMAND_ID_DESCRIPTION, validate: commandIdSchema });

/** Search and filter text of lists (names, nicknames, e-mail addresses, event types). */
export const searchTextSchema = z.string().max(100, 'Search text must have at most 100 characters');

/** A read model's name (maintenance). */
export const projectionNameSchema = z.string().max(64, 'Read model names have at most 64 characters');

/** A LIKE pattern matching `search` anywhere, its own % and _ taken literally. */
export const containsPattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
