import { Stack } from '@chakra-ui/react';
import { useEffect, useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { RequireVerified } from '../../app/guards';
import { useRouteQuery } from '../../app/routeQuery';
import type { LivePageQuery as LivePageQueryType } from './__generated__/LivePageQuery.graphql';
import type { LivePageSubscription as LivePageSubscriptionType } from './__generated__/LivePageSubscription.graphql';
import { CameraChooser } from './CameraChooser';
import { LiveGoals } from './LiveGoals';
import { LiveStream } from './LiveStream';
import { NoCamera } from './NoCamera';
import { ScreenHeader } from './ScreenHeader';
import { useCameraChoice } from './useCameraChoice';

// Started by the route's loader (app/routes.tsx) before this screen renders.
const LivePageQuery = graphql`
  query LivePageQuery @preloadable {
    viewer {
      player {
        location {
          id
        }
      }
      organisation {
        viewerCanAdminister
        locations {
          id
          liveGame {
            goals {
              replayPath
            }
            ...LiveGoals_game
          }
        }
        ...useCameraChoice_organisation
      }
    }
  }
`;

const LivePageSubscription = graphql`
  subscription LivePageSubscription($locationId: ID!) {
    liveGameChanged(locationId: $locationId) {
      ...LiveGoals_game
    }
  }
`;

/** How often a game whose goals wait for their replays asks again (the camera cuts them after the goal). */
const REPLAY_POLL_MS = 10_000;

export default function LiveRoute() {
  return (
    <RequireVerified>
      <LivePage />
    </RequireVerified>
  );
}

// SPEC §2 Live view: the picture of the table, and the game being played there with its replays.
function LivePage() {
  const [data, refresh] = useRouteQuery<LivePageQueryType>(LivePageQuery);
  const organisation = data.viewer?.organisation;
  const choice = useCameraChoice(organisation, data.viewer?.player?.location?.id);
  const camera = choice.chosen;
  const game = organisation?.locations.find((l) => l.id === camera?.id)?.liveGame ?? null;
  const waiting = Boolean(game?.goals.some((g) => !g.replayPath));

  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => refresh(), REPLAY_POLL_MS);
    return () => clearInterval(timer);
  }, [waiting, refresh]);

  return (
    <Stack gap="4">
      <ScreenHeader title="Live">
        <CameraChooser choice={choice} />
      </ScreenHeader>
      {camera ? (
        <>
          <FollowTable locationId={camera.id} onChange={refresh} />
          <LiveStream cameraPath={camera.cameraPath} name={camera.name} />
          {game && <LiveGoals game={game} />}
        </>
      ) : (
        <NoCamera linkToSettings={Boolean(organisation?.viewerCanAdminister)} />
      )}
    </Stack>
  );
}

/** A start, goal, undo or end at the table: the game (and which game runs there) is read again. */
function FollowTable({ locationId, onChange }: { locationId: string; onChange: () => void }) {
  const config = useMemo<GraphQLSubscriptionConfig<LivePageSubscriptionType>>(
    () => ({ subscription: LivePageSubscription, variables: { locationId }, onNext: () => onChange() }),
    [locationId, onChange],
  );
  useSubscription(config);
  return null;
}
