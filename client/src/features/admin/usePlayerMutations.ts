import { graphql } from 'react-relay';
import type { PlayersSectionAddMutation as PlayersSectionAddMutationType } from './__generated__/PlayersSectionAddMutation.graphql';
import type { PlayersSectionDeleteMutation as PlayersSectionDeleteMutationType } from './__generated__/PlayersSectionDeleteMutation.graphql';
import type { PlayersSectionDisableMutation as PlayersSectionDisableMutationType } from './__generated__/PlayersSectionDisableMutation.graphql';
import type { PlayersSectionEditMutation as PlayersSectionEditMutationType } from './__generated__/PlayersSectionEditMutation.graphql';
import type { PlayersSectionHostMutation as PlayersSectionHostMutationType } from './__generated__/PlayersSectionHostMutation.graphql';
import { useSave } from './useSave';

// The players tab's mutations: a changed player answers with its row's fragment.

const PlayersSectionAddMutation = graphql`
  mutation PlayersSectionAddMutation($input: AddPlayerInput!) {
    addPlayer(input: $input) {
      __typename
      ... on AddPlayerPayload { player { id } }
      ... on Error { message }
      ... on InputValidationError { issues { message } }
    }
  }
`;

/** Adds a player (a guest, or someone who claims it later). */
export const useAddPlayer = () =>
  useSave<PlayersSectionAddMutationType>(PlayersSectionAddMutation, 'Player added');

const PlayersSectionEditMutation = graphql`
  mutation PlayersSectionEditMutation($input: ManagePlayerInput!) {
    managePlayer(input: $input) {
      __typename
      ... on ManagePlayerPayload { player { ...PlayerRow_player } }
      ... on Error { message }
      ... on InputValidationError { issues { message } }
    }
  }
`;

/** Corrects a player's name, nickname, department, location and image. */
export const useManagePlayer = () => useSave<PlayersSectionEditMutationType>(PlayersSectionEditMutation);

const PlayersSectionDisableMutation = graphql`
  mutation PlayersSectionDisableMutation($input: SetPlayerDisabledInput!) {
    setPlayerDisabled(input: $input) {
      __typename
      ... on SetPlayerDisabledPayload { player { ...PlayerRow_player } }
      ... on Error { message }
    }
  }
`;

/** Disables or enables a player. */
export const useSetPlayerDisabled = () =>
  useSave<PlayersSectionDisableMutationType>(PlayersSectionDisableMutation);

const PlayersSectionHostMutation = graphql`
  mutation PlayersSectionHostMutation($input: SetPlayerHostInput!) {
    setPlayerHost(input: $input) {
      __typename
      ... on SetPlayerHostPayload { player { ...PlayerRow_player } }
      ... on Error { message }
    }
  }
`;

/** Gives or takes the host role. */
export const useSetPlayerHost = () => useSave<PlayersSectionHostMutationType>(PlayersSectionHostMutation);

const PlayersSectionDeleteMutation = graphql`
  mutation PlayersSectionDeleteMutation($input: DeletePlayerInput!) {
    deletePlayer(input: $input) {
      __typename
      ... on DeletePlayerPayload { deletedPlayerId @deleteRecord }
      ... on Error { message }
    }
  }
`;

/** Deletes an unclaimed player; the record leaves the store. */
export const useDeletePlayer = () =>
  useSave<PlayersSectionDeleteMutationType>(PlayersSectionDeleteMutation, 'Player deleted');
