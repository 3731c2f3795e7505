import { graphql } from 'react-relay';
import type { PeopleSectionInstallationMutation as PeopleSectionInstallationMutationType } from './__generated__/PeopleSectionInstallationMutation.graphql';
import type { PeopleSectionRoleMutation as PeopleSectionRoleMutationType } from './__generated__/PeopleSectionRoleMutation.graphql';
import type { PeopleSectionVerifyMutation as PeopleSectionVerifyMutationType } from './__generated__/PeopleSectionVerifyMutation.graphql';
import { useSave } from './useSave';

// The people tab's mutations: roles per organisation, installation admins, e-mail state.

const PeopleSectionRoleMutation = graphql`
  mutation PeopleSectionRoleMutation($input: SetUserRoleInput!, $orgId: ID!) {
    setUserRole(input: $input) {
      __typename
      ... on SetUserRolePayload {
        user {
          id
          roles(organisationId: $orgId)
          viewerCanGrant(organisationId: $orgId)
          viewerCanRevoke(organisationId: $orgId)
        }
      }
      ... on Error { message }
    }
  }
`;

/** Grants or revokes a role in the organisation; the person's roles there come back. */
export const useSetUserRole = () => useSave<PeopleSectionRoleMutationType>(PeopleSectionRoleMutation);

const PeopleSectionInstallationMutation = graphql`
  mutation PeopleSectionInstallationMutation($input: SetInstallationAdminInput!) {
    setInstallationAdmin(input: $input) {
      __typename
      ... on SetInstallationAdminPayload { user { id isInstallationAdmin viewerCanChangeInstallationAdmin } }
      ... on Error { message }
    }
  }
`;

/** Appoints or removes an installation admin. */
export const useSetInstallationAdmin = () =>
  useSave<PeopleSectionInstallationMutationType>(PeopleSectionInstallationMutation);

const PeopleSectionVerifyMutation = graphql`
  mutation PeopleSectionVerifyMutation($input: MarkEmailVerifiedInput!) {
    markEmailVerified(input: $input) {
      __typename
      ... on MarkEmailVerifiedPayload { user { id emailVerified } }
      ... on Error { message }
    }
  }
`;

/** Marks a person's e-mail verified. */
export const useMarkEmailVerified = () =>
  useSave<PeopleSectionVerifyMutationType>(PeopleSectionVerifyMutation, 'E-mail marked verified');
