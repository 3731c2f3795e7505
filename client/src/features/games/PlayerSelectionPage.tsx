import { Badge, Box, Button, ButtonGroup, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { ThumbsDown, ThumbsUp } from 'lucide-react';
import { useMemo, useState } from 'react';
import { graphql, useLazyLoadQuery, useMutation, useSubscription } from 'react-relay';
import { useLocation, useNavigate } from 'react-router';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { toaster } from '../../app/toaster';
import { emptyTeams, type GameMode, TEAM_LABEL, type TeamId, type Teams } from '../../lib/addGame';
import { errorMessageOf } from '../../lib/mutationResult';
import { NAME_LIMIT, truncateName } from '../../lib/names';
import {
  choose,
  parseSortBy,
  positionOf,
  type RankedPlayer,
  type Selection,
  SORT_LABEL,
  SORTS,
  type SortBy,
  sortPlayers,
} from '../../lib/playerSelection';
import { readLocal, writeLocal } from '../../lib/storage';
import type { PlayerSelectionPageQuery } from './__generated__/PlayerSelectionPageQuery.graphql';
import type { PlayerSelectionPageVoteMutation } from './__generated__/PlayerSelectionPageVoteMutation.graphql';
import type { PlayerSelectionPageVotesSubscription } from './__generated__/PlayerSelectionPageVotesSubscription.graphql';
import type { AddGameState } from './AddGamePage';

/** What Add Game hands over (SPEC: game mode and all players). */
interface SelectionState {
  gameMode?: GameMode;
  allPlayers?: string[];
  teams?: Teams;
}

type Layout = 'single' | 'double';

// SPEC "Player selection" (games/addStats/overview): tap players into the teams instead of picking
// them from lists.
export default function PlayerSelectionPage() {
  const data = useLazyLoadQuery<PlayerSelectionPageQuery>(
    graphql`
      query PlayerSelectionPageQuery {
        viewer {
          organisation {
            id
            config {
              singleConfigs {
                showNicknames
              }
            }
            playerSelectionVotes {
              id
              single {
                upvotes
                downvotes
              }
              double {
                upvotes
                downvotes
              }
            }
            players(first: 1000) {
              edges {
                node {
                  id
                  name
                  nickname
                  seasonStats {
                    lastPlayedOn
                    oneOnOne {
                      mmr
                    }
                    twoOnTwo {
                      mmr
                    }
                  }
                }
              }
            }
          }
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  const navigate = useNavigate();
  const arrived = useLocation().state as SelectionState | null;
  const mode: GameMode = arrived?.gameMode ?? 2;
  const organisation = data.viewer?.organisation;
  const [layout, setLayout] = useState<Layout>('double');
  const [activeTeam, setActiveTeam] = useState<TeamId>('whites');
  const [sortBy, setSortBy] = useState<SortBy>(() => parseSortBy(readLocal('sortBy')));
  const [selection, setSelection] = useState<Selection>(() => ({
    teams: arrived?.teams ?? emptyTeams(),
    turn: 'defense',
  }));

  const players = useMemo<RankedPlayer[]>(() => {
    const nicknames = organisation?.config.singleConfigs.showNicknames ?? false;
    const all = (organisation?.players.edges ?? []).map(({ node }) => ({
      id: node.id,
      name: nicknames ? node.nickname : node.name,
      mmrOneOnOne: node.seasonStats?.oneOnOne.mmr ?? null,
      mmrTwoOnTwo: node.seasonStats?.twoOnTwo.mmr ?? null,
      lastPlayedOn: node.seasonStats?.lastPlayedOn ?? null,
    }));
    const passed = arrived?.allPlayers ? new Set(arrived.allPlayers) : null;
    return sortPlayers(passed ? all.filter((p) => passed.has(p.id)) : all, sortBy, mode);
  }, [organisation, arrived, sortBy, mode]);

  if (!organisation) return <Text>You have no organisation yet.</Text>;

  const pick = (team: TeamId, playerId: string) => setSelection((s) => choose(s, mode, team, playerId));
  const sort = (next: SortBy) => {
    setSortBy(next);
    writeLocal('sortBy', next);
  };
  const done = () =>
    navigate('/games/addStats', { state: { gameMode: mode, teams: selection.teams } satisfies AddGameState });

  const list = (team: TeamId, max: number) => (
    <Stack gap="1" as="ul" role="list" aria-label={TEAM_LABEL[team]}>
      {players.map((p) => {
        const at = positionOf(selection.teams, mode, p.id);
        const mine = at?.team === team;
        return (
          <Box as="li" key={p.id} listStyleType="none">
            <Button
              w="full"
              justifyContent="space-between"
              variant={mine ? 'solid' : 'ghost'}
              colorPalette={mine ? 'felt' : 'gray'}
              aria-pressed={mine}
              onClick={() => pick(team, p.id)}
            >
              <Text as="span" truncate>
                {truncateName(p.name, max)}
              </Text>
              <Text as="span" ms="auto" me="2" fontSize="xs" opacity="0.75">
                {sortDetail(p, sortBy, mode)}
              </Text>
              {at && (layout === 'single' || mine) && (
                <Badge variant={mine ? 'surface' : 'outline'} size="sm">
                  {layout === 'single' && !mine ? `${TEAM_LABEL[at.team]} ` : ''}
                  {at.tag}
                </Badge>
              )}
            </Button>
          </Box>
        );
      })}
    </Stack>
  );

  return (
    <Stack gap="4" maxW="4xl" mx="auto" w="full">
      <Heading as="h1" size="lg" srOnly>
        Player selection
      </Heading>
      <Flex gap="2" wrap="wrap" align="center">
        <ButtonGroup attached variant="outline" colorPalette="felt" role="group" aria-label="Layout">
          {(['single', 'double'] as const).map((l) => (
            <Button
              key={l}
              variant={layout === l ? 'solid' : 'outline'}
              aria-pressed={layout === l}
              onClick={() => setLayout(l)}
            >
              {l === 'single' ? 'Single' : 'Double'}
            </Button>
          ))}
        </ButtonGroup>
        <Votes organisationId={organisation.id} votes={organisation.playerSelectionVotes} />
      </Flex>
      <Flex gap="2" wrap="wrap" role="group" aria-label="Sort">
        {SORTS.map((s) => (
          <Button
            key={s}
            size="sm"
            variant={sortBy === s ? 'subtle' : 'ghost'}
            aria-pressed={sortBy === s}
            onClick={() => sort(s)}
          >
            {SORT_LABEL[s]}
          </Button>
        ))}
      </Flex>

      {layout === 'single' ? (
        <Stack gap="2">
          <Button
            variant="plain"
            alignSelf="flex-start"
            px="0"
            onClick={() => setActiveTeam((t) => (t === 'whites' ? 'blacks' : 'whites'))}
          >
            <Text as="span" fontWeight="bold" fontSize="lg">
              {TEAM_LABEL[activeTeam]}
            </Text>
            <Text as="span" color="fg.muted" fontSize="sm">
              (click to change)
            </Text>
          </Button>
          {list(activeTeam, NAME_LIMIT.selectionSingle)}
        </Stack>
      ) : (
        <Flex gap="3">
          {(['whites', 'blacks'] as const).map((team) => (
            <Stack key={team} flex="1" minW="0" gap="2">
              <Heading as="h2" size="md">
                {TEAM_LABEL[team]}
              </Heading>
              {list(team, NAME_LIMIT.selectionDouble)}
            </Stack>
          ))}
        </Flex>
      )}

      <Button size="xl" colorPalette="felt" position="sticky" bottom={{ base: '20', lg: '4' }} onClick={done}>
        Ok
      </Button>
    </Stack>
  );
}

/** What the chosen sort looks at, shown small beside the name (nothing when sorting by name). */
function sortDetail(p: RankedPlayer, sortBy: SortBy, mode: GameMode): string {
  if (sortBy === 'mmr') return String((mode === 1 ? p.mmrOneOnOne : p.mmrTwoOnTwo) ?? 0);
  if (sortBy === 'lastPlayed')
    return p.lastPlayedOn
      ? new Date(p.lastPlayedOn).toLocaleDateString(undefined, { day: 'numeric', month: 'short' })
      : '–';
  return '';
}

type VoteCounts = NonNullable<
  NonNullable<PlayerSelectionPageQuery['response']['viewer']>['organisation']
>['playerSelectionVotes'];

/** SPEC: thumbs up/down per layout with live counts; after one vote all four stay disabled. */
function Votes({ organisationId, votes }: { organisationId: string; votes: VoteCounts }) {
  const [voted, setVoted] = useState(false);
  const live = useMemo<GraphQLSubscriptionConfig<PlayerSelectionPageVotesSubscription>>(
    () => ({
      subscription: graphql`
        subscription PlayerSelectionPageVotesSubscription($organisationId: ID!) {
          playerSelectionVotesChanged(organisationId: $organisationId) {
            id
            single {
              upvotes
              downvotes
            }
            double {
              upvotes
              downvotes
            }
          }
        }
      `,
      variables: { organisationId },
    }),
    [organisationId],
  );
  useSubscription(live);
  const [commit] = useMutation<PlayerSelectionPageVoteMutation>(graphql`
    mutation PlayerSelectionPageVoteMutation($input: VotePlayerSelectionInput!) {
      votePlayerSelection(input: $input) {
        __typename
        ... on VotePlayerSelectionPayload {
          votes {
            id
            single {
              upvotes
              downvotes
            }
            double {
              upvotes
              downvotes
            }
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const vote = (layout: Layout, direction: 'UP' | 'DOWN') => {
    setVoted(true);
    commit({
      variables: {
        input: {
          layout: layout === 'single' ? 'SINGLE' : 'DOUBLE',
          direction,
          commandId: crypto.randomUUID(),
        },
      },
      onCompleted: ({ votePlayerSelection: r }) => {
        if (r.__typename !== 'VotePlayerSelectionPayload')
          toaster.create({ type: 'error', title: 'Error', description: errorMessageOf(r) });
      },
      onError: () => {
        toaster.create({ type: 'error', title: 'Error', description: 'Your vote was not counted.' });
      },
    });
  };
  return (
    <Flex gap="2" ms={{ lg: 'auto' }} w={{ base: 'full', lg: 'auto' }} justify="space-between">
      {(['single', 'double'] as const).map((layout) => (
        <Flex key={layout} gap="0" align="center" role="group" aria-label={`Votes for ${layout}`}>
          <Text fontSize="sm" color="fg.muted">
            {layout === 'single' ? 'Single' : 'Double'}
          </Text>
          <Button
            size="sm"
            px="2"
            variant="ghost"
            disabled={voted}
            aria-label={`Thumbs up for ${layout}: ${votes[layout].upvotes}`}
            onClick={() => vote(layout, 'UP')}
          >
            <ThumbsUp /> {votes[layout].upvotes}
          </Button>
          <Button
            size="sm"
            px="2"
            variant="ghost"
            disabled={voted}
            aria-label={`Thumbs down for ${layout}: ${votes[layout].downvotes}`}
            onClick={() => vote(layout, 'DOWN')}
          >
            <ThumbsDown /> {votes[layout].downvotes}
          </Button>
        </Flex>
      ))}
    </Flex>
  );
}
