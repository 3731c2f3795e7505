import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PLAYERS } from '../scripts/demoData.ts';
import { type League, setUpLeague } from './support/league.ts';
import { eventCount, startTestApp, type TestApp } from './support/testApp.ts';

// Issue 29 item 3: a nickname that only looks like another one ("Аnna" with a Cyrillic А beside
// "Anna") is taken, and names with bidi controls or invisible characters are refused. Tried with
// look-alikes of every nickname of the demo league; a refusal appends nothing.

// biome-ignore lint/suspicious/noExplicitAny: test responses are read loosely
type Loose = any;

/** Latin letters and a Cyrillic or Greek letter drawn the same. */
const LOOK_ALIKE: Record<string, string> = {
  a: '\u0430',
  e: '\u0435',
  o: '\u043E',
  p: '\u0440',
  c: '\u0441',
  x: '\u0445',
  y: '\u0443',
  A: '\u0410',
  B: '\u0412',
  C: '\u0421',
  E: '\u0415',
  H: '\u041D',
  K: '\u041A',
  M: '\u041C',
  O: '\u041E',
  P: '\u0420',
  T: '\u0422',
  X: '\u0425',
  S: '\u0405',
  Z: '\u0396',
};

/** The name with its first letter that has a look-alike replaced by it. */
function lookAlike(name: string): string {
  const at = [...name].findIndex((ch) => ch in LOOK_ALIKE);
  if (at < 0) throw new Error(`no look-alike letter in ${name}`);
  const chars = [...name];
  chars[at] = LOOK_ALIKE[chars[at]!]!;
  return chars.join('');
}

const ADD = `mutation ($input: AddPlayerInput!) { addPlayer(input: $input) {
  __typename ... on AddPlayerPayload { player { id nickname } } ... on Error { message }
  ... on InputValidationError { issues { path message } } } }`;

describe('look-alike and hidden characters in names', () => {
  let t: TestApp;
  let league: League;
  const add = (name: string, nickname: string) =>
    league.admin.gql(ADD, {
      input: { organisationId: league.org, locationId: league.locationId, name, nickname },
    }) as Promise<Loose>;

  beforeAll(async () => {
    t = await startTestApp();
    league = await setUpLeague(t);
    for (const [name, nickname] of DEMO_PLAYERS) {
      const res = await add(name, nickname);
      expect(res.data.addPlayer.__typename, nickname).toBe('AddPlayerPayload');
    }
  });
  afterAll(() => t?.close());

  it('refuses a look-alike of every demo nickname as taken, and appends nothing', async () => {
    const before = await eventCount(t);
    for (const [name, nickname] of DEMO_PLAYERS) {
      const copy = lookAlike(nickname);
      expect(copy).not.toBe(nickname);
      const res = await add(`${name}x`, copy);
      expect(res.data.addPlayer, copy).toEqual({
        __typename: 'ConflictError',
        message: 'Nickname already exists. Be a bit more creative',
      });
    }
    // 'rn' for 'm', '1' for 'l': look-alikes within Latin too.
    for (const copy of ['Harnrner', 'F1inke Hand', 'B1ack Mamba'])
      expect((await add('Someone', copy)).data.addPlayer.__typename, copy).toBe('ConflictError');
    expect(await eventCount(t)).toBe(before);
  });

  it('refuses a right-to-left override or an invisible character in a name, and appends nothing', async () => {
    const before = await eventCount(t);
    for (const nickname of ['\u202Eanna', 'An\u200Bna', 'Anna\u2066', 'An\u00ADna']) {
      const res = await add('Anna Neu', nickname);
      expect(res.data.addPlayer.__typename, JSON.stringify(nickname)).toBe('InputValidationError');
      expect(res.data.addPlayer.issues).toEqual([
        { path: ['input', 'nickname'], message: 'No weird characters allowed' },
      ]);
    }
    const location = await league.admin.gql(
      'mutation ($input: AddLocationInput!) { addLocation(input: $input) { __typename ... on InputValidationError { issues { message } } } }',
      { input: { organisationId: league.org, name: 'Ber\u202Elin', lat: null, long: null } },
    );
    expect(location.data.addLocation.issues[0].message).toBe(
      'Invisible or direction-changing characters are not allowed',
    );
    expect(await eventCount(t)).toBe(before);
  });

  it('takes one of 32 look-alike nicknames sent in the same instant, and refuses the others as taken', async () => {
    // Latin, Cyrillic and Greek capital A, Latin and Cyrillic small a: six spellings of one look.
    const spellings = ['Zanna', 'Ζanna', 'Zаnna', 'Ζаnna', 'Zannа', 'Ζannа'];
    const answers = await Promise.all(
      Array.from({ length: 32 }, (_, i) => add(`Twin ${i}`, spellings[i % spellings.length]!)),
    );
    const kinds = answers.map((a) => a.data?.addPlayer?.__typename ?? JSON.stringify(a.errors));
    expect(kinds.filter((k) => k === 'AddPlayerPayload')).toHaveLength(1);
    expect(kinds.filter((k) => k === 'ConflictError')).toHaveLength(31);
  });

  it('still takes a different name, and an emoji written with a variation selector', async () => {
    expect((await add('Anna Neu', 'Anna')).data.addPlayer.__typename).toBe('AddPlayerPayload');
    expect((await add('Herz', 'Herz ❤️')).data.addPlayer.player.nickname).toBe('Herz ❤️');
  });
});
