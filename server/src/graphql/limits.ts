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
 * Depth and cost limits for documents (arbitrary ones come from analysts with API keys).
 * Introspection fields (`__schema`, `__type`) are not counted: GraphiQL must keep working.
 * Cost: every field costs 1, multiplied by the page size (`first`/`last`, default 10) of each
 * list or connection above it.
 */
export function limitsRule(maxDepth: number, maxCost: number) {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const def of context.getDocument().definitions)
      if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);

    function measure(
      set: SelectionSetNode,
      depth: number,
      seen: Set<string>,
    ): { depth: number; cost: number } {
      let maxD = depth;
      let cost = 0;
      for (const sel of set.selections) {
        if (sel.kind === Kind.FIELD) {
          if (sel.name.value.startsWith('__')) continue;
          const multiplier = pageSize(sel);
          cost += 1;
          if (sel.selectionSet) {
            const inner = measure(sel.selectionSet, depth + 1, seen);
            maxD = Math.max(maxD, inner.depth);
            cost += inner.cost * multiplier;
          }
        } else if (sel.kind === Kind.INLINE_FRAGMENT) {
          const inner = measure(sel.selectionSet, depth, seen);
          maxD = Math.max(maxD, inner.depth);
          cost += inner.cost;
        } else {
          const frag = fragments.get(sel.name.value);
          if (!frag || seen.has(frag.name.value)) continue;
          const inner = measure(frag.selectionSet, depth, new Set([...seen, frag.name.value]));
          maxD = Math.max(maxD, inner.depth);
          cost += inner.cost;
        }
      }
      return { depth: maxD, cost };
    }

    return {
      OperationDefinition(node) {
        const { depth, cost } = measure(node.selectionSet, 0, new Set());
        if (depth > maxDepth)
          context.reportError(
            new GraphQLError(`Query is too deep: ${depth} levels, at most ${maxDepth} allowed`),
          );
        if (cost > maxCost)
          context.reportError(
            new GraphQLError(`Query is too expensive: cost ${cost}, at most ${maxCost} allowed`),
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
