import { Box, Button, Flex, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { MAX_SCORE } from '@kicker/events/matchRules';
import { X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink, useParams } from 'react-router';
import { useRouteQuery } from '../../app/routeQuery';
import type { TeamId } from '../../lib/addGame';
import { stakeTexts } from '../../lib/liveGame';
import { placeNames } from '../../lib/tourney';
import { TEAM_NAME, TeamChip } from '../../ui/TeamChip';
import { useLiveGameChanged } from '../games/useLiveGameChanged';
import type { TvLive_liveGame$key } from './__generated__/TvLive_liveGame.graphql';
import type { TvLivePageQuery as TvLivePageQueryType } from './__generated__/TvLivePageQuery.graphql';
import { TvLiveSide } from './TvLiveSide';

export const TV_LIVE_TEXTS = {
  noGame: (location: string) => `No live game at ${location} right now.`,
  noGameHint: 'The next game shows here as soon as it starts.',
  noLocation: 'This location does not exist (any more).',
  wins: (team: string) => `Team ${team} wins!`,
  pointsWon: (names: string, win: string) => `${names}: ${win} each`,
} as const;

/** How long the result of a game stays on the wall after it was submitted (issue 28). */
const RESULT_MS = 30_000;

/** A decided game as the wall shows it after it ended: plain values, kept after the game is gone. */
interface Result {
  winner: TeamId;
  scoreWhites: number;
  scoreBlacks: number;
  names: string;
  win: string;
}

// Started by the route's loader (app/routes.tsx) before this screen renders.
const TvLivePageQuery = graphql`
  query TvLivePageQuery @preloadable {
    viewer {
      organisation {
        locations {
          id
          name
          liveGame {
            ...TvLive_liveGame
          }
        }
      }
    }
  }
`;

const TvLivePageSubscription = graphql`
  subscription TvLivePageSubscription($locationId: ID!) {
    liveGameChanged(locationId: $locationId) {
      id
      ...TvLive_liveGame
    }
  }
`;

// The scoreboard for the screen next to the table (/tv/live/{locationId}): no app bars, read only,
// the score large enough to read across the room, following every goal (liveGameChanged).
export default function TvLivePage() {
  const [data] = useRouteQuery<TvLivePageQueryType>(TvLivePageQuery);
  const { locationId = '' } = useParams();
  const location = data.viewer?.organisation?.locations.find((l) => l.id === locationId) ?? null;
  useLiveGameChanged(location ? location.id : null, TvLivePageSubscription);
  // A game decided at 6 stays on the wall as its result for a while after Submit ends it.
  const [result, setResult] = useState<Result | null>(null);
  const running = location?.liveGame ?? null;
  useEffect(() => {
    if (running || !result) return;
    const timer = setTimeout(() => setResult(null), RESULT_MS);
    return () => clearTimeout(timer);
  }, [running, result]);
  return (
    <Flex
      direction="column"
      minH="100dvh"
      bg="bg"
      color="fg"
      px={{ base: '4', lg: '12' }}
      py={{ base: '4', lg: '8' }}
      gap={{ base: '4', lg: '8' }}
    >
      <Flex justify="space-between" align="center" gap="4">
        <Heading as="h1" fontSize={{ base: '2xl', lg: '4xl' }} lineHeight="1.1" minW="0" truncate>
          {location ? `Live at ${location.name}` : 'Live'}
        </Heading>
        <Button asChild variant="ghost" size="lg" aria-label="Leave scoreboard">
          <RouterLink to="/games/addStats">
            <X />
          </RouterLink>
        </Button>
      </Flex>
      {!location ? (
        <Text fontSize="2xl">{TV_LIVE_TEXTS.noLocation}</Text>
      ) : location.liveGame ? (
        <Scoreboard liveGame={location.liveGame} onDecided={setResult} />
      ) : result ? (
        <ResultBoard result={result} />
      ) : (
        <Flex direction="column" flex="1" justify="center" align="center" gap="3" textAlign="center">
          <Text fontSize={{ base: '3xl', lg: '6xl' }} fontWeight="bold">
            {TV_LIVE_TEXTS.noGame(location.name)}
          </Text>
          <Text fontSize={{ base: 'xl', lg: '3xl' }} color="fg.muted">
            {TV_LIVE_TEXTS.noGameHint}
          </Text>
        </Flex>
      )}
    </Flex>
  );
}

function Scoreboard(props: { liveGame: TvLive_liveGame$key; onDecided: (result: Result | null) => void }) {
  const game = useFragment(
    graphql`
      fragment TvLive_liveGame on LiveGame {
        mode
        scoreWhites
        scoreBlacks
        stakes {
          whites {
            win
            loss
          }
          blacks {
            win
            loss
          }
        }
        whites {
          displayName
          ...TvLiveSide_player
        }
        blacks {
          displayName
          ...TvLiveSide_player
        }
      }
    `,
    props.liveGame,
  );
  const winner: TeamId | null =
    game.scoreWhites === MAX_SCORE ? 'whites' : game.scoreBlacks === MAX_SCORE ? 'blacks' : null;
  const decided: Result | null = winner && {
    winner,
    scoreWhites: game.scoreWhites,
    scoreBlacks: game.scoreBlacks,
    names: placeNames(game[winner].map((p) => p.displayName)),
    win: stakeTexts(game.stakes[winner]).win,
  };
  const key = decided ? JSON.stringify(decided) : null;
  const { onDecided } = props;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `decided`
  useEffect(() => onDecided(key ? decided : null), [key, onDecided]);
  const board = (
    <Grid
      flex="1"
      alignItems="center"
      templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) auto minmax(0, 1fr)' }}
      gap={{ base: '6', lg: '10' }}
    >
      <TvLiveSide team="whites" mode={game.mode} players={game.whites} stake={game.stakes.whites} />
      <Box
        role="status"
        aria-live="polite"
        aria-label={`Score: White ${game.scoreWhites}, Black ${game.scoreBlacks}`}
        textAlign="center"
        fontWeight="black"
        fontVariantNumeric="tabular-nums"
        lineHeight="0.9"
        fontSize={{ base: '8rem', lg: 'min(17vw, 36vh)' }}
        whiteSpace="nowrap"
        order={{ base: -1, lg: 0 }}
      >
        {game.scoreWhites}
        <Text as="span" color="fg.subtle" mx="0.1em">
          :
        </Text>
        {game.scoreBlacks}
      </Box>
      <TvLiveSide team="blacks" mode={game.mode} players={game.blacks} stake={game.stakes.blacks} />
    </Grid>
  );
  return (
    <Stack flex="1" gap={{ base: '4', lg: '6' }} justify="center">
      {decided && <WinnerLine result={decided} />}
      {board}
    </Stack>
  );
}

/** The result after the game ended: who won, the score, and what they won. */
function ResultBoard({ result }: { result: Result }) {
  return (
    <Flex
      direction="column"
      flex="1"
      justify="center"
      align="center"
      gap={{ base: '4', lg: '8' }}
      textAlign="center"
    >
      <WinnerLine result={result} />
      <Text
        fontWeight="black"
        fontVariantNumeric="tabular-nums"
        lineHeight="0.9"
        fontSize={{ base: '6rem', lg: 'min(14vw, 30vh)' }}
        aria-label={`Final score: White ${result.scoreWhites}, Black ${result.scoreBlacks}`}
      >
        {result.scoreWhites}
        <Text as="span" color="fg.subtle" mx="0.1em">
          :
        </Text>
        {result.scoreBlacks}
      </Text>
    </Flex>
  );
}

function WinnerLine({ result }: { result: Result }) {
  return (
    <Stack role="status" gap="1" align="center" textAlign="center">
      <Flex align="center" gap="3">
        <TeamChip team={result.winner} tv />
        <Text fontSize={{ base: '3xl', lg: '6xl' }} fontWeight="black">
          {TV_LIVE_TEXTS.wins(TEAM_NAME[result.winner])}
        </Text>
      </Flex>
      <Text fontSize={{ base: 'xl', lg: '4xl' }} color="green.fg" fontWeight="semibold">
        {TV_LIVE_TEXTS.pointsWon(result.names, result.win)}
      </Text>
    </Stack>
  );
}
