import { Box, Button, Flex, Grid, Heading, Text } from '@chakra-ui/react';
import { X } from 'lucide-react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink, useParams } from 'react-router';
import { useRouteQuery } from '../../app/routeQuery';
import { useLiveGameChanged } from '../games/useLiveGameChanged';
import type { TvLive_liveGame$key } from './__generated__/TvLive_liveGame.graphql';
import type { TvLivePageQuery as TvLivePageQueryType } from './__generated__/TvLivePageQuery.graphql';
import { TvLiveSide } from './TvLiveSide';

export const TV_LIVE_TEXTS = {
  noGame: (location: string) => `No live game at ${location} right now.`,
  noGameHint: 'The next game shows here as soon as it starts.',
  noLocation: 'This location does not exist (any more).',
} as const;

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
        <Scoreboard liveGame={location.liveGame} />
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

function Scoreboard(props: { liveGame: TvLive_liveGame$key }) {
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
          ...TvLiveSide_player
        }
        blacks {
          ...TvLiveSide_player
        }
      }
    `,
    props.liveGame,
  );
  return (
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
}
