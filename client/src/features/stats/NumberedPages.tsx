import { Button, HStack, IconButton, Text } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';

/**
 * Page buttons of a table (SPEC §2: 10 rows a page with pagination): previous, the page numbers
 * (a window around the current one on long tables), next. Nothing when there is one page.
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
    <HStack as="nav" aria-label={label} gap="1" justify="center" wrap="wrap">
      <IconButton
        aria-label="Previous page"
        variant="ghost"
        size="sm"
        disabled={page <= 1 || props.busy}
        onClick={() => onPage(page - 1)}
      >
        <ChevronLeft />
      </IconButton>
      {numbers.map((n) => (
        <Button
          key={n}
          size="sm"
          minW="9"
          variant={n === page ? 'solid' : 'ghost'}
          aria-current={n === page ? 'page' : undefined}
          aria-label={`Page ${n}`}
          disabled={props.busy && n !== page}
          onClick={() => n !== page && onPage(n)}
        >
          {n}
        </Button>
      ))}
      {numbers.at(-1)! < pageCount && (
        <Text color="fg.muted" fontSize="sm" px="1">
          of {pageCount}
        </Text>
      )}
      <IconButton
        aria-label="Next page"
        variant="ghost"
        size="sm"
        disabled={page >= pageCount || props.busy}
        onClick={() => onPage(page + 1)}
      >
        <ChevronRight />
      </IconButton>
    </HStack>
  );
}
