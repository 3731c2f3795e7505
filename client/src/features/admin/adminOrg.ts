import { createContext, useContext } from 'react';

/** The organisation the admin area shows, and whether the viewer may change it (its admins only). */
export interface AdminOrg {
  orgId: string;
  canEdit: boolean;
  /** Installation-wide powers: other organisations, the default departments, read-model rebuilds. */
  installationAdmin: boolean;
  /** After creating an organisation: list it and switch to it. */
  showOrganisation: (orgId: string) => void;
}

export const AdminOrgContext = createContext<AdminOrg | null>(null);

export function useAdminOrg(): AdminOrg {
  const org = useContext(AdminOrgContext);
  if (!org) throw new Error('useAdminOrg outside the admin area');
  return org;
}
