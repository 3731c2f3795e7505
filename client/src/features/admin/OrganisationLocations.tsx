import { Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { OrganisationLocations_organisation$key } from './__generated__/OrganisationLocations_organisation.graphql';
import { AdminCard, AdminsOnlyNote } from './AdminCard';
import { LocationForm } from './LocationForm';

/** Where the tables are: a form per location, and one for a new location. */
export function OrganisationLocations(props: {
  organisation: OrganisationLocations_organisation$key;
  canEdit: boolean;
}) {
  const { canEdit } = props;
  const org = useFragment(
    graphql`
      fragment OrganisationLocations_organisation on Organisation {
        id
        config {
          defaultLive
        }
        locations {
          id
          ...LocationForm_location
        }
      }
    `,
    props.organisation,
  );
  return (
    <AdminCard
      title="Locations"
      description="Where your tables are. Players are matched to the nearest one; the camera address serves live view and replays; live scoring offers the Live button of Add Game there."
    >
      {org.locations.length === 0 && <Text color="fg.muted">No locations yet.</Text>}
      {org.locations.map((l) => (
        <LocationForm key={l.id} orgId={org.id} location={l} canEdit={canEdit} />
      ))}
      {canEdit ? (
        <LocationForm orgId={org.id} canEdit defaultLive={org.config.defaultLive} />
      ) : (
        <AdminsOnlyNote />
      )}
    </AdminCard>
  );
}
