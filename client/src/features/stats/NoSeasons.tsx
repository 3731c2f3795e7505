import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { NoSeasons_organisation$key } from './__generated__/NoSeasons_organisation.graphql';

/** SPEC §2: an organisation without seasons. Its admins get the way to create one. */
export function NoSeasons(props: { organisation: NoSeasons_organisation$key }) {
  const org = useFragment(
    graphql`
      fragment NoSeasons_organisation on Organisation {
        viewerCanAdminister
      }
    `,
    props.organisation,
  );
  return (
    <div className="kl-no-seasons">
      <p className="kl-heading" data-size="lg">
        No Seasons Available
      </p>
      {org.viewerCanAdminister ? (
        <Link className="kl-link" to="/admin/seasons">
          Create a season in the admin area
        </Link>
      ) : (
        <p className="kl-muted">Please contact an administrator to create a season.</p>
      )}
    </div>
  );
}
