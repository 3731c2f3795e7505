import { Box, Button, Card, Heading, HStack, Spinner, Text } from '@chakra-ui/react';
import { format } from 'date-fns';
import { lazy, Suspense, useReducer, useRef } from 'react';
import { graphql } from 'react-relay';
import { RequireSignedIn } from '../../app/guards';
import { useRouteQuery } from '../../app/routeQuery';
import {
  initialRulesEditing,
  previousRules,
  rememberPreviousRules,
  rulesEditing,
} from '../../lib/rulesEditing';
import type { RulesPageQuery as RulesPageQueryType } from './__generated__/RulesPageQuery.graphql';
import { RulesText } from './RulesText';
import { useRestoreDefaultRules, useUpdateRules } from './useRulesMutations';

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
  /** The text when Edit was pressed; null when not editing. */
  const editing = useRef<string | null>(null);
  const [updateRules, updating] = useUpdateRules();
  const [restoreDefaultRules, restoring] = useRestoreDefaultRules();
  const saving = updating || restoring;

  if (!organisation) return <Text p={6}>You have no organisation yet.</Text>;
  const { rules } = organisation;

  const updateTo = (html: string, then: (ok: boolean) => void) => updateRules(organisation.id, html, then);

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
    restoreDefaultRules(organisation.id, (ok) => ok && dispatch({ type: 'default' }));
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
