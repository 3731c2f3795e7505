import { encodeGlobalID } from '@pothos/plugin-relay';
import fc from 'fast-check';
import { type GraphQLArgument, getNamedType, isEnumType, isInputObjectType, isNonNullType } from 'graphql';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../src/schema/index.ts';
import { type League, setUpLeague } from './support/league.ts';
import { capturedLogger, type LogLine } from './support/logCapture.ts';
import {
  fill,
  type InputSlot,
  inputSlots,
  isGlobalId,
  isList,
  relayTypename,
  stringLeaves,
} from './support/schemaWalk.ts';
import { eventCount, startTestApp, type TestApp } from './support/testApp.ts';

// Bad input for every mutation, built from its input type (so a mutation added later is covered):
// one input slot at a time gets a value no rule accepts. The answer must be a validation error at
// the top level or a typed error result, with a readable message, and no event may be appended.
// Run as the admin of an organisation with a season and players, so refusals come from validation.

const RUNS_PER_MUTATION = 20;
const mutations = Object.values(schema.getMutationType()!.getFields());

/** Values no slot of this type accepts. */
function badValues(slot: InputSlot): fc.Arbitrary<unknown> {
  const named = getNamedType(slot.type);
  const wrongShape = fc.constantFrom<unknown>(
    { nested: { deeper: true } },
    [[1]],
    ...(named.name === 'Boolean' ? [] : [true]),
  );
  const required = isNonNullType(slot.type);
  const withNull = required ? fc.oneof(wrongShape, fc.constant(null)) : wrongShape;
  if (isList(slot.type) && !isInputObjectType(named))
    return fc.oneof(withNull, fc.constant(Array(5_000).fill(badScalarSample(named.name))));
  if (isInputObjectType(named))
    return fc.oneof(
      withNull,
      fc.constant('not an object'),
      fc.constant({ notAField: 1 }),
      ...(isList(slot.type) ? [fc.constant(Array(5_000).fill({}))] : []),
    );
  if (isEnumType(named)) return fc.oneof(wrongShape, fc.constantFrom('NOT_A_VALUE', 'nope', ''));
  switch (named.name) {
    case 'Int':
      return fc.oneof(wrongShape, fc.constantFrom(2 ** 31, -(2 ** 31) - 1, 1.5, 1e300, '7'));
    case 'Float':
      return fc.oneof(wrongShape, fc.constantFrom('1.5', '', 'NaN'));
    case 'Boolean':
      return fc.oneof(wrongShape, fc.constantFrom('true', 1, 0));
    case 'ID':
      return fc.oneof(
        wrongShape,
        badText(),
        fc.constant(encodeGlobalID('Nope', 'x')),
        fc.string({ minLength: 1, maxLength: 40 }).map((s) => `!${s}`),
        ...(isGlobalId(slot) ? [fc.constant(encodeGlobalID(foreignType(relayTypename(slot)), 'x'))] : []),
      );
    default:
      return fc.oneof(wrongShape, badText());
  }
}

const badScalarSample = (name: string) => (name === 'String' || name === 'ID' ? 'x'.repeat(200) : 'x');
const foreignType = (typename: string) => (typename === 'Organisation' ? 'Player' : 'Organisation');

/** Text no field accepts: over every limit (the largest is 100,000), NUL, a lone surrogate. */
function badText(): fc.Arbitrary<string> {
  return fc.oneof(
    fc.string().map((s) => `${s}${'x'.repeat(100_001)}`),
    fc.string({ maxLength: 20 }).map((s) => `${s}${String.fromCharCode(0)}${s}`),
    fc.string({ maxLength: 20 }).map((s) => `${s}${String.fromCharCode(0xdc00)}${s}`),
  );
}

function selection(field: (typeof mutations)[number]) {
  return getNamedType(field.type).name.endsWith('Result')
    ? '{ __typename ... on Error { message } }'
    : '{ __typename }';
}

describe('bad input to every mutation', () => {
  let t: TestApp;
  let league: League;
  let errorLines: () => LogLine[];
  const validText = new Map<InputSlot, string>();

  beforeAll(async () => {
    const log = capturedLogger();
    errorLines = log.errors;
    t = await startTestApp({ logger: log.logger });
    league = await setUpLeague(t);
    // A base input each run spoils in one place: texts its own validation accepts.
    const candidates = ['Kicker Club', 'Europe/Berlin', 'https://example.com/logo.png', 'command-0001'];
    for (const leaf of stringLeaves(schema)) {
      if (isGlobalId(leaf.slot)) {
        validText.set(leaf.slot, relayTypename(leaf.slot) === 'Season' ? league.season : league.org);
        continue;
      }
      const validators =
        (leaf.slot.extensions?.['@pothos/plugin-validation'] as { schemas?: unknown[] } | undefined)
          ?.schemas ?? [];
      for (const candidate of [...candidates, league.locationId, new Date().toISOString()]) {
        const results = await Promise.all(
          validators.map((v) =>
            (v as { '~standard': { validate(x: unknown): unknown } })['~standard'].validate(
              leaf.list ? [candidate] : candidate,
            ),
          ),
        );
        if (results.every((r) => !(r as { issues?: unknown[] }).issues?.length)) {
          validText.set(leaf.slot, candidate);
          break;
        }
      }
    }
  });
  afterEach(() => {
    expect(errorLines()).toEqual([]);
  });
  afterAll(() => t?.close());

  it('finds every mutation', () => {
    expect(mutations.length).toBeGreaterThan(25);
  });

  it.each(mutations.map((m) => [m.name, m] as const))(
    '%s refuses bad input and appends nothing',
    async (_, field) => {
      const text = (slot: InputSlot) => validText.get(slot) ?? 'x';
      const targets = field.args.flatMap((arg: GraphQLArgument) => [...inputSlots(arg, [arg.name])]);
      const defs = field.args.map((a) => `$${a.name}: ${a.type}`).join(', ');
      const call = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
      const query = `mutation (${defs}) { ${field.name}(${call}) ${selection(field)} }`;

      const spoiled = fc
        .constantFrom(...targets)
        .chain((target) => badValues(target.slot).map((bad) => ({ path: target.path, bad })));

      await fc.assert(
        fc.asyncProperty(spoiled, async ({ path, bad }) => {
          const variables: Record<string, unknown> = {};
          for (const arg of field.args) {
            if (arg.name === path[0]) variables[arg.name] = fill(arg, path.slice(1), bad, text);
            else if (isNonNullType(arg.type)) variables[arg.name] = fill(arg, null, bad, text);
          }
          const before = await eventCount(t);
          const res = await league.admin.gql(query, variables);
          expect(await eventCount(t)).toBe(before);
          const what = `${path.join('.')} = ${JSON.stringify(bad)?.slice(0, 80)}: ${JSON.stringify(res).slice(0, 300)}`;
          const typed = res.data?.[field.name] as { __typename: string; message?: string } | undefined;
          if (typed) {
            expect(typed.message, what).toBeTruthy();
            expect(typed.message, what).not.toBe('Unexpected error.');
          } else {
            expect(res.errors?.length, what).toBeGreaterThan(0);
            for (const error of res.errors ?? []) {
              expect(error.message, what).not.toBe('Unexpected error.');
              expect(error.extensions?.code, what).not.toBe('INTERNAL_SERVER_ERROR');
            }
          }
        }),
        { numRuns: RUNS_PER_MUTATION },
      );
    },
  );
});
