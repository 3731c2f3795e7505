import { useEffect } from 'react';
import { type GraphQLTaggedNode, graphql, requestSubscription, useRelayEnvironment } from 'react-relay';
import { linkLiveGame } from './useLiveGame';

// SPEC §4 Live mode: "subscribes to live scores for the location". Every start, goal, undo and end
// at the location arrives as the game (null once it has ended); the updater links it to the
// location, so whatever shows the location's game follows without a refetch.

/** What Add Game's live mode reads of each change. */
export const useLiveGameChangedFormSubscription = graphql`
  subscription useLiveGameChangedFormSubscription($locationId: ID!) {
    liveGameChanged(locationId: $locationId) {
      id
      ...useLiveMode_liveGame
    }
  }
`;

/**
 * Follows the live game at `locationId` while it is not null (subscribed on, unsubscribed when it
 * becomes null or the screen leaves). `subscription` selects what the screen shows of the game.
 */
export function useLiveGameChanged(locationId: string | null, subscription: GraphQLTaggedNode) {
  const environment = useRelayEnvironment();
  useEffect(() => {
    if (!locationId) return;
    const { dispose } = requestSubscription(environment, {
      subscription,
      variables: { locationId },
      updater: (store) => linkLiveGame(store, locationId, store.getRootField('liveGameChanged')),
      // The socket retries on its own; a refusal (a location not seen) leaves the screen as it is.
      onError: (error) => console.warn('liveGameChanged', error),
    });
    return dispose;
  }, [environment, locationId, subscription]);
}
