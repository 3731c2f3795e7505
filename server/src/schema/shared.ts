import { type DomainError, isDomainError } from '@kicker/events';
import { z } from 'zod';
import type { CommandResult } from '../commands/execute.ts';
import { toGraphQLError } from '../graphql/errors.ts';

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
