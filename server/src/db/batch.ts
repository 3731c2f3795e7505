import type { Kysely, RawBuilder } from 'kysely';
import { sql } from 'kysely';
import { EVERY_RESULT } from './database.ts';
import { inline, statementCount } from './literals.ts';

// Several statements in one round trip (issue 27 item 4): each a Kysely statement or a text without
// parameters, their values written in as literals (literals.ts), sent as one multi-statement text
// by the simple query protocol. Statements run in order, and in a transaction as usual; the first
// that fails fails the batch (the rest do not run). For the hot path of a command: BEGIN, its lock
// and its append; a read model's read; its writes and COMMIT.

export type Statement = RawBuilder<unknown> | string;

/** Sends the statements in one round trip; answers each one's rows (a text of several: its last's). */
// biome-ignore lint/suspicious/noExplicitAny: any database's connection
export async function sendTogether(db: Kysely<any>, statements: readonly Statement[]): Promise<unknown[][]> {
  const texts = statements.map((s) => {
    const compiled = typeof s === 'string' ? null : s.compile(db);
    const text = compiled ? inline(compiled.sql, compiled.parameters) : (s as string);
    // Joined with ';' below: a text's own last ';' would make an empty statement between.
    return text.replace(/[\s;]+$/, '');
  });
  const counts = texts.map(statementCount);
  const { rows } = await sql.raw(`${EVERY_RESULT}${texts.join(';\n')}`).execute(db);
  const results = rows as unknown[][];
  let at = 0;
  return counts.map((n) => {
    at += n;
    return results[at - 1] ?? [];
  });
}
