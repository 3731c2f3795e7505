import { createContext, useContext } from 'react';
import { fetchQuery } from 'react-relay';
import type { IEnvironment } from 'relay-runtime';
import AdminLayoutQuery, {
  type AdminLayoutQuery as AdminLayoutQueryType,
} from './__generated__/AdminLayoutQuery.graphql';

/**
 * The organisation the admin area shows and what the viewer may do there, as the server's
 * `viewerCan…` fields say (the client decides no role rule).
 */
export interface AdminOrg {
  orgId: string;
  /** Organisation.viewerCanAdminister: details, locations, departments, seasons, configuration. */
  canEdit: boolean;
  /** Organisation.viewerCanChangeRoles: the People tab's role toggles. */
  canChangeRoles: boolean;
  /** The installation-wide powers (Viewer.viewerCan…): other organisations, defaults, rebuilds. */
  installation: InstallationCapabilities;
  /** After creating an organisation: list it and switch to it. */
  showOrganisation: (orgId: string) => void;
}

export interface InstallationCapabilities {
  createOrganisation: boolean;
  editDefaultDepartments: boolean;
  rebuildReadModels: boolean;
  seeNewcomers: boolean;
}

export const AdminOrgContext = createContext<AdminOrg | null>(null);

export function useAdminOrg(): AdminOrg {
  const org = useContext(AdminOrgContext);
  if (!org) throw new Error('useAdminOrg outside the admin area');
  return org;
}

interface Managing<O> {
  readonly organisation: { readonly id: string } | null | undefined;
  readonly managedOrganisations: readonly O[];
}

/** The organisation shown: the one in `?org=`, else the viewer's own, else the first they manage. */
export function chooseAdminOrg<O extends { readonly id: string }>(
  viewer: Managing<O> | null | undefined,
  wanted: string | null,
): O | null {
  const managed = viewer?.managedOrganisations ?? [];
  return (
    managed.find((o) => o.id === wanted) ??
    managed.find((o) => o.id === viewer?.organisation?.id) ??
    managed[0] ??
    null
  );
}

/**
 * The variables of an admin tab's query, for its route's loader: the organisation the admin area
 * will show for this URL, chosen as AdminLayout chooses it, from the same query (the store's answer,
 * or the layout loader's request in flight). Null when the viewer manages none.
 */
export async function adminOrgVariables(environment: IEnvironment, url: string) {
  const wanted = new URL(url).searchParams.get('org');
  const ask = (fetchPolicy: 'store-or-network' | 'network-only') =>
    fetchQuery<AdminLayoutQueryType>(environment, AdminLayoutQuery, {}, { fetchPolicy }).toPromise();
  let data = await ask('store-or-network');
  // An organisation created a moment ago (NewOrganisation) is not in the stored list yet.
  if (wanted && !data?.viewer?.managedOrganisations.some((o) => o.id === wanted))
    data = await ask('network-only');
  const shown = chooseAdminOrg(data?.viewer, wanted);
  return shown && { orgId: shown.id };
}
