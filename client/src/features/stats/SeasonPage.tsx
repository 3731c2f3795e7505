import { graphql } from 'react-relay';
import { useLocation } from 'react-router';
import { useRouteQuery } from '../../app/routeQuery';
import type { SeasonPageQuery as SeasonPageQueryType } from './__generated__/SeasonPageQuery.graphql';
import { ChallengeFlyout, ChallengeIcon } from './ChallengeFlyout';
import { SeasonScope } from './SeasonScope';
import { SeasonTables } from './SeasonTables';

// Started by the route's loader (app/routes.tsx) from the URL: ?org, ?season, ?asOf.
const SeasonPageQuery = graphql`
  query SeasonPageQuery($org: ID, $season: Int, $asOf: ID) @preloadable {
    ...SeasonScope_query @arguments(org: $org, season: $season)
    viewer {
      statsOrganisation(id: $org) {
        ...ChallengeFlyout_organisation
        season(number: $season) {
          ...SeasonTables_season @arguments(asOf: $asOf)
        }
      }
    }
  }
`;

/**
 * SPEC §2 Season screen (the stats' default tab), and issue 13 item 6: the table of a past moment.
 * Where players land after sign-in and after Submit: plain elements (ui/stats.css), no Chakra, so
 * the tables paint as soon as their data is there (docs/benchmarks.md, Lighthouse).
 */
export default function SeasonPage() {
  const [data] = useRouteQuery<SeasonPageQueryType>(SeasonPageQuery);
  const location = useLocation();
  const recordedMatchId = (location.state as { recordedMatchId?: string } | null)?.recordedMatchId ?? null;
  const org = data.viewer?.statsOrganisation;
  return (
    <SeasonScope
      query={data}
      aside={
        org && (
          <div className="kl-scope-aside">
            <ChallengeFlyout organisation={org} />
            <ChallengeIcon organisation={org} />
          </div>
        )
      }
    >
      {org?.season && <SeasonTables season={org.season} recordedMatchId={recordedMatchId} />}
    </SeasonScope>
  );
}
