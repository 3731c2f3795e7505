import { graphql } from 'react-relay';
import { useCommand } from '../../app/useCommand';
import type { useJoinTourneyMutation as useJoinTourneyMutationType } from './__generated__/useJoinTourneyMutation.graphql';
import { commandFailed } from './commandFailed';

const useJoinTourneyMutation = graphql`
  mutation useJoinTourneyMutation($input: JoinTourneyInput!) {
    joinTourney(input: $input) {
      __typename
      ... on JoinTourneyPayload {
        tourney {
          ...TourneyCard_tourney
          ...TourneyDetails_tourney
        }
      }
      ... on Error {
        message
      }
      ... on InputValidationError {
        issues {
          message
        }
      }
    }
  }
`;

/** SPEC §2 'Join tourney': the viewer's player joins an open tourney. */
export function useJoinTourney() {
  const [run, joining] = useCommand<useJoinTourneyMutationType>(useJoinTourneyMutation);
  const join = (tourneyId: string) =>
    run({ input: { tourneyId, commandId: crypto.randomUUID() } }, { done: () => {}, failed: commandFailed });
  return [join, joining] as const;
}
