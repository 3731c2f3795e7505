import { Box, Button, Card, Heading, HStack, Spinner, Text } from '@chakra-ui/react';
import { format } from 'date-fns';
import { lazy, Suspense, useReducer, useRef, useState } from 'react';
import { graphql, useMutation } from 'react-relay';
import { RequireSignedIn } from '../../app/guards';
import { useRouteQuery } from '../../app/routeQuery';
import { toaster } from '../../app/toaster';
import { errorMessageOf } from '../../lib/mutationResult';
import {
  initialRulesEditing,
  previousRules,
  rememberPreviousRules,
  rulesEditing,
} from '../../lib/rulesEditing';
import type { RulesPageMutation } from './__generated__/RulesPageMutation.graphql';
import type { RulesPageQuery as RulesPageQueryType } from './__generated__/RulesPageQuery.graphql';
import type { RulesPageRestoreMutation } from './__generated__/RulesPageRestoreMutation.graphql';
import { RulesText } from './RulesText';

const RulesEditor = lazy(() => import('./RulesEditor'));

// Started by the route's loader (app/routes.tsx) before this screen renders.
const RulesPageQuery = graphql`
  query RulesPageQuery @preloadable {
    viewer {
      organisation {
        id
        name
        rules {
          html
          updatedOn
          viewerCanEdit
        }
      }
    }
  }
`;

export default function RulesRoute() {
  return (
    <RequireSignedIn>
      <RulesPage />
    </RequireSignedIn>
  );
}

// SPEC "Rules": the organisation's rules; admins and moderators edit them in place.
function RulesPage() {
  const [data] = useRouteQuery<RulesPageQueryType>(RulesPageQuery);
  const organisation = data.viewer?.organisation;
  const [state, dispatch] = useReducer(rulesEditing, initialRulesEditing);
  const [saving, setSaving] = useState(false);
  /** The text when Edit was pressed; null when not editing. */
  const editing = useRef<string | null>(null);
  const [save] = useMutation<RulesPageMutation>(graphql`
    mutation RulesPageMutation($input: UpdateRulesInput!) {
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
  `);
  const [restore] = useMutation<RulesPageRestoreMutation>(graphql`
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
  `);

  if (!organisation) return <Text p={6}>You have no organisation yet.</Text>;
  const { rules } = organisation;

  type Result = {
    readonly __typename: string;
    readonly message?: string;
    readonly issues?: readonly { readonly message: string }[];
  };
  const run = (
    commit: (done: (result: Result | undefined) => void, fail: (error: Error) => void) => void,
    then: (ok: boolean) => void,
  ) => {
    setSaving(true);
    commit(
      (result) => {
        setSaving(false);
        const ok =
          result?.__typename === 'UpdateRulesPayload' || result?.__typename === 'RestoreDefaultRulesPayload';
        if (!ok)
          toaster.create({
            type: 'error',
            title: 'Error',
            description: result ? errorMessageOf(result) : undefined,
          });
        then(ok);
      },
      (error) => {
        setSaving(false);
        toaster.create({ type: 'error', title: 'Error', description: error.message });
        then(false);
      },
    );
  };

  const updateTo = (html: string, then: (ok: boolean) => void) =>
    run(
      (done, fail) =>
        save({
          variables: { input: { organisationId: organisation.id, html } },
          updater: refresh(organisation.id, 'updateRules'),
          onCompleted: (r) => done(r.updateRules),
          onError: fail,
        }),
      then,
    );

  const onEdit = () => {
    editing.current = rules.html;
    dispatch({ type: 'edit' });
  };

  // The editor may report focus out more than once (e.g. while it unmounts): one save per edit.
  const onBlur = (html: string) => {
    const original = editing.current;
    if (original === null) return;
    editing.current = null;
    if (html === original) return dispatch({ type: 'blur', saved: false });
    // Saving stores the previous text in session storage first (SPEC §4).
    rememberPreviousRules(sessionStorage, original);
    updateTo(html, (ok) => dispatch({ type: 'blur', saved: ok }));
  };

  const onUndo = () => {
    const previous = previousRules(sessionStorage);
    if (previous !== null) updateTo(previous, (ok) => ok && dispatch({ type: 'undo' }));
  };

  const onDefault = () => {
    rememberPreviousRules(sessionStorage, rules.html);
    run(
      (done, fail) =>
        restore({
          variables: { input: { organisationId: organisation.id } },
          updater: refresh(organisation.id, 'restoreDefaultRules'),
          onCompleted: (r) => done(r.restoreDefaultRules),
          onError: fail,
        }),
      (ok) => ok && dispatch({ type: 'default' }),
    );
  };

  return (
    <Box maxW="3xl" mx="auto" px={{ base: 3, md: 6 }} py={{ base: 4, md: 8 }}>
      <Card.Root>
        <Card.Header gap={1}>
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
            Offizielle Kicker Regeln ({organisation.name})
          </Heading>
          <Text color="fg.muted">Stand: {format(new Date(rules.updatedOn), 'yyyy-MM-dd')}</Text>
          {rules.viewerCanEdit && (
            <HStack gap={2} pt={2} flexWrap="wrap">
              <Button
                size="sm"
                colorPalette="felt"
                onClick={onEdit}
                disabled={state.mode === 'edit' || saving}
              >
                Edit
              </Button>
              <Button size="sm" variant="outline" onClick={onUndo} disabled={!state.changed || saving}>
                Undo
              </Button>
              <Button size="sm" variant="outline" onClick={onDefault} disabled={saving}>
                Default
              </Button>
              {saving && <Spinner size="sm" aria-label="Saving" />}
            </HStack>
          )}
        </Card.Header>
        <Card.Body>
          {state.mode === 'edit' ? (
            <Suspense fallback={<RulesText html={rules.html} />}>
              <RulesEditor html={rules.html} onBlur={onBlur} />
            </Suspense>
          ) : (
            <RulesText html={rules.html} />
          )}
        </Card.Body>
      </Card.Root>
    </Box>
  );
}

/** Writes the new rules into the organisation's record in the Relay store. */
function refresh(organisationId: string, mutation: 'updateRules' | 'restoreDefaultRules') {
  return (store: import('relay-runtime').RecordSourceSelectorProxy) => {
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
