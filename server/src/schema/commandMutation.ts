import { createHash } from 'node:crypto';
import { type DomainError, type DomainEvent, isDomainError } from '@kicker/events';
import type { InputFieldMap, InputShapeFromFields, MaybePromise, OutputShape, TypeParam } from '@pothos/core';
import type { AuthScopeMap } from '@pothos/plugin-scope-auth';
import { z } from 'zod';
import type { Actor, CommandDeclaration, CommandResult } from '../commands/command.ts';
import { runCommand } from '../commands/pipeline.ts';
import { builder, can } from '../graphql/builder.ts';
import type { Context } from '../graphql/context.ts';
import { toGraphQLError } from '../graphql/errors.ts';
import { capabilitiesFor } from '../policy/capabilities.ts';

// The one skeleton of a mutation (DESIGN §7, STYLE "GraphQL"): `<name>(input: <Name>Input!)`
// answering `<Name>Result`, the union of its own `<Name>Payload` and the typed errors the builder
// sets as every mutation's default. A mutation file then says only its rule: the input fields, who
// may, the command it runs and what it answers with. Why it is shaped so: docs/decisions.md.

type BuilderTypes = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;
export type InputFields = PothosSchemaTypes.InputFieldBuilder<BuilderTypes, 'InputObject'>;
type Scopes = AuthScopeMap<BuilderTypes>;

/** A payload field: its type (`Organisation`, `'ID'`, `['String']`), or that with a description. */
type PayloadField = TypeParam<BuilderTypes> | { type: TypeParam<BuilderTypes>; description: string };
type PayloadFields = Record<string, PayloadField>;
type ShapeOf<T> = T extends [infer Item] ? OutputShape<BuilderTypes, Item>[] : OutputShape<BuilderTypes, T>;
/** What a mutation answers for payload fields `P`: each field's value under its name. */
type PayloadShape<P extends PayloadFields> = {
  [K in keyof P]: P[K] extends { type: infer T; description: string } ? ShapeOf<T> : ShapeOf<P[K]>;
};

interface MutationSpec<Input, P extends PayloadFields> {
  description?: string;
  /** Who may, from the policy: `{ verified: true }`, or from the input: `can('administer', orgId)`. */
  authScopes?: Scopes | ((input: Input, ctx: Context) => Scopes | boolean);
  /** The fields of `<Name>Payload`, all non-null. */
  payload: P;
  payloadDescription?: string;
}

/** The input of a command mutation: its own fields and the optional `commandId`. */
type CommandInput<Fields extends InputFieldMap> = InputShapeFromFields<Fields> & {
  commandId?: string | null;
};

/** A declared command of any shape (server/src/commands/command.ts). */
// biome-ignore lint/suspicious/noExplicitAny: the state and context types stay the command's own
type AnyCommand<In, E extends DomainEvent> = CommandDeclaration<In, any, E, any>;

interface CommandSpec<Input, In, E extends DomainEvent> {
  /** The declared command this mutation runs (its capability, stream and rule). */
  command: AnyCommand<In, E>;
  /**
   * The organisation whose `command.capability` the scope asks before anything runs (refused:
   * FORBIDDEN, as every scope). Absent (your own player's organisation, or one found from what
   * the input names): signed in and verified; the pipeline asks the same capability.
   */
  organisation?: (input: Input) => string;
  /** The command's input from the mutation's (ids decoded, what the viewer sees checked), or why not. */
  toCommand: (input: Input, ctx: Context) => MaybePromise<In | DomainError>;
}

/** Several commands in a row (creating an organisation and appointing its first admin). */
interface RunSpec<Input, Result> {
  authScopes: NonNullable<MutationSpec<Input, PayloadFields>['authScopes']>;
  run: (input: Input, ctx: Context, by: Actor) => Promise<Result | DomainError>;
}

/**
 * A mutation that runs a declared command (server/src/commands/*). Its input gets the optional
 * `commandId` (a retry appends nothing new); `toCommand` turns it into the command's input, which
 * runs through the pipeline with the viewer as actor; a refusal becomes a typed error of the result
 * union; `answer` reads what the payload shows after the command. Only `input` infers the input's
 * type, only `command` (or `run`) the result's.
 */
export function commandMutation<
  Fields extends InputFieldMap,
  In,
  E extends DomainEvent,
  P extends PayloadFields,
>(
  name: string,
  spec: MutationSpec<NoInfer<CommandInput<Fields>>, P> & {
    input: (f: InputFields) => Fields;
    answer: (
      input: NoInfer<CommandInput<Fields>>,
      ctx: Context,
      result: NoInfer<CommandResult<E>>,
    ) => MaybePromise<NoInfer<PayloadShape<P>>>;
  } & (
      | CommandSpec<NoInfer<CommandInput<Fields>>, In, E>
      | RunSpec<NoInfer<CommandInput<Fields>>, CommandResult<E>>
    ),
): void {
  const { input, answer, ...rest } = spec;
  const declared = 'command' in spec ? spec : null;
  const authScopes =
    'authScopes' in spec && spec.authScopes
      ? spec.authScopes
      : declared?.organisation && declared.command.capability
        ? (values: CommandInput<Fields>) => can(declared.command.capability!, declared.organisation!(values))
        : { verified: true };
  defineMutation(name, {
    ...(rest as unknown as MutationSpec<Record<string, unknown>, PayloadFields>),
    authScopes: authScopes as LooseSpec['authScopes'],
    input: (f) => ({ ...input(f), commandId: commandIdField(f) }),
    resolve: async (values, ctx) => {
      const typed = values as CommandInput<Fields>;
      const by = actor(ctx, typed, name);
      let result: CommandResult<E> | DomainError;
      if (declared) {
        const commandInput = await declared.toCommand(typed, ctx);
        result = isDomainError(commandInput)
          ? commandInput
          : await runCommand(ctx.services.commands, declared.command, commandInput, by);
      } else result = await (spec as RunSpec<CommandInput<Fields>, CommandResult<E>>).run(typed, ctx, by);
      if (isDomainError(result)) throw toGraphQLError(result);
      forgetWhatChanged(ctx, result);
      return answer(typed, ctx, result);
    },
  });
}

/**
 * A mutation with the same skeleton that runs no command of the event log (API keys live in
 * better-auth's table; error reports take no command id): what it does is `resolve`.
 */
export function inputMutation<Fields extends InputFieldMap, P extends PayloadFields>(
  name: string,
  spec: MutationSpec<NoInfer<InputShapeFromFields<Fields>>, P> & {
    input: (f: InputFields) => Fields;
    resolve: (
      input: NoInfer<InputShapeFromFields<Fields>>,
      ctx: Context,
    ) => MaybePromise<NoInfer<PayloadShape<P>>>;
  },
): void {
  defineMutation(name, spec as unknown as LooseSpec);
}

/** A spec as the skeleton handles it; the functions above check its types. */
type LooseSpec = MutationSpec<Record<string, unknown>, PayloadFields> & {
  input: (f: InputFields) => InputFieldMap;
  resolve: (input: Record<string, unknown>, ctx: Context) => MaybePromise<Record<string, unknown>>;
};

function defineMutation(name: string, spec: LooseSpec): void {
  const Name = `${name[0]!.toUpperCase()}${name.slice(1)}`;
  const Payload = builder.objectRef<Record<string, unknown>>(`${Name}Payload`).implement({
    description: spec.payloadDescription,
    fields: (t) =>
      Object.fromEntries(
        Object.entries(spec.payload).map(([key, field]) => {
          const { type, description } = isDescribed(field) ? field : { type: field, description: undefined };
          return [key, t.field({ type: type as 'String', description, resolve: (p) => p[key] as string })];
        }),
      ),
  });
  const Input = builder.inputType(`${Name}Input`, { fields: spec.input });
  const scopes = spec.authScopes;
  builder.mutationField(name, (t) =>
    t.field({
      type: Payload,
      description: spec.description,
      // The union `<Name>Result` with the builder's default error types (graphql/builder.ts).
      errors: {},
      authScopes: typeof scopes === 'function' ? (_, args, ctx) => scopes(args.input, ctx) : scopes,
      args: { input: t.arg({ required: true, type: Input }) },
      resolve: (_, { input }, ctx) => spec.resolve(input, ctx),
    }),
  );
}

function isDescribed(field: PayloadField): field is { type: TypeParam<BuilderTypes>; description: string } {
  return typeof field === 'object' && !Array.isArray(field) && 'type' in field && 'description' in field;
}

/** Optional on every command mutation's input: a retry with the same id appends nothing new. */
const COMMAND_ID_DESCRIPTION =
  'A client-chosen id for this command. Sending the same id again does not repeat the change.';

const commandIdSchema = z
  .string()
  .min(8)
  .max(64)
  .regex(/^[\w-]+$/, 'Command ids use letters, digits, - and _');

const commandIdField = (f: InputFields) =>
  f.string({ required: false, description: COMMAND_ID_DESCRIPTION, validate: commandIdSchema });

/**
 * Who runs a mutation's command, with its command id and what the id is used for: a hash of the
 * user, the mutation and its input. Only the same user sending the same mutation with the same
 * input is a retry; any other reuse of the id is a ConflictError (issue 11).
 */
function actor(ctx: Context, input: { commandId?: string | null }, mutation: string): Actor {
  const commandId = input.commandId ?? null;
  return {
    ...viewerActor(ctx),
    commandId,
    commandFingerprint: commandId ? commandFingerprint(ctx.viewer!.userId, mutation, input) : null,
  };
}

/** The signed-in viewer as the actor of a command, with what the policy lets them do (no command id). */
export const viewerActor = (ctx: Context): Actor => ({
  userId: ctx.viewer!.userId,
  may: (orgId) => capabilitiesFor(ctx.viewer, orgId),
});

function commandFingerprint(userId: string, mutation: string, input: object): string {
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

/** The kept answers of the organisations a command wrote to, before the mutation answers from them. */
function forgetWhatChanged(ctx: Context, result: unknown) {
  const events = (result as { events?: readonly { orgId: string }[] } | null)?.events ?? [];
  for (const orgId of new Set(events.map((e) => e.orgId)))
    for (const cache of Object.values(ctx.services.caches)) cache.drop(orgId);
}
