import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MAILS_PER_WINDOW } from '../src/auth/accountMailLimit.ts';
import { startSmtpSink } from './support/smtpSink.ts';
import { signedInClient, startTestApp, type TestApp } from './support/testApp.ts';

// Issue 29 item 4: four addresses sent one person 20 password-reset mails within a minute. Now an
// account gets at most three mails of a kind an hour, whoever asks and from wherever; the requests
// still answer as always, so they tell nobody whether a mail went out.

describe('mails per account', () => {
  let t: TestApp;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await startTestApp({ smtpUrl: sink.url, env: { TRUST_PROXY: 'true' } });
    await signedInClient(t, 'admin@kicker.test');
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  const from = (address: string) => {
    const c = t.client();
    c.headers['x-forwarded-for'] = address;
    return c;
  };
  const mailsTo = (email: string) => sink.mails.filter((m) => m.to.includes(email)).length;
  const taken = async (kind: string) =>
    Number(
      (await t.database.pool.query('SELECT count(*) FROM account_mails WHERE kind = $1', [kind])).rows[0]
        .count,
    );

  it('sends one account at most three reset mails an hour, asked from four addresses twenty times', async () => {
    const email = 'victim@kicker.test';
    const owner = from('10.1.0.1');
    await owner.signUp(email, 'correct-horse-1');
    await owner.fetch(await sink.linkFor(email));
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      const res = await from(`10.2.0.${i % 4}`).auth('request-password-reset', {
        email,
        redirectTo: `${t.baseUrl}/auth/reset`,
      });
      statuses.push(res.status);
    }
    // Every request answered as usual (better-auth's own limit is 5 a minute per address).
    expect(statuses.every((s) => s === 200)).toBe(true);
    expect(await taken('reset')).toBe(ACCOUNT_MAILS_PER_WINDOW);
    await expect.poll(() => mailsTo(email) - 1).toBe(ACCOUNT_MAILS_PER_WINDOW); // after the verification mail

    // Another account is not held up by it.
    const other = 'other@kicker.test';
    await from('10.1.0.2').signUp(other, 'correct-horse-1');
    await sink.linkFor(other);
  });

  it('sends one account at most three verification mails an hour, the sign-up’s own included', async () => {
    const email = 'unverified@kicker.test';
    await from('10.3.0.1').signUp(email, 'correct-horse-1');
    for (let i = 0; i < 8; i++)
      await from(`10.4.0.${i}`).auth('send-verification-email', { email, callbackURL: '/' });
    await expect.poll(() => mailsTo(email)).toBe(ACCOUNT_MAILS_PER_WINDOW);
    expect(
      Number(
        (await t.database.pool.query("SELECT count(*) FROM account_mails WHERE kind = 'verification'"))
          .rows[0].count,
      ),
    ).toBeGreaterThanOrEqual(ACCOUNT_MAILS_PER_WINDOW);
  });
});
