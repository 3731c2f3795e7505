import fs from 'node:fs';
import path from 'node:path';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { schema } from '../src/schema/index.ts';

// schema.graphql is generated from the Pothos schema and committed; --check fails when it is stale.
const file = path.join(import.meta.dirname, '../../schema.graphql');
const printed = `${printSchema(lexicographicSortSchema(schema))}\n`;

if (process.argv.includes('--check')) {
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  if (current !== printed) {
    console.error('schema.graphql is out of date with the Pothos schema. Run: pnpm schema:print');
    process.exit(1);
  }
  console.log('schema.graphql is up to date');
} else {
  fs.writeFileSync(file, printed);
  console.log(`wrote ${path.relative(process.cwd(), file)}`);
}
