import { graphql, useFragment } from 'react-relay';
import { NAME_LIMIT } from '../../lib/names';
import { PlayerName } from '../../ui/PlayerName';
import type { CountTable_page$key } from './__generated__/CountTable_page.graphql';
import { TableSection } from './TableSection';

/** A table of players and a count (the krabbel tables): rank, name, count; 10 rows a page. */
export function CountTable(props: {
  title: string;
  page: CountTable_page$key;
  onPage: (page: number) => void;
  busy: boolean;
}) {
  const table = useFragment(
    graphql`
      fragment CountTable_page on CountPage {
        page
        pageCount
        entries {
          place
          count
          player {
            id
            ...PlayerName_player
          }
        }
      }
    `,
    props.page,
  );
  return (
    <TableSection
      title={props.title}
      empty={table.entries.length === 0 ? 'Nobody yet.' : null}
      page={table.page}
      pageCount={table.pageCount}
      onPage={props.onPage}
      busy={props.busy}
    >
      <thead>
        <tr>
          <th className="kl-num kl-col-rank">Rank</th>
          <th>Name</th>
          <th className="kl-num">Count</th>
        </tr>
      </thead>
      <tbody>
        {table.entries.map((e) => (
          <tr key={e.player?.id ?? `${e.place}-${e.count}`}>
            <td className="kl-num kl-muted">{e.place}</td>
            <td>
              <PlayerName player={e.player} limit={NAME_LIMIT.tables} />
            </td>
            <td className="kl-num kl-strong">{e.count}</td>
          </tr>
        ))}
      </tbody>
    </TableSection>
  );
}
