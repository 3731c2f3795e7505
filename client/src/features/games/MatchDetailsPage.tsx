import { Alert, Badge, Button, Card, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { defenseLabel, OFFENSE_LABEL } from '@kicker/events/matchRules';
import { Crosshair, Skull, TableProperties } from 'lucide-react';
import { graphql } from 'react-relay';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useRouteQuery } from '../../app/routeQuery';
import { matchDate, tableAroundMatch } from '../../lib/history';
import { sideFigure, sideParts, sidesOf } from '../../lib/mmrChange';
import { NAME_LIMIT } from '../../lib/names';
import type { MatchDetailsPageQuery as MatchDetailsPageQueryType } from './__generated__/MatchDetailsPageQuery.graphql';
import { GoalTimeline } from './GoalTimeline';
import { PlayerLink } from './PlayerLink';
import { useDeleteMatch } from './useDeleteMatch';
import { useRestoreMatch } from './useRestoreMatch';

export const DELETED_MATCH_TEXTS = {
  title: 'This match was deleted.',
  description: 'It counts for nothing until it is restored.',
  restore: 'Restore match',
} as const;

// Started by the route's loader (app/routes.tsx) before this screen renders; it asks the server
// again (store-and-network), so a match deleted or restored since it was last shown never shows its
// old state.
const MatchDetailsPageQuery = graphql`
  query MatchDetailsPageQuery($id: ID!) @preloadable {
    node(id: $id) {
      __typename
      ... on Match {
        id
        isDeleted
        viewerCanDelete
        viewerCanRestore
        season
        playedOn
        scoreWinner
        scoreLoser
        sixInARow
        pointChanges {
          change
          won
          matchPoints
          bounty
          challengeBonus
          clampedAtZero
        }
        bounty {
          isPaid
          bountyPoints
        }
        winners {
          playerId
          position
          team
          ...PlayerLink_participant
        }
        losers {
          playerId
          position
          team
          ...PlayerLink_participant
        }
        ...GoalTimeline_match @alias(as: "goalTimeline")
      }
    }
  }
`;

// SPEC "History details" (games/history/{matchId}).
export default function MatchDetailsPage() {
  const navigate = useNavigate();
  const [data] = useRouteQuery<MatchDetailsPageQueryType>(MatchDetailsPageQuery);
  const { ask, dialog } = useDeleteMatch(() => navigate('/games/history'));
  const { restore, restoring } = useRestoreMatch();
  const match = data.node?.__typename === 'Match' ? data.node : null;
  if (!match) return <Text>This match does not exist (any more).</Text>;

  const whitesWon = match.winners[0]?.team === 'whites';
  const table = tableAroundMatch(match);
  // A deleted match counts for nothing: it has no point changes until it is restored.
  const changes = sidesOf(match.pointChanges);
  const side = (team: 'whites' | 'blacks') => {
    const won = (team === 'whites') === whitesWon;
    const own = won ? changes.winners : changes.losers;
    return {
      players: won ? match.winners : match.losers,
      score: won ? match.scoreWinner : match.scoreLoser,
      points: own.length > 0 ? sideFigure(own) : null,
      parts: sideParts(own),
      won,
    };
  };
  return (
    <Stack gap="4" maxW="2xl" mx="auto">
      <Flex justify="space-between" align="center" gap="3">
        <Stack gap="0">
          <Heading as="h1" size="2xl" fontVariantNumeric="tabular-nums">
            {match.scoreWinner}:{match.scoreLoser}
          </Heading>
          <Text color="fg.muted">{matchDate(match.playedOn)}</Text>
        </Stack>
        <Flex gap="2" align="center">
          {match.scoreWinner - match.scoreLoser >= 6 && (
            <Badge size="lg" colorPalette="red" aria-label="kill: won by six">
              <Skull size={16} /> kill
            </Badge>
          )}
          {match.sixInARow && (
            <Badge size="lg" aria-label="bowling: six in a row">
              <span className="kl-emoji" aria-hidden="true">
                🎳
              </span>{' '}
              six in a row
            </Badge>
          )}
          {match.bounty?.isPaid && (
            <Badge
              size="lg"
              colorPalette="orange"
              aria-label={`aim: bounty of ${match.bounty.bountyPoints} collected`}
            >
              <Crosshair size={16} /> bounty {match.bounty.bountyPoints}
            </Badge>
          )}
          {match.viewerCanDelete && (
            <Button
              size="sm"
              colorPalette="red"
              variant="outline"
              aria-label="Delete match"
              onClick={() => ask(match.id)}
            >
              X
            </Button>
          )}
        </Flex>
      </Flex>
      {match.isDeleted && (
        // Only the organisation's admins and moderators can load a deleted match (the server
        // answers "not found" to everyone else); the server says whether the viewer may restore it.
        <Alert.Root status="warning" flexDirection={{ base: 'column', sm: 'row' }} gap="3">
          <Flex gap="3" flex="1">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{DELETED_MATCH_TEXTS.title}</Alert.Title>
              <Alert.Description>{DELETED_MATCH_TEXTS.description}</Alert.Description>
            </Alert.Content>
          </Flex>
          {match.viewerCanRestore && (
            <Button
              colorPalette="felt"
              minH="11"
              alignSelf={{ base: 'stretch', sm: 'center' }}
              loading={restoring}
              onClick={() => restore(match.id)}
            >
              {DELETED_MATCH_TEXTS.restore}
            </Button>
          )}
        </Alert.Root>
      )}
      <SimpleGrid columns={2} gap="3">
        {(['whites', 'blacks'] as const).map((team) => {
          const s = side(team);
          return (
            <Card.Root key={team} size="sm" borderColor={s.won ? 'felt.solid' : undefined}>
              <Card.Header>
                <Heading as="h2" size="md">
                  Team {team === 'whites' ? 'White' : 'Black'}
                </Heading>
              </Card.Header>
              <Card.Body gap="2">
                <Text fontSize="3xl" fontWeight="bold" fontVariantNumeric="tabular-nums">
                  {s.score}
                </Text>
                {s.points && (
                  <Text fontWeight="semibold" color={s.won ? 'green.fg' : 'red.fg'}>
                    {s.points} MMR
                  </Text>
                )}
                {s.parts && (
                  <Text fontSize="sm" color="fg.muted">
                    {s.parts}
                  </Text>
                )}
                {s.players.map((p) => (
                  <Text key={p.playerId} truncate>
                    <PlayerLink participant={p} limit={NAME_LIMIT.historyDetails} />{' '}
                    <Text as="span" color="fg.muted" fontSize="sm">
                      {/* SPEC "Team selection": 'Solo' in 1 vs 1, else 'Defense' and 'Offense'. */}
                      {p.position === 'defense'
                        ? defenseLabel(s.players.length === 1 ? 1 : 2)
                        : OFFENSE_LABEL}
                    </Text>
                  </Text>
                ))}
              </Card.Body>
            </Card.Root>
          );
        })}
      </SimpleGrid>
      {match.goalTimeline && <GoalTimeline match={match.goalTimeline} />}
      {/* SPEC issue 13 "Replaying history": the season table after this match (before it, when deleted). */}
      <Button asChild variant="outline" alignSelf="flex-start" minH="11">
        <RouterLink to={table.path}>
          <TableProperties /> {table.label}
        </RouterLink>
      </Button>
      {dialog}
    </Stack>
  );
}
