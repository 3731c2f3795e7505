import { PothosValidationError } from '@pothos/core';
import { encodeGlobalID } from '@pothos/plugin-relay';
import type { StandardSchemaV1 } from '@pothos/plugin-validation';
import { type GraphQLField, getNamedType, isInterfaceType, isObjectType, isUnionType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeGlobalId } from '../src/graphql/nodeQueries.ts';
import { schema } from '../src/schema/index.ts';
import { type League, setUpLeague } from './support/league.ts';
import {
  fill,
  type InputSlot,
  isGlobalId,
  relayTypename,
  type StringLeaf,
  stringLeaves,
} from './support/schemaWalk.ts';
import { eventCount, startTestApp, type TestApp } from './support/testApp.ts';

// Every String and ID input (argument or input-object field, anywhere in the schema) has a
// maximum length: a 1 MB string is refused with a validation error. Walking the schema keeps this
// true for inputs added later.

const ONE_MB = 'x'.repeat(1024 * 1024);
const leaves = [...stringLeaves(schema)];
const where = (leaf: StringLeaf) => `${leaf.typeName}.${leaf.fieldName}(${leaf.path.join('.')})`;

function validators(leaf: StringLeaf): StandardSchemaV1[] {
  const ext = leaf.slot.extensions?.['@pothos/plugin-validation'] as
    | { schemas?: StandardSchemaV1[] }
    | undefined;
  return ext?.schemas ?? [];
}

async function refusesByItsValidator(leaf: StringLeaf): Promise<boolean> {
  const value = leaf.list ? [ONE_MB] : ONE_MB;
  for (const v of validators(leaf)) {
    const result = await v['~standard'].validate(value);
    if (result.issues?.length) return true;
  }
  return false;
}

describe('every String and ID input has a maximum length', () => {
  it('finds the inputs to check', () => {
    expect(leaves.length).toBeGreaterThan(50);
  });

  it.each(leaves.map((leaf) => [where(leaf), leaf] as const))('%s refuses 1 MB', async (_, leaf) => {
    if (isGlobalId(leaf.slot)) {
      expect(() => decodeGlobalId(Buffer.from(`Player:${ONE_MB}`).toString('base64'))).toThrow(
        PothosValidationError,
      );
      return;
    }
    expect(
      await refusesByItsValidator(leaf),
      `${where(leaf)} needs a validate schema with a maximum length`,
    ).toBe(true);
  });
});

describe('a 1 MB string sent to each query and mutation input', () => {
  let t: TestApp;
  let league: League;
  // Above the body cap, so the string reaches validation.
  // The other inputs get values their own validation accepts (validation reports the first field
  // it refuses): the first of these candidates that passes.
  const validText = new Map<InputSlot, string>();
  beforeAll(async () => {
    t = await startTestApp({ env: { GRAPHQL_MAX_BODY_BYTES: String(4 * 1024 * 1024) } });
    league = await setUpLeague(t);
    const candidates = [
      'Kicker Club',
      'Europe/Berlin',
      'https://example.com/logo.png',
      new Date().toISOString(),
      'command-0001',
      league.locationId,
    ];
    for (const leaf of leaves) {
      if (isGlobalId(leaf.slot)) {
        validText.set(leaf.slot, encodeGlobalID(relayTypename(leaf.slot), 'x'));
        continue;
      }
      for (const candidate of candidates) {
        const results = await Promise.all(
          validators(leaf).map((v) => v['~standard'].validate(leaf.list ? [candidate] : candidate)),
        );
        if (results.every((r) => !r.issues?.length)) {
          validText.set(leaf.slot, candidate);
          break;
        }
      }
    }
  });
  afterAll(() => t?.close());

  const topLevel = leaves.filter((l) => l.typeName === 'Query' || l.typeName === 'Mutation');

  function selection(field: GraphQLField<unknown, unknown>) {
    const type = getNamedType(field.type);
    if (isUnionType(type))
      return '{ __typename ... on InputValidationError { issues { message path } } ... on Error { message } }';
    return isObjectType(type) || isInterfaceType(type) ? '{ __typename }' : '';
  }

  it.each(topLevel.map((leaf) => [where(leaf), leaf] as const))(
    '%s is refused as invalid',
    async (_, leaf) => {
      const root = leaf.typeName === 'Query' ? schema.getQueryType()! : schema.getMutationType()!;
      const field = root.getFields()[leaf.fieldName]!;
      const text = (slot: InputSlot) => validText.get(slot) ?? 'x';
      const variables: Record<string, unknown> = {};
      for (const arg of field.args) {
        if (arg.name === leaf.path[0]) variables[arg.name] = fill(arg, leaf.path.slice(1), ONE_MB, text);
        else if (String(arg.type).endsWith('!')) variables[arg.name] = fill(arg, null, ONE_MB, text);
      }
      const defs = field.args.map((a) => `$${a.name}: ${a.type}`).join(', ');
      const call = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
      const op = leaf.typeName === 'Query' ? 'query' : 'mutation';
      const before = await eventCount(t);
      const res = await league.admin.gql(
        `${op} (${defs}) { ${field.name}(${call}) ${selection(field)} }`,
        variables,
      );
      expect(await eventCount(t)).toBe(before);

      const leafName = String(leaf.path.at(-1));
      const typed = res.data?.[field.name] as
        | { __typename?: string; issues?: { path: string[] }[] }
        | undefined;
      if (typed?.__typename === 'InputValidationError') {
        expect(
          typed.issues?.some((i) => i.path.includes(leafName)),
          JSON.stringify(typed),
        ).toBe(true);
        return;
      }
      const error = res.errors?.[0];
      expect(error?.extensions?.code, JSON.stringify(res).slice(0, 500)).toBe('BAD_USER_INPUT');
      expect(error?.message).toMatch(
        isGlobalId(leaf.slot) ? /Invalid global ID/ : new RegExp(`\\b${leafName}\\b`),
      );
    },
  );
});
