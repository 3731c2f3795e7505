import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { useLiveReconnect } from '../../app/useLiveReconnect';
import type { HistoryListDeletedSubscription as HistoryListDeletedSubscriptionType } from './__generated__/HistoryListDeletedSubscription.graphql';
import type { HistoryListRecordedSubscription as HistoryListRecordedSubscriptionType } from './__generated__/HistoryListRecordedSubscription.graphql';
import type { HistoryListRestoredSubscription as HistoryListRestoredSubscriptionType } from './__generated__/HistoryListRestoredSubscription.graphql';

const HistoryListRecordedSubscription = graphql`
  subscription HistoryListRecordedSubscription($organisationId: ID!) {
    matchRecorded(organisationId: $organisationId) {
      id
    }
  }
`;
const HistoryListDeletedSubscription = graphql`
  subscription HistoryListDeletedSubscription($organisationId: ID!) {
    matchDeleted(organisationId: $organisationId) {
      deletedMatchId
    }
  }
`;
const HistoryListRestoredSubscription = graphql`
  subscription HistoryListRestoredSubscription($organisationId: ID!) {
    matchRestored(organisationId: $organisationId) {
      id
    }
  }
`;

/**
 * Matches recorded, deleted or restored by anyone in the organisation: `onChange` runs for each
 * (SPEC §4 live data; a restored match returns to its old place in the list).
 */
export function useLiveMatches(organisationId: string, onChange: () => void) {
  const recorded = useMemo<GraphQLSubscriptionConfig<HistoryListRecordedSubscriptionType>>(
    () => ({
      subscription: HistoryListRecordedSubscription,
      variables: { organisationId },
      onNext: onChange,
    }),
    [organisationId, onChange],
  );
  const deleted = useMemo<GraphQLSubscriptionConfig<HistoryListDeletedSubscriptionType>>(
    () => ({ subscription: HistoryListDeletedSubscription, variables: { organisationId }, onNext: onChange }),
    [organisationId, onChange],
  );
  const restored = useMemo<GraphQLSubscriptionConfig<HistoryListRestoredSubscriptionType>>(
    () => ({
      subscription: HistoryListRestoredSubscription,
      variables: { organisationId },
      onNext: onChange,
    }),
    [organisationId, onChange],
  );
  useSubscription(recorded);
  useSubscription(deleted);
  useSubscription(restored);
  useLiveReconnect(onChange);
}
