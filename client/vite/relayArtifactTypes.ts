import type { Plugin } from 'vite';

/**
 * relay-compiler's artifacts import their types from relay-runtime as values
 * (`import { ConcreteRequest } from 'relay-runtime'`); with `verbatimModuleSyntax` that import stays
 * and makes every artifact load relay-runtime. Marked as the type imports they are, an artifact is
 * plain data: the entry script can read a query's id (main.tsx) without waiting for Relay.
 */
export function relayArtifactTypes(): Plugin {
  return {
    name: 'kicker:relay-artifact-types',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]__generated__[\\/][^\\/]+\.graphql\.ts$/.test(id)) return;
      return code.replace(
        /^import \{([^}]*)\} from (['"])relay-runtime\2;/gm,
        'import type {$1} from $2relay-runtime$2;',
      );
    },
  };
}
