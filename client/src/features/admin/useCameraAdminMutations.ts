import { graphql } from 'react-relay';
import type { CameraTokenCreateMutation as CreateType } from './__generated__/CameraTokenCreateMutation.graphql';
import type { CameraTokenRevokeMutation as RevokeType } from './__generated__/CameraTokenRevokeMutation.graphql';
import type { EmbeddedToolsUpdateMutation as ToolsType } from './__generated__/EmbeddedToolsUpdateMutation.graphql';
import { useSave } from './useSave';

// The camera agent's token of a location (DESIGN §12) and the tools the organisation embeds.

const CameraTokenCreateMutation = graphql`
  mutation CameraTokenCreateMutation($input: CreateCameraTokenInput!) {
    createCameraToken(input: $input) {
      __typename
      ... on CreateCameraTokenPayload { token organisation { locations { ...CameraToken_location } } }
      ... on Error { message }
    }
  }
`;

/** A new token for the location's camera agent (it replaces the previous one). */
export const useCreateCameraToken = () =>
  useSave<CreateType>(CameraTokenCreateMutation, 'Camera token created');

const CameraTokenRevokeMutation = graphql`
  mutation CameraTokenRevokeMutation($input: RevokeCameraTokenInput!) {
    revokeCameraToken(input: $input) {
      __typename
      ... on RevokeCameraTokenPayload { organisation { locations { ...CameraToken_location } } }
      ... on Error { message }
    }
  }
`;

/** The location's camera agent can no longer sign in. */
export const useRevokeCameraToken = () =>
  useSave<RevokeType>(CameraTokenRevokeMutation, 'Camera token revoked');

const EmbeddedToolsUpdateMutation = graphql`
  mutation EmbeddedToolsUpdateMutation($input: UpdateLeagueConfigInput!) {
    updateLeagueConfig(input: $input) {
      __typename
      ... on UpdateLeagueConfigPayload { organisation { ...EmbeddedTools_organisation } }
      ... on Error { message }
      ... on InputValidationError { issues { message } }
    }
  }
`;

/** Saves the soundboard, archive and feedback addresses. */
export const useUpdateEmbeddedTools = () => useSave<ToolsType>(EmbeddedToolsUpdateMutation);
