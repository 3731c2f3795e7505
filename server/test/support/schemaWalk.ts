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
