import type { Kysely, RawBuilder } from 'kysely';
import { sql } from 'kysely';
import { EVERY_RESULT } from './database.ts';
import { inline } from './literals.ts';

// A command's statements in as few round trips as pay (issue 27 item 4, measured in
// docs/benchmarks.md, "recordMatch"). Texts without parameters that follow each other travel
// together, as one multi-statement text of the simple query protocol: BEGIN, the lock, the append;
// NOTIFY and COMMIT. A Kysely statement goes alone, with parameters, as the pool prepares it
// (database.ts): PostgreSQL then keeps its plan, and planning the season fold's read and write
// cost more than the round trip they would save in a batch (each was planned anew as text).

export type Statement = RawBuilder<unknown> | string;

/** Sends the statements in order, consecutive texts in one round trip; answers each one's rows. */
// biome-ignore lint/suspicious/noExplicitAny: any database's connection
export async function send(db: Kysely<any>, statements: readonly Statement[]): Promise<unknown[][]> {
  const answers: unknown[][] = [];
  let texts: string[] = [];
  const sendTexts = async () => {
    if (texts.length === 0) return;
    const { rows } = await sql
      .raw(`${EVERY_RESULT}${texts.map(withoutLastSemicolon).join(';\n')}`)
      .execute(db);
    for (let i = 0; i < texts.length; i++) answers.push((rows as unknown[][])[i] ?? []);
    texts = [];
  };
  for (const statement of statements) {
    if (typeof statement === 'string') texts.push(statement);
    else {
      await sendTexts();
      answers.push((await statement.execute(db)).rows as unknown[]);
    }
  }
  await sendTexts();
  return answers;
}

/**
 * A Kysely statement as a text with its values written in, to travel with others: for a statement
 * that is cheap to plan (a stream's events by its key), where the round trip matters more.
 */
// biome-ignore lint/suspicious/noExplicitAny: any database's connection
export function asText(db: Kysely<any>, statement: RawBuilder<unknown>): string {
  const compiled = statement.compile(db);
  return inline(compiled.sql, compiled.parameters);
}

/** A text's own last ';' would make an empty statement between two (which answers nothing). */
const withoutLastSemicolon = (text: string) => {
  const trimmed = text.trimEnd();
  return trimmed.endsWith(';') ? trimmed.slice(0, -1) : trimmed;
};
