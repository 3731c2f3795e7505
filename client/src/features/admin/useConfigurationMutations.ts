import { graphql } from 'react-relay';
import type { ConfigurationSectionDepartmentsMutation as ConfigurationSectionDepartmentsMutationType } from './__generated__/ConfigurationSectionDepartmentsMutation.graphql';
import type { ConfigurationSectionUpdateMutation as ConfigurationSectionUpdateMutationType } from './__generated__/ConfigurationSectionUpdateMutation.graphql';
import type { RanksSectionUpdateMutation as RanksSectionUpdateMutationType } from './__generated__/RanksSectionUpdateMutation.graphql';
import { useSave } from './useSave';

// The league's configuration: its values, the installation's departments, the rank ladder.

const ConfigurationSectionDepartmentsMutation = graphql`
  mutation ConfigurationSectionDepartmentsMutation($input: UpdateDefaultDepartmentsInput!) {
    updateDefaultDepartments(input: $input) {
      __typename
      ... on UpdateDefaultDepartmentsPayload { departments }
      ... on Error { message }
      ... on InputValidationError { issues { message } }
    }
  }
`;

/** Saves the installation's department list. */
export const useUpdateDefaultDepartments = () =>
  useSave<ConfigurationSectionDepartmentsMutationType>(ConfigurationSectionDepartmentsMutation);

const ConfigurationSectionUpdateMutation = graphql`
  mutation ConfigurationSectionUpdateMutation($input: UpdateLeagueConfigInput!) {
    updateLeagueConfig(input: $input) {
      __typename
      ... on UpdateLeagueConfigPayload { organisation { ...LeagueConfigForm_organisation } }
      ... on Error { message }
      ... on InputValidationError { issues { message } }
    }
  }
`;

/** Saves the league's configuration values. */
export const useUpdateLeagueConfig = () =>
  useSave<ConfigurationSectionUpdateMutationType>(ConfigurationSectionUpdateMutation);

const RanksSectionUpdateMutation = graphql`
  mutation RanksSectionUpdateMutation($input: UpdateRankLadderInput!) {
    updateRankLadder(input: $input) {
      __typename
      ... on UpdateRankLadderPayload { organisation { ...Ladder_organisation } }
      ... on Error { message }
      ... on InputValidationError { issues { message } }
    }
  }
`;

/** Saves the rank ladder. */
export const useUpdateRankLadder = () => useSave<RanksSectionUpdateMutationType>(RanksSectionUpdateMutation);
