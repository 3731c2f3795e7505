import { Box, Card, chakra, Heading, Text } from '@chakra-ui/react';
import { type ReactNode, useId } from 'react';

export interface FigureTable {
  columns: readonly string[];
  rows: readonly (readonly (string | number)[])[];
}

/**
 * A chart on a card: its title, what it shows in one sentence, the drawing, and the figures as a
 * table for screen readers. The drawing is one image to assistive technology, named by the title and
 * described by the sentence (nothing inside it takes the focus).
 */
export function ChartFigure(props: {
  title: string;
  summary: string;
  table: FigureTable;
  children: ReactNode;
  /** Controls beside the title (a mode switch). */
  actions?: ReactNode;
  /** Below the drawing (a legend). */
  footer?: ReactNode;
  /** Where the card sits in its page's grid. */
  gridColumn?: object | string;
  gridRow?: object | string;
}) {
  const id = useId();
  return (
    <Card.Root
      as="section"
      size="sm"
      aria-labelledby={`${id}-title`}
      gridColumn={props.gridColumn}
      gridRow={props.gridRow}
      minW="0"
    >
      <Card.Header gap="1">
        <Box display="flex" gap="2" alignItems="center" justifyContent="space-between" flexWrap="wrap">
          <Heading as="h2" size="md" id={`${id}-title`}>
            {props.title}
          </Heading>
          {props.actions}
        </Box>
        <Text id={`${id}-summary`} color="fg.muted" fontSize="sm">
          {props.summary}
        </Text>
      </Card.Header>
      <Card.Body gap="3">
        <Box role="img" aria-labelledby={`${id}-title`} aria-describedby={`${id}-summary`}>
          {props.children}
        </Box>
        {props.footer}
        {/* A table is as wide as its cells whatever its own width: the wrapper hides it. */}
        <Box srOnly>
          <chakra.table>
            <caption>{props.title}</caption>
            <thead>
              <tr>
                {props.table.columns.map((c) => (
                  <th key={c} scope="col">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {props.table.rows.map((row) => (
                <tr key={String(row[0])}>
                  {row.map((cell, i) =>
                    i === 0 ? (
                      <th key={props.table.columns[i]} scope="row">
                        {cell}
                      </th>
                    ) : (
                      <td key={props.table.columns[i]}>{cell}</td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </chakra.table>
        </Box>
      </Card.Body>
    </Card.Root>
  );
}
