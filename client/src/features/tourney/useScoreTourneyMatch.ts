import { graphql } from 'react-relay';
import { useCommand } from '../../app/useCommand';
import type { useScoreTourneyMatchMutation as useScoreTourneyMatchMutationType } from './__generated__/useScoreTourneyMatchMutation.graphql';
import { commandFailed } from './commandFailed';

// The answer carries the whole plan: a score of 6 locks the match and moves its winner on (SPEC §4).
const useScoreTourneyMatchMutation = graphql`
  mutation useScoreTourneyMatchMutation($input: ScoreTourneyMatchInput!) {
    scoreTourneyMatch(input: $input) {
      __typename
      ... on ScoreTourneyMatchPayload {
        tourney {
          ...TourneyPlan_tourney
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

/** SPEC §5 'Tourney match score': both current scores of a match; `settled` runs after either outcome. */
export function useScoreTourneyMatch() {
  const [run, scoring] = useCommand<useScoreTourneyMatchMutationType>(useScoreTourneyMatchMutation);
  const score = (
    input: { tourneyId: string; matchId: string; scoreHome: number; scoreAway: number },
    settled: () => void,
  ) =>
    run(
      { input: { ...input, commandId: crypto.randomUUID() } },
      {
        done: settled,
        failed: (message, network) => {
          settled();
          commandFailed(message, network);
        },
      },
    );
  return [score, scoring] as const;
}
