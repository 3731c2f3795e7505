import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import { MaxTokensParserWLexer, maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import {
  type DocumentNode,
  GraphQLError,
  type GraphQLSchema,
  specifiedRules,
  type ValidationContext,
  type ValidationRule,
  validate,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Environment } from '../environment.ts';
import { pageCostRule } from './limits.ts';
import { sameNameLimitRule } from './sameNameLimit.ts';
import { wellFormedLiteralsRule } from './wellFormedText.ts';

/**
 * GraphQL Armor's limits on a document, the same over HTTP and WebSocket: tokens (checked while
 * parsing, so a huge document is dropped before it becomes an AST), aliases (every alias counts,
 * `__typename` too), depth, directives and cost (every selected field counts, `__typename` and
 * aliases too, times literal page sizes). Our own page-size rule stays beside Armor's cost: Armor
 * counts a page size given as a variable (`first: $n`) as 1, ours as the largest page.
 */
type Limits = Environment['graphql'];

/** At most this many directives per operation (Armor's default; the app's documents use a few). */
const MAX_DIRECTIVES = 50;
/** At most this many selections of one name in one place (the app's documents: 2). */
const MAX_SAME_NAME = 20;

/**
 * Armor's messages all start with "Syntax Error:"; these are validation errors, named as such.
 * `detail` replaces Armor's own text where its numbers would not match the setting's.
 */
function rejecting(label: string, detail?: string) {
  const report = (ctx: ValidationContext | null, error: GraphQLError) => {
    const text = detail ?? error.message.replace(/^Syntax Error: /, '');
    ctx?.reportError(new GraphQLError(`${label}: ${text}`, { extensions: { code: 'BAD_USER_INPUT' } }));
  };
  return { propagateOnRejection: false, onReject: [report] };
}

export function documentRules(limits: Limits): ValidationRule[] {
  return [
    maxAliasesRule({ n: limits.maxAliases, allowList: [], ...rejecting('Too many aliases') }),
    // Armor counts the root field as level 1 where GRAPHQL_MAX_DEPTH counts levels below it, and
    // fragments are not levels of the result.
    maxDepthRule({
      n: limits.maxDepth + 1,
      flattenFragments: true,
      ...rejecting('Query is too deep', `at most ${limits.maxDepth} levels allowed`),
    }),
    maxDirectivesRule({ n: MAX_DIRECTIVES, ...rejecting('Too many directives') }),
    costLimitRule({
      maxCost: limits.maxCost,
      objectCost: 1,
      scalarCost: 1,
      depthCostFactor: 1,
      ...rejecting('Query is too expensive'),
    }),
    pageCostRule(limits.maxCost),
    sameNameLimitRule(MAX_SAME_NAME),
    wellFormedLiteralsRule,
  ];
}

/**
 * The yoga plugins: Armor's token limit on parsing, and the rules above on validation, before
 * GraphQL's own rules and instead of them when they refuse: the rules above are linear in the
 * document, some of GraphQL's own are not.
 */
export function armorPlugins(limits: Limits): Plugin[] {
  const rules = documentRules(limits);
  // The rules look at the document alone (no variables), and yoga's parser cache hands out one AST
  // per document text: each document is checked once, not on every request (which cost as much
  // as executing a season table page).
  const checked = new WeakMap<DocumentNode, readonly GraphQLError[]>();
  return [
    maxTokensPlugin({ n: limits.maxTokens }) as Plugin,
    {
      onValidate({ params, validateFn, setResult }) {
        const errors: readonly GraphQLError[] =
          checked.get(params.documentAST) ?? validateFn(params.schema, params.documentAST, rules);
        checked.set(params.documentAST, errors);
        if (errors.length > 0) setResult([...errors]);
      },
    },
  ];
}

/** The same for graphql-ws: the rules above first, GraphQL's own only when they pass. */
export function validateWithinLimits(
  schema: GraphQLSchema,
  document: DocumentNode,
  limits: Limits,
): readonly GraphQLError[] {
  const errors = validate(schema, document, documentRules(limits));
  return errors.length > 0 ? errors : validate(schema, document, specifiedRules);
}

/** Parses as the yoga plugin does, stopping at the token limit (for graphql-ws). */
export function parseWithinLimits(text: string, limits: Limits): DocumentNode {
  return new MaxTokensParserWLexer(text, { n: limits.maxTokens }).parseDocument();
}
