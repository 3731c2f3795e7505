import {
  type ASTVisitor,
  type FieldNode,
  type FragmentDefinitionNode,
  GraphQLError,
  Kind,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';

/**
 * The cost of a document with page sizes counted the way the server will serve them: every field
 * costs 1, multiplied by the page size (`first`/`last`) of each list or connection above it, and a
 * page size given as a variable counts as the largest page (100). GraphQL Armor's cost limit
 * (armor.ts) counts such a page as 1, so this rule stays beside it. Depth, aliases and tokens are
 * Armor's. Introspection fields (`__schema`, `__type`) are not counted: GraphiQL must keep working.
 */
export function pageCostRule(maxCost: number) {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const def of context.getDocument().definitions)
      if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);

    // A fragment costs the same wherever it is spread: measured once, so a chain of fragments
    // that each spread the next one twice costs linear time, not exponential.
    const fragmentCost = new Map<string, number>();
    function measureFragment(frag: FragmentDefinitionNode): number {
      const name = frag.name.value;
      const known = fragmentCost.get(name);
      if (known !== undefined) return known;
      fragmentCost.set(name, 0); // a cycle (refused by NoFragmentCyclesRule) adds nothing
      const cost = measure(frag.selectionSet);
      fragmentCost.set(name, cost);
      return cost;
    }

    function measure(set: SelectionSetNode): number {
      let cost = 0;
      for (const sel of set.selections) {
        if (sel.kind === Kind.FIELD) {
          if (sel.name.value.startsWith('__')) continue;
          cost += 1;
          if (sel.selectionSet) cost += measure(sel.selectionSet) * pageSize(sel);
        } else if (sel.kind === Kind.INLINE_FRAGMENT) {
          cost += measure(sel.selectionSet);
        } else {
          const frag = fragments.get(sel.name.value);
          if (frag) cost += measureFragment(frag);
        }
      }
      return cost;
    }

    return {
      OperationDefinition(node) {
        const cost = measure(node.selectionSet);
        if (cost > maxCost)
          context.reportError(
            new GraphQLError(`Query is too expensive: cost ${cost}, at most ${maxCost} allowed`, {
              extensions: { code: 'BAD_USER_INPUT' },
            }),
          );
      },
    };
  };
}

function pageSize(field: FieldNode): number {
  for (const arg of field.arguments ?? []) {
    if ((arg.name.value === 'first' || arg.name.value === 'last') && arg.value.kind === Kind.INT)
      return Math.max(1, Number(arg.value.value));
  }
  const isConnectionLike = field.arguments?.some((a) => a.name.value === 'first' || a.name.value === 'last');
  return isConnectionLike ? 100 : 1;
}
