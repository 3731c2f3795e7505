import { graphql } from 'react-relay';
import type { OrganisationSectionAddDepartmentMutation as OrganisationSectionAddDepartmentMutationType } from './__generated__/OrganisationSectionAddDepartmentMutation.graphql';
import type { OrganisationSectionAddLocationMutation as OrganisationSectionAddLocationMutationType } from './__generated__/OrganisationSectionAddLocationMutation.graphql';
import type { OrganisationSectionCreateMutation as OrganisationSectionCreateMutationType } from './__generated__/OrganisationSectionCreateMutation.graphql';
import type { OrganisationSectionDetailsMutation as OrganisationSectionDetailsMutationType } from './__generated__/OrganisationSectionDetailsMutation.graphql';
import type { OrganisationSectionRemoveDepartmentMutation as OrganisationSectionRemoveDepartmentMutationType } from './__generated__/OrganisationSectionRemoveDepartmentMutation.graphql';
import type { OrganisationSectionRemoveLocationMutation as OrganisationSectionRemoveLocationMutationType } from './__generated__/OrganisationSectionRemoveLocationMutation.graphql';
import type { OrganisationSectionUpdateLocationMutation as OrganisationSectionUpdateLocationMutationType } from './__generated__/OrganisationSectionUpdateLocationMutation.graphql';
import { useSave } from './useSave';

// The organisation tab's mutations: each answers with the fragment of what it changed.

const OrganisationSectionAddLocationMutation = graphql`
  mutation OrganisationSectionAddLocationMutation($input: AddLocationInput!) {
    addLocation(input: $input) {
      __typename
      ... on AddLocationPayload { organisation { ...OrganisationLocations_organisation } }
      ... on Error { message }
      ... on InputValidationError { issues { message } }
    }
  }
`;

/** Adds a location (a table) to the organisation. */
export const useAddLocation = () =>
  useSave<OrganisationSectionAddLocationMutationType>(
    OrganisationSectionAddLocationMutation,
    'Location added',
  );

const OrganisationSectionUpdateLocationMutation = graphql`
  mutation OrganisationSectionUpdateLocationMutation($input: UpdateLocationInput!) {
    updateLocation(input: $input) {
      __typename
      ... on UpdateLocationPayload { organisation { ...OrganisationLocations_organisation } }
      ... on Error { message }
      ... on InputValidationError { issues { message } }
    }
  }
`;

/** Corrects a location's name, coordinates or camera address. */
export const useUpdateLocation = () =>
  useSave<OrganisationSectionUpdateLocationMutationType>(OrganisationSectionUpdateLocationMutation);

const OrganisationSectionRemoveLocationMutation = graphql`
  mutation OrganisationSectionRemoveLocationMutation($input: RemoveLocationInput!) {
    removeLocation(input: $input) {
      __typename
      ... on RemoveLocationPayload { organisation { ...OrganisationLocations_organisation } }
      ... on Error { message }
    }
  }
`;

/** Removes a location. */
export const useRemoveLocation = () =>
  useSave<OrganisationSectionRemoveLocationMutationType>(
    OrganisationSectionRemoveLocationMutation,
    'Location removed',
  );

const OrganisationSectionCreateMutation = graphql`
  mutation OrganisationSectionCreateMutation($input: CreateOrganisationInput!) {
    createOrganisation(input: $input) {
      __typename
      ... on CreateOrganisationPayload { organisation { id } }
      ... on Error { message }
      ... on InputValidationError { issues { message } }
    }
  }
`;

/** Creates another organisation of the installation (installation admins). */
export const useCreateOrganisation = () =>
  useSave<OrganisationSectionCreateMutationType>(OrganisationSectionCreateMutation, 'Organisation created');

const OrganisationSectionAddDepartmentMutation = graphql`
  mutation OrganisationSectionAddDepartmentMutation($input: AddDepartmentInput!) {
    addDepartment(input: $input) {
      __typename
      ... on AddDepartmentPayload { organisation { ...OrganisationDepartments_organisation } }
      ... on Error { message }
      ... on InputValidationError { issues { message } }
    }
  }
`;

/** Adds one of the organisation's own departments. */
export const useAddDepartment = () =>
  useSave<OrganisationSectionAddDepartmentMutationType>(
    OrganisationSectionAddDepartmentMutation,
    'Department added',
  );

const OrganisationSectionRemoveDepartmentMutation = graphql`
  mutation OrganisationSectionRemoveDepartmentMutation($input: RemoveDepartmentInput!) {
    removeDepartment(input: $input) {
      __typename
      ... on RemoveDepartmentPayload { organisation { ...OrganisationDepartments_organisation } }
      ... on Error { message }
    }
  }
`;

/** Removes one of the organisation's own departments. */
export const useRemoveDepartment = () =>
  useSave<OrganisationSectionRemoveDepartmentMutationType>(
    OrganisationSectionRemoveDepartmentMutation,
    'Department removed',
  );

const OrganisationSectionDetailsMutation = graphql`
  mutation OrganisationSectionDetailsMutation($input: UpdateOrganisationInput!) {
    updateOrganisation(input: $input) {
      __typename
      ... on UpdateOrganisationPayload { organisation { ...OrganisationDetails_organisation } }
      ... on Error { message }
      ... on InputValidationError { issues { message } }
    }
  }
`;

/** Saves the organisation's name, visibility, logo and time zone. */
export const useUpdateOrganisation = () =>
  useSave<OrganisationSectionDetailsMutationType>(OrganisationSectionDetailsMutation);
