import { ChevronLeft, ChevronRight } from 'lucide-react';

/**
 * Page buttons of a table (SPEC §2: 10 rows a page with pagination): previous, the page numbers
 * (a window around the current one on long tables), next. Nothing when there is one page. Plain
 * elements (ui/kit.css).
 */
export function NumberedPages(props: {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  label: string;
  busy?: boolean;
}) {
  const { page, pageCount, onPage, label } = props;
  if (pageCount <= 1) return null;
  const first = Math.max(1, Math.min(page - 2, pageCount - 4));
  const numbers = Array.from({ length: Math.min(5, pageCount) }, (_, i) => first + i);
  return (
    <nav aria-label={label} className="kl-pages">
      <button
        type="button"
        className="kl-button"
        data-variant="ghost"
        data-size="sm"
        aria-label="Previous page"
        disabled={page <= 1 || props.busy}
        onClick={() => onPage(page - 1)}
      >
        <ChevronLeft aria-hidden />
      </button>
      {numbers.map((n) => (
        <button
          type="button"
          key={n}
          className="kl-button"
          data-variant={n === page ? 'solid' : 'ghost'}
          data-size="sm"
          aria-current={n === page ? 'page' : undefined}
          aria-label={`Page ${n}`}
          disabled={props.busy && n !== page}
          onClick={() => n !== page && onPage(n)}
        >
          {n}
        </button>
      ))}
      {numbers.at(-1)! < pageCount && <span className="kl-muted kl-small">of {pageCount}</span>}
      <button
        type="button"
        className="kl-button"
        data-variant="ghost"
        data-size="sm"
        aria-label="Next page"
        disabled={page >= pageCount || props.busy}
        onClick={() => onPage(page + 1)}
      >
        <ChevronRight aria-hidden />
      </button>
    </nav>
  );
}
