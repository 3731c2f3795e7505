import { useMemo } from 'react';
import { graphql, readInlineData, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { useLiveReconnect } from '../../app/useLiveReconnect';
import type {
  useLiveSeason_match$data,
  useLiveSeason_match$key,
} from './__generated__/useLiveSeason_match.graphql';
import type { useLiveSeasonDeletedSubscription as DeletedType } from './__generated__/useLiveSeasonDeletedSubscription.graphql';
import type { useLiveSeasonRecordedSubscription as RecordedType } from './__generated__/useLiveSeasonRecordedSubscription.graphql';
import type { useLiveSeasonRestoredSubscription as RestoredType } from './__generated__/useLiveSeasonRestoredSubscription.graphql';

// What the season screen learns of a match: its season, and for the badge and the bounty dialogs
// each player's change and the bounty.
export const LiveMatchFragment = graphql`
  fragment useLiveSeason_match on Match @inline {
    id
    season
    mode
    playedOn
    bounty {
      isPaid
      bountyPoints
    }
    pointChanges {
      player {
        id
        displayName
      }
      change
      won
      matchPoints
      bounty
      challengeBonus
      clampedAtZero
      bountyStarted
    }
  }
`;

const Recorded = graphql`
  subscription useLiveSeasonRecordedSubscription($organisationId: ID!) {
    matchRecorded(organisationId: $organisationId) {
      ...useLiveSeason_match
    }
  }
`;
const Deleted = graphql`
  subscription useLiveSeasonDeletedSubscription($organisationId: ID!) {
    matchDeleted(organisationId: $organisationId) {
      deletedMatchId
    }
  }
`;
const Restored = graphql`
  subscription useLiveSeasonRestoredSubscription($organisationId: ID!) {
    matchRestored(organisationId: $organisationId) {
      id
      season
    }
  }
`;

export type LiveMatch = useLiveSeason_match$data;

/** The match of a subscription event or a query, read from its inline fragment. */
export const liveMatchOf = (key: useLiveSeason_match$key) => readInlineData(LiveMatchFragment, key);

/**
 * Matches recorded, deleted or restored anywhere in the organisation (SPEC §4 live tables):
 * `onRecorded` with the match, `onChanged` for a deletion or restore.
 */
export function useLiveSeason(
  organisationId: string,
  onRecorded: (match: LiveMatch) => void,
  onChanged: () => void,
) {
  const recorded = useMemo<GraphQLSubscriptionConfig<RecordedType>>(
    () => ({
      subscription: Recorded,
      variables: { organisationId },
      onNext: (response) => response && onRecorded(liveMatchOf(response.matchRecorded)),
    }),
    [organisationId, onRecorded],
  );
  const deleted = useMemo<GraphQLSubscriptionConfig<DeletedType>>(
    () => ({ subscription: Deleted, variables: { organisationId }, onNext: onChanged }),
    [organisationId, onChanged],
  );
  const restored = useMemo<GraphQLSubscriptionConfig<RestoredType>>(
    () => ({ subscription: Restored, variables: { organisationId }, onNext: onChanged }),
    [organisationId, onChanged],
  );
  useSubscription(recorded);
  useSubscription(deleted);
  useSubscription(restored);
  useLiveReconnect(onChanged);
}
