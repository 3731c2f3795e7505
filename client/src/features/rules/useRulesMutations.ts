import { graphql } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { toaster } from '../../app/toaster';
import { useCommand } from '../../app/useCommand';
import type { RulesPageRestoreMutation as RulesPageRestoreMutationType } from './__generated__/RulesPageRestoreMutation.graphql';
import type { RulesPageUpdateMutation as RulesPageUpdateMutationType } from './__generated__/RulesPageUpdateMutation.graphql';

const RulesPageUpdateMutation = graphql`
  mutation RulesPageUpdateMutation($input: UpdateRulesInput!) {
    updateRules(input: $input) {
      __typename
      ... on UpdateRulesPayload {
        rules {
          html
          updatedOn
        }
      }
      ... on Error {
        message
      }
      ... on InputValidationError {
        issues {
          message
        }
      }
    }
  }
`;

const RulesPageRestoreMutation = graphql`
  mutation RulesPageRestoreMutation($input: RestoreDefaultRulesInput!) {
    restoreDefaultRules(input: $input) {
      __typename
      ... on RestoreDefaultRulesPayload {
        rules {
          html
          updatedOn
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

/** Writes the new rules into the organisation's record in the Relay store (rules have no id). */
function intoOrganisation(organisationId: string, mutation: 'updateRules' | 'restoreDefaultRules') {
  return (store: RecordSourceSelectorProxy) => {
    const payload = store.getRootField(mutation);
    const fresh = payload?.getLinkedRecord('rules');
    const org = store.get(organisationId);
    if (fresh && org) {
      const current = org.getLinkedRecord('rules');
      current?.setValue(fresh.getValue('html'), 'html');
      current?.setValue(fresh.getValue('updatedOn'), 'updatedOn');
    }
  };
}

/** `then(ok)` once answered; a refusal or a failed request shows as an error toast. */
const answered = (then: (ok: boolean) => void) => ({
  done: () => then(true),
  failed: (message: string) => {
    toaster.create({ type: 'error', title: 'Error', description: message });
    then(false);
  },
});

/** Saves the organisation's rules text (admins and moderators). */
export function useUpdateRules() {
  const [run, updating] = useCommand<RulesPageUpdateMutationType>(RulesPageUpdateMutation);
  const updateRules = (organisationId: string, html: string, then: (ok: boolean) => void) =>
    run({ input: { organisationId, html } }, answered(then), intoOrganisation(organisationId, 'updateRules'));
  return [updateRules, updating] as const;
}

/** Puts the default rules back (the previous text stays in session storage for Undo). */
export function useRestoreDefaultRules() {
  const [run, restoring] = useCommand<RulesPageRestoreMutationType>(RulesPageRestoreMutation);
  const restoreDefaultRules = (organisationId: string, then: (ok: boolean) => void) =>
    run(
      { input: { organisationId } },
      answered(then),
      intoOrganisation(organisationId, 'restoreDefaultRules'),
    );
  return [restoreDefaultRules, restoring] as const;
}
