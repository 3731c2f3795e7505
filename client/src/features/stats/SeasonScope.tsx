import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { SeasonScope_query$key } from './__generated__/SeasonScope_query.graphql';
import { NoSeasons } from './NoSeasons';
import { StatsScopeBar } from './StatsScopeBar';

/**
 * The frame of a stats tab about one season: the season and organisation selectors with the date
 * range (and `aside`, e.g. the challenge), then the tab's content, or SPEC's 'No Seasons Available'.
 * A tab's query spreads `...SeasonScope_query @arguments(org: $org, season: $season)`. Plain
 * elements (ui/stats.css), so the season screen paints without Chakra.
 */
export function SeasonScope(props: { query: SeasonScope_query$key; aside?: ReactNode; children: ReactNode }) {
  const data = useFragment(
    graphql`
      fragment SeasonScope_query on Query
      @argumentDefinitions(org: { type: "ID" }, season: { type: "Int" }) {
        ...StatsScopeBar_query
        viewer {
          statsOrganisation(id: $org) {
            ...StatsScopeBar_organisation
            ...NoSeasons_organisation
            season(number: $season) {
              ...StatsScopeBar_season
            }
          }
        }
      }
    `,
    props.query,
  );
  const org = data.viewer?.statsOrganisation;
  if (!org) return <div className="kl-alert">You have no organisation yet.</div>;
  return (
    <div className="kl-page-stack">
      <div className="kl-scope-row">
        <StatsScopeBar query={data} organisation={org} season={org.season ?? null} />
        {props.aside}
      </div>
      {org.season ? props.children : <NoSeasons organisation={org} />}
    </div>
  );
}
