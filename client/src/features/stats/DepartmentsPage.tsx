import { useState } from 'react';
import { graphql } from 'react-relay';
import { useRouteQuery } from '../../app/routeQuery';
import type { DepartmentsPageQuery as DepartmentsPageQueryType } from './__generated__/DepartmentsPageQuery.graphql';
import { SeasonScope } from './SeasonScope';
import { TableSection } from './TableSection';

const DepartmentsPageQuery = graphql`
  query DepartmentsPageQuery($org: ID, $season: Int) @preloadable {
    ...SeasonScope_query @arguments(org: $org, season: $season)
    viewer {
      statsOrganisation(id: $org) {
        season(number: $season) {
          one: departmentRanking(mode: 1) {
            place
            name
            averageRating
            size
          }
          two: departmentRanking(mode: 2) {
            place
            name
            averageRating
            size
          }
        }
      }
    }
  }
`;

const PAGE = 10;

interface Department {
  readonly place: number;
  readonly name: string;
  readonly averageRating: number;
  readonly size: number;
}

/**
 * SPEC §2 Departments screen: two rankings (1 vs 1, 2 vs 2) side by side, stacked below `lg`
 * (1024 px, SPEC §9's mobile breakpoint, as the season tables); each department by its members'
 * average rating this season (SPEC §9), 10 rows a page.
 */
export default function DepartmentsPage() {
  const [data] = useRouteQuery<DepartmentsPageQueryType>(DepartmentsPageQuery);
  const season = data.viewer?.statsOrganisation?.season;
  return (
    <SeasonScope query={data}>
      {season && (
        <div className="kl-table-pair">
          <DepartmentTable title="1 vs 1" rows={season.one} />
          <DepartmentTable title="2 vs 2" rows={season.two} />
        </div>
      )}
    </SeasonScope>
  );
}

function DepartmentTable(props: { title: string; rows: readonly Department[] }) {
  const [page, setPage] = useState(1);
  const shown = props.rows.slice((page - 1) * PAGE, page * PAGE);
  return (
    <TableSection
      title={props.title}
      empty={props.rows.length === 0 ? 'No departments yet.' : null}
      page={page}
      pageCount={Math.ceil(props.rows.length / PAGE)}
      onPage={setPage}
    >
      <thead>
        <tr>
          <th className="kl-num kl-col-rank">Rank</th>
          <th>Name</th>
          <th className="kl-num">{props.title} rating</th>
          <th className="kl-num">Size</th>
        </tr>
      </thead>
      <tbody>
        {shown.map((d) => (
          <tr key={d.name}>
            <td className="kl-num kl-muted">{d.place}</td>
            <td className="kl-medium">{d.name}</td>
            <td className="kl-num kl-strong">{d.averageRating}</td>
            <td className="kl-num">{d.size}</td>
          </tr>
        ))}
      </tbody>
    </TableSection>
  );
}
