import {
  type ASTVisitor,
  type FragmentDefinitionNode,
  GraphQLError,
  Kind,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';

/**
 * At most `max` selections of one response name in a selection set (fragments included, each
 * once). graphql-js's OverlappingFieldsCanBeMerged rule compares every pair of selections with the
 * same name: 1,200 × `viewer { isAdmin }` (within the token limit) took 450 ms to validate. No
 * GraphQL Armor plugin bounds this; the app's documents repeat a name at most twice.
 */
export function sameNameLimitRule(max: number) {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const def of context.getDocument().definitions)
      if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);

    function count(set: SelectionSetNode, counts: Map<string, number>, spread: Set<string>) {
      for (const sel of set.selections) {
        if (sel.kind === Kind.FIELD) {
          const name = sel.alias?.value ?? sel.name.value;
          counts.set(name, (counts.get(name) ?? 0) + 1);
        } else if (sel.kind === Kind.INLINE_FRAGMENT) {
          count(sel.selectionSet, counts, spread);
        } else if (!spread.has(sel.name.value)) {
          spread.add(sel.name.value);
          const fragment = fragments.get(sel.name.value);
          if (fragment) count(fragment.selectionSet, counts, spread);
        }
      }
    }

    let reported = false;
    return {
      SelectionSet(node) {
        if (reported) return;
        const counts = new Map<string, number>();
        count(node, counts, new Set());
        for (const [name, n] of counts)
          if (n > max) {
            reported = true;
            context.reportError(
              new GraphQLError(
                `Field "${name}" is selected ${n} times in one place, at most ${max} allowed`,
                {
                  extensions: { code: 'BAD_USER_INPUT' },
                },
              ),
            );
            return;
          }
      },
    };
  };
}
