import { Badge, Box, Button, Card, Flex, Heading, IconButton, Stack, Table, Text } from '@chakra-ui/react';
import { Trash2 } from 'lucide-react';
import { startTransition, useCallback, useMemo, useState } from 'react';
import { graphql, useLazyLoadQuery, usePaginationFragment, useSubscription } from 'react-relay';
import { Link, useNavigate } from 'react-router';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { groupByDay, matchDate } from '../../lib/history';
import type {
  HistoryPage_matches$data,
  HistoryPage_matches$key,
} from './__generated__/HistoryPage_matches.graphql';
import type { HistoryPageDeletedSubscription } from './__generated__/HistoryPageDeletedSubscription.graphql';
import type { HistoryPageQuery } from './__generated__/HistoryPageQuery.graphql';
import type { HistoryPageRecordedSubscription } from './__generated__/HistoryPageRecordedSubscription.graphql';
import type { HistoryPageRestoredSubscription } from './__generated__/HistoryPageRestoredSubscription.graphql';
import { useDeleteMatch } from './useDeleteMatch';

// SPEC "History" (games/history): the organisation's matches, newest first.
export default function HistoryPage() {
  const [fetchKey, setFetchKey] = useState(0);
  const data = useLazyLoadQuery<HistoryPageQuery>(
    graphql`
      query HistoryPageQuery {
        viewer {
          organisation {
            id
            ...HistoryPage_matches
          }
        }
      }
    `,
    {},
    { fetchKey, fetchPolicy: 'store-and-network' },
  );
  if (!data.viewer?.organisation) return <Text>You have no organisation yet.</Text>;
  return (
    <History
      organisationId={data.viewer.organisation.id}
      organisation={data.viewer.organisation}
      onDeleted={() => setFetchKey((k) => k + 1)}
    />
  );
}

/**
 * Matches recorded, deleted or restored by anyone in the organisation show up at once (SPEC §4
 * live data; a restored match returns to its old place in the list).
 */
function LiveMatches({ organisationId, onChange }: { organisationId: string; onChange: () => void }) {
  const recorded = useMemo<GraphQLSubscriptionConfig<HistoryPageRecordedSubscription>>(
    () => ({
      subscription: graphql`
        subscription HistoryPageRecordedSubscription($organisationId: ID!) {
          matchRecorded(organisationId: $organisationId) {
            id
          }
        }
      `,
      variables: { organisationId },
      onNext: onChange,
    }),
    [organisationId, onChange],
  );
  const deleted = useMemo<GraphQLSubscriptionConfig<HistoryPageDeletedSubscription>>(
    () => ({
      subscription: graphql`
        subscription HistoryPageDeletedSubscription($organisationId: ID!) {
          matchDeleted(organisationId: $organisationId) {
            deletedMatchId
          }
        }
      `,
      variables: { organisationId },
      onNext: onChange,
    }),
    [organisationId, onChange],
  );
  const restored = useMemo<GraphQLSubscriptionConfig<HistoryPageRestoredSubscription>>(
    () => ({
      subscription: graphql`
        subscription HistoryPageRestoredSubscription($organisationId: ID!) {
          matchRestored(organisationId: $organisationId) {
            id
          }
        }
      `,
      variables: { organisationId },
      onNext: onChange,
    }),
    [organisationId, onChange],
  );
  useSubscription(recorded);
  useSubscription(deleted);
  useSubscription(restored);
  return null;
}

type MatchNode = HistoryPage_matches$data['matches']['edges'][number]['node'];

function History({
  organisationId,
  organisation,
  onDeleted,
}: {
  organisationId: string;
  organisation: HistoryPage_matches$key;
  onDeleted: () => void;
}) {
  const navigate = useNavigate();
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment(
    graphql`
      fragment HistoryPage_matches on Organisation
      @argumentDefinitions(count: { type: "Int", defaultValue: 30 }, cursor: { type: "String" })
      @refetchable(queryName: "HistoryPagePaginationQuery") {
        matches(first: $count, after: $cursor) @connection(key: "HistoryPage_matches") {
          edges {
            node {
              id
              playedOn
              scoreWinner
              scoreLoser
              winnerGain
              loserPoints
              sixInARow
              viewerCanDelete
              viewerCanOpenDetails
              bounty {
                isPaid
              }
              winners {
                playerId
                name
              }
              losers {
                playerId
                name
              }
            }
          }
        }
      }
    `,
    organisation,
  );
  // Someone recorded, deleted or restored a match: the first page again, without hiding what is shown.
  const reload = useCallback(
    () =>
      startTransition(() => {
        refetch({}, { fetchPolicy: 'network-only' });
      }),
    [refetch],
  );
  const { ask, dialog } = useDeleteMatch(onDeleted);
  const matches = data.matches.edges.map((e) => e.node);
  // SPEC §6, answered by the server: who deletes which match, who opens its details.
  const manager = matches.some((m) => m.viewerCanOpenDetails);
  const open = (m: MatchNode) =>
    m.viewerCanOpenDetails && navigate(`/games/history/${encodeURIComponent(m.id)}`);
  const name = (p: { playerId: string; name: string } | undefined) =>
    p ? (
      <Link to={`/profile/${encodeURIComponent(p.playerId)}`} onClick={(e) => e.stopPropagation()}>
        {p.name}
      </Link>
    ) : null;
  const deleteButton = (m: MatchNode) =>
    m.viewerCanDelete ? (
      <IconButton
        size="xs"
        variant="ghost"
        colorPalette="red"
        aria-label="Delete match"
        onClick={(e) => {
          e.stopPropagation();
          ask(m.id);
        }}
      >
        <Trash2 size={14} />
      </IconButton>
    ) : null;

  return (
    <Stack gap="3">
      <LiveMatches organisationId={organisationId} onChange={reload} />
      <Heading as="h1" size="lg" srOnly>
        History
      </Heading>
      {matches.length === 0 && <Text color="fg.muted">No matches yet.</Text>}
      {/* Desktop: the table of SPEC "History". */}
      <Box display={{ base: 'none', md: 'block' }} overflowX="auto">
        <Table.Root size="sm" interactive={manager}>
          <Table.Header>
            <Table.Row>
              {['Points', 'Winner1', 'Winner2', 'Score', 'Loser1', 'Loser2', 'Points', 'Date'].map((h, i) => (
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
              <Table.Row
                key={m.id}
                onClick={() => open(m)}
                cursor={m.viewerCanOpenDetails ? 'pointer' : undefined}
              >
                <Table.Cell color="green.fg" fontWeight="semibold">
                  +{m.winnerGain}
                </Table.Cell>
                <Table.Cell>{name(m.winners[0])}</Table.Cell>
                <Table.Cell>{name(m.winners[1])}</Table.Cell>
                <Table.Cell fontVariantNumeric="tabular-nums">
                  {m.scoreWinner}:{m.scoreLoser}
                </Table.Cell>
                <Table.Cell>{name(m.losers[0])}</Table.Cell>
                <Table.Cell>{name(m.losers[1])}</Table.Cell>
                <Table.Cell color="red.fg" fontWeight="semibold">
                  -{m.loserPoints}
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{matchDate(m.playedOn)}</Table.Cell>
                <Table.Cell>{deleteButton(m)}</Table.Cell>
              </Table.Row>
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
            {group.matches.map((m) => {
              return (
                <Card.Root
                  key={m.id}
                  size="sm"
                  onClick={() => open(m)}
                  cursor={m.viewerCanOpenDetails ? 'pointer' : undefined}
                >
                  <Card.Body>
                    <Flex justify="space-between" align="center" gap="2">
                      <Stack gap="0" flex="1" minW="0">
                        <Text truncate>
                          {name(m.winners[0])}
                          {m.winners[1] && <> &amp; {name(m.winners[1])}</>}
                        </Text>
                        <Text truncate color="fg.muted">
                          {name(m.losers[0])}
                          {m.losers[1] && <> &amp; {name(m.losers[1])}</>}
                        </Text>
                      </Stack>
                      <Stack gap="0" align="flex-end">
                        <Text fontWeight="bold" fontVariantNumeric="tabular-nums">
                          {m.scoreWinner}:{m.scoreLoser}
                        </Text>
                        <Text fontSize="sm" fontVariantNumeric="tabular-nums">
                          <Text as="span" color="green.fg">
                            +{m.winnerGain}
                          </Text>{' '}
                          <Text as="span" color="red.fg">
                            -{m.loserPoints}
                          </Text>
                        </Text>
                      </Stack>
                      {deleteButton(m)}
                    </Flex>
                    <Flex gap="1" mt="1" wrap="wrap">
                      <Text fontSize="xs" color="fg.muted">
                        {matchDate(m.playedOn).slice(11)}
                      </Text>
                      {m.sixInARow && <Badge size="sm">six in a row</Badge>}
                      {m.bounty?.isPaid && (
                        <Badge size="sm" colorPalette="orange">
                          bounty
                        </Badge>
                      )}
                    </Flex>
                  </Card.Body>
                </Card.Root>
              );
            })}
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
