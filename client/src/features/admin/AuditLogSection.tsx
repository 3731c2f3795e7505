import { Badge, Box, Button, Field, Flex, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { format } from 'date-fns';
import { startTransition, useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import { useRouteQuery } from '../../app/routeQuery';
import { describeEventData, matchRestoreOption, RESTORE_TEXTS } from '../../lib/auditEntry';
import { auditSentence } from '../../lib/auditSentence';
import { tableAroundMatch } from '../../lib/history';
import { useRestoreMatch } from '../games/useRestoreMatch';
import type { AuditLog_log$key } from './__generated__/AuditLog_log.graphql';
import type { AuditLogSectionQuery as AuditLogSectionQueryType } from './__generated__/AuditLogSectionQuery.graphql';
import { AdminCard } from './AdminCard';
import { useAdminOrg } from './adminOrg';

// Started by the route's loader (app/routes.tsx) before this tab renders: the newest entries.
const AuditLogSectionQuery = graphql`
  query AuditLogSectionQuery($orgId: ID!) @preloadable {
    organisation(id: $orgId) {
      ...AuditLog_log
    }
  }
`;

// The organisation's event log, newest first: who did what, when.
export default function AuditLogSection() {
  const [data] = useRouteQuery<AuditLogSectionQueryType>(AuditLogSectionQuery);
  if (!data.organisation) return <Text>You have no organisation yet.</Text>;
  return <AuditLog log={data.organisation} />;
}

interface Filters {
  type: string;
  streamId: string;
  actor: { id: string; name: string } | null;
}

/** The entries the filters find, 25 at a time, with their matches' actions. */
function AuditLog(props: { log: AuditLog_log$key }) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment(
    graphql`
      fragment AuditLog_log on Organisation
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 25 }
        cursor: { type: "String" }
        type: { type: "String" }
        streamId: { type: "String" }
        actorId: { type: "String" }
      )
      @refetchable(queryName: "AuditLogPaginationQuery") {
        auditLog(first: $count, after: $cursor, type: $type, streamId: $streamId, actorId: $actorId)
          @connection(key: "AuditLog_auditLog", filters: ["type", "streamId", "actorId"]) {
          edges {
            node {
              position
              type
              streamId
              recordedAt
              actorId
              actorName
              data
              match {
                id
                season
                isDeleted
                deletionPosition
                scoreWinner
                scoreLoser
                winners {
                  name
                }
                losers {
                  name
                }
              }
            }
          }
        }
      }
    `,
    props.log,
  );
  const [filters, setFilters] = useState<Filters>({ type: '', streamId: '', actor: null });
  // The newest page for these filters; until it is there, the entries found before stay.
  const load = (f: Filters, fetchPolicy: 'store-and-network' | 'network-only' = 'store-and-network') =>
    startTransition(() => {
      refetch(
        { type: f.type.trim() || null, streamId: f.streamId.trim() || null, actorId: f.actor?.id ?? null },
        { fetchPolicy },
      );
    });
  const filter = (patch: Partial<Filters>) => {
    const next = { ...filters, ...patch };
    setFilters(next);
    load(next);
  };
  const entries = data.auditLog.edges.map((e) => e.node);
  const { orgId } = useAdminOrg();
  const { restore, restoring } = useRestoreMatch();
  const [restoringId, setRestoringId] = useState<string | null>(null);
  // The restore is a new entry at the top: the newest page again, without hiding what is shown.
  const restoreFrom = (matchId: string) => {
    setRestoringId(matchId);
    restore(matchId, () => load(filters, 'network-only'));
  };
  return (
    <AdminCard
      title="Audit log"
      description="Every change of your organisation as it was recorded, newest first."
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <Field.Root>
          <Field.Label>Event type</Field.Label>
          <Input
            value={filters.type}
            onChange={(e) => filter({ type: e.target.value })}
            placeholder="e.g. PlayerCreated"
          />
        </Field.Root>
        <Field.Root>
          <Field.Label>Stream</Field.Label>
          <Input
            value={filters.streamId}
            onChange={(e) => filter({ streamId: e.target.value })}
            placeholder="e.g. player-…"
          />
        </Field.Root>
      </SimpleGrid>
      {filters.actor && (
        <Flex gap="2" align="center">
          <Text fontSize="sm">Only changes by {filters.actor.name}</Text>
          <Button size="xs" variant="outline" onClick={() => filter({ actor: null })}>
            Show everyone
          </Button>
        </Flex>
      )}
      <Stack gap="0">
        {entries.length === 0 && <Text color="fg.muted">No entries.</Text>}
        {entries.map((e) => (
          <Stack key={e.position} gap="1" py="3" borderBottomWidth="1px">
            <Flex gap="2" wrap="wrap" align="center">
              <Badge colorPalette="felt">{e.type}</Badge>
              <Text fontSize="sm" color="fg.muted">
                {format(new Date(e.recordedAt), 'yyyy-MM-dd HH:mm:ss')}
              </Text>
              <Text fontSize="sm">
                by{' '}
                {e.actorId ? (
                  <Button
                    size="xs"
                    variant="plain"
                    px="0"
                    textDecoration="underline"
                    onClick={() => filter({ actor: { id: e.actorId!, name: e.actorName ?? e.actorId! } })}
                  >
                    {e.actorName ?? e.actorId}
                  </Button>
                ) : (
                  'the system'
                )}
              </Text>
            </Flex>
            {/* In words; the event as recorded one tap away (issue 28). */}
            <Text>{auditSentence(e)}</Text>
            <Box as="details" fontSize="sm" color="fg.muted">
              <Box as="summary" cursor="pointer" minH="8" display="flex" alignItems="center">
                Raw event
              </Box>
              <Text fontSize="xs" truncate>
                {e.streamId}
              </Text>
              <Text wordBreak="break-word" title={e.data}>
                {describeEventData(e.data)}
              </Text>
            </Box>
            {e.match && (
              <MatchActions
                matchId={e.match.id}
                // The season table as it stood after the match (before it, while it is deleted).
                table={tableAroundMatch(e.match, orgId)}
                restore={matchRestoreOption(e)}
                restoring={restoring && restoringId === e.match.id}
                onRestore={restoreFrom}
              />
            )}
          </Stack>
        ))}
        {hasNext && (
          <Flex justify="center" pt="3">
            <Button variant="outline" loading={isLoadingNext} onClick={() => loadNext(25)}>
              Show older entries
            </Button>
          </Flex>
        )}
      </Stack>
    </AdminCard>
  );
}

// 44 px touch targets on phones; the usual small buttons with a mouse.
const TOUCH_HEIGHT = { base: '11', md: '8' } as const;

/**
 * A match entry links to the match and to the season table after it (before it, while it is
 * deleted); a MatchDeleted entry restores it while its deletion is in effect.
 */
function MatchActions({
  matchId,
  table,
  restore,
  restoring,
  onRestore,
}: {
  matchId: string;
  table: { label: string; path: string };
  restore: { disabledReason: string | null } | null;
  restoring: boolean;
  onRestore: (matchId: string) => void;
}) {
  const reasonId = `restore-reason-${matchId}`;
  return (
    <Flex gap="2" align="center" wrap="wrap">
      <Button asChild size="sm" variant="outline" minH={TOUCH_HEIGHT}>
        <RouterLink to={`/games/history/${encodeURIComponent(matchId)}`}>Open match</RouterLink>
      </Button>
      <Button asChild size="sm" variant="outline" minH={TOUCH_HEIGHT}>
        <RouterLink to={table.path}>{table.label}</RouterLink>
      </Button>
      {restore && (
        <>
          <Button
            size="sm"
            colorPalette="felt"
            minH={TOUCH_HEIGHT}
            disabled={restore.disabledReason !== null}
            aria-describedby={restore.disabledReason ? reasonId : undefined}
            loading={restoring}
            onClick={() => onRestore(matchId)}
          >
            {RESTORE_TEXTS.restore}
          </Button>
          {restore.disabledReason && (
            <Text id={reasonId} fontSize="sm" color="fg.muted">
              {restore.disabledReason}
            </Text>
          )}
        </>
      )}
    </Flex>
  );
}
