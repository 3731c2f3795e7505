import { Button, ButtonGroup, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { graphql } from 'react-relay';
import { useLocation, useNavigate } from 'react-router';
import { useRouteQuery } from '../../app/routeQuery';
import { emptyTeams, type GameMode, TEAM_LABEL, type TeamId, type Teams } from '../../lib/addGame';
import { NAME_LIMIT } from '../../lib/names';
import {
  choose,
  parseSortBy,
  type RankedPlayer,
  type Selection,
  SORT_LABEL,
  SORTS,
  type SortBy,
  sortPlayers,
} from '../../lib/playerSelection';
import { readLocal, writeLocal } from '../../lib/storage';
import type { PlayerSelectionPageQuery as PlayerSelectionPageQueryType } from './__generated__/PlayerSelectionPageQuery.graphql';
import type { AddGameState } from './AddGame';
import { type Layout, PlayerSelectionVotes } from './PlayerSelectionVotes';
import { SelectionList } from './SelectionList';

/** What Add Game hands over (SPEC: game mode and all players). */
interface SelectionState {
  gameMode?: GameMode;
  allPlayers?: string[];
  teams?: Teams;
}

// Started by the route's loader (app/routes.tsx) before this screen renders.
const PlayerSelectionPageQuery = graphql`
  query PlayerSelectionPageQuery @preloadable {
    viewer {
      organisation {
        id
        playerSelectionVotes {
          ...PlayerSelectionVotes_votes
        }
        players(first: 1000) {
          edges {
            node {
              id
              displayName
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
`;

// SPEC "Player selection" (games/addStats/overview): tap players into the teams instead of picking
// them from lists.
export default function PlayerSelectionPage() {
  const [data] = useRouteQuery<PlayerSelectionPageQueryType>(PlayerSelectionPageQuery);
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
    const all = (organisation?.players.edges ?? []).map(({ node }) => ({
      id: node.id,
      name: node.displayName,
      mmrOneOnOne: node.seasonStats?.oneOnOne.mmr ?? null,
      mmrTwoOnTwo: node.seasonStats?.twoOnTwo.mmr ?? null,
      lastPlayedOn: node.seasonStats?.lastPlayedOn ?? null,
    }));
    const passed = arrived?.allPlayers ? new Set(arrived.allPlayers) : null;
    return sortPlayers(passed ? all.filter((p) => passed.has(p.id)) : all, sortBy, mode);
  }, [organisation, arrived, sortBy, mode]);

  if (!organisation) return <Text>You have no organisation yet.</Text>;

  const sort = (next: SortBy) => {
    setSortBy(next);
    writeLocal('sortBy', next);
  };
  const done = () =>
    navigate('/games/addStats', { state: { gameMode: mode, teams: selection.teams } satisfies AddGameState });
  const list = (team: TeamId, max: number) => (
    <SelectionList
      team={team}
      max={max}
      players={players}
      teams={selection.teams}
      mode={mode}
      layout={layout}
      sortBy={sortBy}
      onPick={(t, playerId) => setSelection((s) => choose(s, mode, t, playerId))}
    />
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
        <PlayerSelectionVotes organisationId={organisation.id} votes={organisation.playerSelectionVotes} />
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

      <Button
        size="xl"
        colorPalette="felt"
        position="sticky"
        // Clear of the bottom bar and its safe area on phones (ui/kit.css --kl-bottom-bar).
        bottom="calc(var(--kl-bottom-bar, 0px) + var(--chakra-spacing-4))"
        onClick={done}
      >
        Ok
      </Button>
    </Stack>
  );
}
