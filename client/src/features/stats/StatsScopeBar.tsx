import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { graphql, useFragment } from 'react-relay';
import { localDay } from '../../lib/seasons';
import type { StatsScopeBar_organisation$key } from './__generated__/StatsScopeBar_organisation.graphql';
import type { StatsScopeBar_query$key } from './__generated__/StatsScopeBar_query.graphql';
import type { StatsScopeBar_season$key } from './__generated__/StatsScopeBar_season.graphql';
import { useStatsScope } from './statsParams';

/**
 * SPEC §2 Season screen: the season selector, the organisation selector (admins and moderators
 * only: the public organisations and their own) and the season's date range, yyyy-MM-dd. Without
 * `query` (a player's profile: the seasons of the player's organisation) there is no organisation
 * selector. Plain elements (ui/stats.css), so the season screen paints without Chakra.
 */
// The selects are 44 px high on a phone (a thumb's target), compact on a desktop (ui/stats.css).

export function StatsScopeBar(props: {
  query?: StatsScopeBar_query$key | null;
  organisation: StatsScopeBar_organisation$key;
  season: StatsScopeBar_season$key | null;
  /** False on tabs that are not about one season (the rank ladder). */
  withSeason?: boolean;
}) {
  const { setOrg, setSeason } = useStatsScope();
  const query = useFragment(
    graphql`
      fragment StatsScopeBar_query on Query {
        viewer {
          canChooseOrganisation
        }
        organisations(first: 100) {
          edges {
            node {
              id
              name
            }
          }
        }
      }
    `,
    props.query ?? null,
  );
  const org = useFragment(
    graphql`
      fragment StatsScopeBar_organisation on Organisation {
        id
        seasons(first: 100) {
          edges {
            node {
              number
            }
          }
        }
      }
    `,
    props.organisation,
  );
  const season = useFragment(
    graphql`
      fragment StatsScopeBar_season on Season {
        number
        startsOn
        endsOn
      }
    `,
    props.season,
  );
  const seasons = org.seasons.edges.map((e) => e.node.number);
  const ids = useId();
  return (
    <div className="kl-scope-bar">
      {props.withSeason !== false && seasons.length > 0 && (
        <div className="kl-scope-field" data-width="season">
          <label className="kl-field-label" htmlFor={`${ids}season`}>
            Season
          </label>
          <Select
            id={`${ids}season`}
            value={season?.number ?? ''}
            onChange={(value) => setSeason(Number(value))}
            options={seasons.map((n) => ({ value: String(n), label: `Season ${n}` }))}
          />
        </div>
      )}
      {query?.viewer?.canChooseOrganisation && (
        <div className="kl-scope-field" data-width="organisation">
          <label className="kl-field-label" htmlFor={`${ids}org`}>
            Organisation
          </label>
          <Select
            id={`${ids}org`}
            value={org.id}
            onChange={setOrg}
            options={query.organisations.edges.map(({ node }) => ({ value: node.id, label: node.name }))}
          />
        </div>
      )}
      {season && (
        <span className="kl-muted kl-small kl-scope-dates">
          {localDay(season.startsOn)} – {localDay(season.endsOn)}
        </span>
      )}
    </div>
  );
}

/** A native select that looks like Chakra's (outline), with its indicator. */
function Select(props: {
  id: string;
  value: string | number;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
}) {
  return (
    <div className="kl-select">
      <select id={props.id} value={props.value} onChange={(e) => props.onChange(e.target.value)}>
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <ChevronDown aria-hidden />
    </div>
  );
}
