import { RULES_MAX_LENGTH } from '@kicker/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RULES_MAX_NESTING } from '../src/rules/sanitise.ts';
import {
  createOrganisation,
  eventCount,
  signedInClient,
  startTestApp,
  type TestApp,
  type TestClient,
} from './support/testApp.ts';

const UPDATE = `mutation ($input: UpdateRulesInput!) {
  updateRules(input: $input) {
    __typename
    ... on UpdateRulesPayload { rules { html } }
    ... on InputValidationError { issues { message path } }
  }
}`;

describe('rules size and shape', () => {
  let t: TestApp;
  let admin: TestClient;
  let org: string;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await signedInClient(t, 'admin@example.com');
    org = await createOrganisation(admin);
  });
  afterAll(() => t?.close());

  async function update(html: string) {
    const before = await eventCount(t);
    const res = await admin.gql(UPDATE, { input: { organisationId: org, html } });
    return { result: res.data?.updateRules, appended: (await eventCount(t)) - before };
  }

  it('refuses rules HTML over 100 KB as sent, even when sanitising would leave little of it', async () => {
    // 150 KB of elements the sanitiser drops: what is left fits, what was sent does not.
    const html = `<p>Bis 6</p>${'<div></div>'.repeat(15_000)}`;
    expect(html.length).toBeGreaterThan(RULES_MAX_LENGTH);
    const { result, appended } = await update(html);
    expect(result.__typename).toBe('InputValidationError');
    expect(result.issues).toEqual([
      { message: `The rules must have at most ${RULES_MAX_LENGTH} characters`, path: ['input', 'html'] },
    ]);
    expect(appended).toBe(0);
  });

  it('refuses rules nested deeper than the limit with a clear message', async () => {
    const depth = RULES_MAX_NESTING + 1;
    const { result, appended } = await update(
      `${'<blockquote>'.repeat(depth)}Tor${'</blockquote>'.repeat(depth)}`,
    );
    expect(result.__typename).toBe('InputValidationError');
    expect(result.issues[0].message).toBe(
      `The rules must not nest elements more than ${RULES_MAX_NESTING} levels deep`,
    );
    expect(appended).toBe(0);
  });

  it('stores rules of just under 100 KB', async () => {
    const paragraph = '<p>Ein Tor zählt, wenn der Ball die Linie ganz überquert.</p>';
    const html = paragraph.repeat(Math.floor(RULES_MAX_LENGTH / paragraph.length));
    const { result, appended } = await update(html);
    expect(result.__typename).toBe('UpdateRulesPayload');
    expect(result.rules.html).toBe(html);
    expect(appended).toBe(1);
  });
});
