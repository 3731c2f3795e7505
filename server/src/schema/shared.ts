import { createHash } from 'node:crypto';
import { type DomainError, isDomainError } from '@kicker/events';
import type { GraphQLResolveInfo } from 'graphql';
import { z } from 'zod';
import type { CommandResult } from '../commands/execute.ts';
import type { Actor } from '../commands/organisation.ts';
import type { builder } from '../graphql/builder.ts';
import type { Context } from '../graphql/context.ts';
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

/** A LIKE pattern matching `search` anywhere, its own % and _ taken literally. */
export const containsPattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Who runs a mutation's command, with its command id and what the id is used for: a hash of the
 * user, the mutation and its input. Only the same user sending the same mutation with the same
 * input is a retry; any other reuse of the id is a ConflictError (issue 11).
 */
export function actor(
  ctx: Context,
  input: { commandId?: string | null },
  info: Pick<GraphQLResolveInfo, 'fieldName'>,
): Actor {
  const userId = ctx.viewer!.userId;
  const commandId = input.commandId ?? null;
  return {
    userId,
    commandId,
    commandFingerprint: commandId ? commandFingerprint(userId, info.fieldName, input) : null,
  };
}

export function commandFingerprint(userId: string, mutation: string, input: object): string {
  const { commandId: _, ...rest } = input as Record<string, unknown>;
  return createHash('sha256')
    .update(JSON.stringify([userId, mutation, canonical(rest)]))
    .digest('base64url');
}

/** The same value with object keys in one order, so equal inputs hash alike. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value instanceof Date) return value.toISOString();
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  return value;
}
