import { graphql } from 'react-relay';
import { type CommandOutcome, useCommand } from '../../app/useCommand';
import type {
  PlayerSettingsUpdateMutation as PlayerSettingsUpdateMutationType,
  UpdatePlayerInput,
} from './__generated__/PlayerSettingsUpdateMutation.graphql';

const PlayerSettingsUpdateMutation = graphql`
  mutation PlayerSettingsUpdateMutation($input: UpdatePlayerInput!) {
    updatePlayer(input: $input) {
      __typename
      ... on UpdatePlayerPayload {
        player {
          id
          nickname
          imageUrl
          department
          location {
            id
            name
          }
        }
      }
      ... on InputValidationError {
        issues {
          message
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

/** The viewer changes their own player: nickname, location, department, image. */
export function useUpdatePlayer() {
  const [run, saving] = useCommand<PlayerSettingsUpdateMutationType>(PlayerSettingsUpdateMutation);
  const updatePlayer = (
    input: UpdatePlayerInput,
    outcome: CommandOutcome<PlayerSettingsUpdateMutationType>,
  ) => run({ input }, outcome);
  return [updatePlayer, saving] as const;
}
