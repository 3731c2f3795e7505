import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { useLiveReconnect } from '../../app/useLiveReconnect';
import type { useLiveTourneyChangedSubscription as ChangedType } from './__generated__/useLiveTourneyChangedSubscription.graphql';
import type { useLiveTourneyListSubscription as ListType } from './__generated__/useLiveTourneyListSubscription.graphql';

// SPEC §4 live data: the tourney after each join, launch, score and reset. Relay puts the answer into
// the store under the tourney's id, so every fragment of it on screen shows it at once.
const useLiveTourneyChangedSubscription = graphql`
  subscription useLiveTourneyChangedSubscription($id: ID!) {
    tourneyChanged(id: $id) {
      ...TourneyDetails_tourney
      ...TourneyPlan_tourney
      ...TvTourney_tourney
    }
  }
`;

const useLiveTourneyListSubscription = graphql`
  subscription useLiveTourneyListSubscription($organisationId: ID!) {
    tourneysChanged(organisationId: $organisationId) {
      ...TourneyCard_tourney
    }
  }
`;

/** One tourney as it changes (details, plan, TV view). */
export function useLiveTourney(id: string) {
  const config = useMemo<GraphQLSubscriptionConfig<ChangedType>>(
    () => ({ subscription: useLiveTourneyChangedSubscription, variables: { id } }),
    [id],
  );
  useSubscription(config);
}

/**
 * Any tourney of the organisation as it changes (the list): its card updates from the event;
 * `onChange` runs too, as a change may move a tourney between the tabs or add one.
 */
export function useLiveTourneys(organisationId: string, onChange: () => void) {
  const config = useMemo<GraphQLSubscriptionConfig<ListType>>(
    () => ({
      subscription: useLiveTourneyListSubscription,
      variables: { organisationId },
      onNext: onChange,
    }),
    [organisationId, onChange],
  );
  useSubscription(config);
  useLiveReconnect(onChange);
}
