import type { ReactNode } from 'react';
import { NumberedPages } from './NumberedPages';

/**
 * A titled table of the stats area (SPEC §2: 10 rows a page with pagination): its heading and an
 * optional note beside it, the table (`children`: its thead and tbody, plain elements whose number
 * cells have the class `kl-num`), or `empty` when it has no rows, and the page buttons. Plain
 * elements styled by ui/stats.css: the season screen, where players land, paints without Chakra.
 */
export function TableSection(props: {
  title: string;
  note?: ReactNode;
  /** What to say instead of an empty table; null when there are rows. */
  empty: string | null;
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <section className="kl-table-section" aria-label={props.title}>
      <div className="kl-table-title">
        <h2 className="kl-heading" data-size="md">
          {props.title}
        </h2>
        {props.note && <span className="kl-muted kl-small">{props.note}</span>}
      </div>
      {props.empty !== null ? (
        <p className="kl-muted kl-table-empty">{props.empty}</p>
      ) : (
        <div className="kl-table-frame">
          <table className="kl-table" aria-busy={props.busy}>
            {props.children}
          </table>
        </div>
      )}
      <NumberedPages
        page={props.page}
        pageCount={props.pageCount}
        onPage={props.onPage}
        busy={props.busy}
        label={`${props.title} pages`}
      />
    </section>
  );
}
