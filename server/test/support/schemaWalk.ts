import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
} from 'graphql';

// Walks a schema's inputs: every argument of every field, and every field of the input objects
// they take, so tests cover inputs added later without being edited.

export type InputSlot = GraphQLArgument | GraphQLInputField;

/** One String or ID leaf: where it sits (field, then argument and input-field names). */
export interface StringLeaf {
  typeName: string;
  fieldName: string;
  path: (string | number)[];
  slot: InputSlot;
  /** The leaf's type is a list of strings ([String!]). */
  list: boolean;
}

export const isGlobalId = (slot: InputSlot) => Boolean(slot.extensions?.isRelayGlobalID);

export function relayTypename(slot: InputSlot): string {
  const targets = slot.extensions?.relayGlobalIDFor as { typename: string }[] | undefined;
  return targets?.[0]?.typename ?? 'Organisation';
}

export function* fieldsWithArgs(schema: GraphQLSchema): Generator<[string, GraphQLField<unknown, unknown>]> {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) if (field.args.length) yield [type.name, field];
  }
}

function isList(type: GraphQLInputType): boolean {
  const inner = isNonNullType(type) ? type.ofType : type;
  return isListType(inner);
}

export function* stringLeaves(schema: GraphQLSchema): Generator<StringLeaf> {
  for (const [typeName, field] of fieldsWithArgs(schema))
    for (const arg of field.args) yield* leavesOf(typeName, field.name, [arg.name], arg, new Set());
}

function* leavesOf(
  typeName: string,
  fieldName: string,
  path: (string | number)[],
  slot: InputSlot,
  seen: Set<string>,
): Generator<StringLeaf> {
  const named = getNamedType(slot.type);
  if (isScalarType(named) && (named.name === 'String' || named.name === 'ID'))
    yield { typeName, fieldName, path, slot, list: isList(slot.type) };
  if (isInputObjectType(named) && !seen.has(named.name)) {
    const inner = isList(slot.type) ? [...path, 0] : path;
    for (const f of Object.values(named.getFields()))
      yield* leavesOf(typeName, fieldName, [...inner, f.name], f, new Set([...seen, named.name]));
  }
}

/**
 * A value of the slot's type with its required fields filled, `text(slot)` for String and ID
 * leaves; `target` (a path inside it) gets `value` instead.
 */
export function fill(
  slot: InputSlot,
  target: (string | number)[] | null,
  value: unknown,
  text: (slot: InputSlot) => string,
): unknown {
  if (target && target.length === 0) return value;
  const list = isList(slot.type);
  const rest = target && list ? target.slice(1) : target;
  const one = fillNamed(getNamedType(slot.type), slot, rest, value, text);
  return list ? [one] : one;
}

function fillNamed(
  named: GraphQLNamedType,
  slot: InputSlot,
  target: (string | number)[] | null,
  value: unknown,
  text: (slot: InputSlot) => string,
): unknown {
  if (isInputObjectType(named)) {
    const out: Record<string, unknown> = {};
    for (const f of Object.values(named.getFields())) {
      const inTarget = target?.[0] === f.name;
      if (inTarget || isNonNullType(f.type))
        out[f.name] = fill(f, inTarget ? target!.slice(1) : null, value, text);
    }
    return out;
  }
  if (isEnumType(named)) return named.getValues()[0]?.name;
  switch (named.name) {
    case 'Int':
    case 'Float':
      return 1;
    case 'Boolean':
      return true;
    case 'DateTime':
      return new Date().toISOString();
    default:
      return text(slot);
  }
}

/** Every input slot under an argument (itself included), with its path: any type, not only text. */
export function* inputSlots(
  slot: InputSlot,
  path: (string | number)[],
  seen: Set<string> = new Set(),
): Generator<{ path: (string | number)[]; slot: InputSlot }> {
  yield { path, slot };
  const named = getNamedType(slot.type);
  if (isInputObjectType(named) && !seen.has(named.name)) {
    const inner = isList(slot.type) ? [...path, 0] : path;
    for (const f of Object.values(named.getFields()))
      yield* inputSlots(f, [...inner, f.name], new Set([...seen, named.name]));
  }
}

export { isList };

/** `mutation ($a: T!, …) { field(a: $a, …) selection }` (or a query) for a field of the root type. */
export function operationDocument(
  operation: 'query' | 'mutation',
  field: GraphQLField<unknown, unknown>,
  selection: string,
): string {
  const defs = field.args.map((a) => `$${a.name}: ${a.type}`).join(', ');
  const call = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
  return `${operation} (${defs}) { ${field.name}(${call}) ${selection} }`;
}

/** Every input slot of a field's arguments. */
export const argumentSlots = (field: GraphQLField<unknown, unknown>) =>
  field.args.flatMap((arg) => [...inputSlots(arg, [arg.name])]);

/** Free text: a String or a plain (not global) ID. */
export function isTextSlot(slot: InputSlot): boolean {
  const name = getNamedType(slot.type).name;
  return (name === 'String' || name === 'ID') && !isGlobalId(slot);
}

/** The field's variables with its required inputs filled, and every path in `targets` set to `value`. */
export function variablesWith(
  field: GraphQLField<unknown, unknown>,
  targets: (string | number)[][],
  value: unknown,
  text: (slot: InputSlot) => string,
): Record<string, unknown> {
  const variables: Record<string, unknown> = {};
  for (const arg of field.args)
    if (isNonNullType(arg.type) || isInputObjectType(getNamedType(arg.type)))
      variables[arg.name] = fill(arg, null, null, text);
  for (const path of targets) {
    const arg = field.args.find((a) => a.name === path[0])!;
    variables[arg.name] = merge(variables[arg.name], fill(arg, path.slice(1), value, text));
  }
  return variables;
}

function merge(a: unknown, b: unknown): unknown {
  if (Array.isArray(a) && Array.isArray(b)) return a.map((x, i) => merge(x, b[i]));
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const out: Record<string, unknown> = { ...(a as Record<string, unknown>) };
    for (const [k, v] of Object.entries(b)) out[k] = k in out ? merge(out[k], v) : v;
    return out;
  }
  return b ?? a;
}
