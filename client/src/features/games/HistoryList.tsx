import { Box, Button, Flex, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { startTransition, useCallback } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { groupByDay } from '../../lib/history';
import type { HistoryList_organisation$key } from './__generated__/HistoryList_organisation.graphql';
import { HistoryCard } from './HistoryCard';
import { HistoryRow } from './HistoryRow';
import { useDeleteMatch } from './useDeleteMatch';
import { useLiveMatches } from './useLiveMatches';

const HEADERS = ['Points', 'Winner1', 'Winner2', 'Score', 'Loser1', 'Loser2', 'Points', 'Date'];

/** The matches, 30 at a time: a table on desktop, cards grouped by relative day on a phone. */
export function HistoryList(props: { organisation: HistoryList_organisation$key; onDeleted: () => void }) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment(
    graphql`
      fragment HistoryList_organisation on Organisation
      @argumentDefinitions(count: { type: "Int", defaultValue: 30 }, cursor: { type: "String" })
      @refetchable(queryName: "HistoryListPaginationQuery") {
        id
        matches(first: $count, after: $cursor) @connection(key: "HistoryList_matches") {
          edges {
            node {
              id
              playedOn
              viewerCanOpenDetails
              ...HistoryRow_match
              ...HistoryCard_match
            }
          }
        }
      }
    `,
    props.organisation,
  );
  // Someone recorded, deleted or restored a match: the first page again, without hiding what is shown.
  const reload = useCallback(
    () =>
      startTransition(() => {
        refetch({}, { fetchPolicy: 'network-only' });
      }),
    [refetch],
  );
  useLiveMatches(data.id, reload);
  // Deleted or restored by Undo: the history is asked again either way.
  const { ask, dialog } = useDeleteMatch(props.onDeleted, props.onDeleted);
  const matches = data.matches.edges.map((e) => e.node);
  // SPEC §6, answered by the server: who opens a match's details (and so may click a row).
  const manager = matches.some((m) => m.viewerCanOpenDetails);

  return (
    <Stack gap="3">
      <Heading as="h1" size="lg" srOnly>
        History
      </Heading>
      {matches.length === 0 && <Text color="fg.muted">No matches yet.</Text>}
      {/* Desktop: the table of SPEC "History". */}
      <Box display={{ base: 'none', md: 'block' }} overflowX="auto">
        <Table.Root size="sm" interactive={manager}>
          <Table.Header>
            <Table.Row>
              {HEADERS.map((h, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: 'Points' appears twice
                <Table.ColumnHeader key={i}>{h}</Table.ColumnHeader>
              ))}
              <Table.ColumnHeader>
                <Text srOnly>Delete</Text>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {matches.map((m) => (
              <HistoryRow key={m.id} match={m} onDelete={ask} />
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      {/* Phone: cards grouped by relative date. */}
      <Stack gap="4" display={{ base: 'flex', md: 'none' }}>
        {groupByDay(matches, new Date()).map((group) => (
          <Stack key={group.day} gap="2" as="section" aria-label={group.day}>
            <Text fontSize="sm" fontWeight="semibold" color="fg.muted">
              {group.day}
            </Text>
            {group.matches.map((m) => (
              <HistoryCard key={m.id} match={m} onDelete={ask} />
            ))}
          </Stack>
        ))}
      </Stack>
      {hasNext && (
        <Flex justify="center">
          <Button variant="outline" loading={isLoadingNext} onClick={() => loadNext(30)}>
            Show older matches
          </Button>
        </Flex>
      )}
      {dialog}
    </Stack>
  );
}
