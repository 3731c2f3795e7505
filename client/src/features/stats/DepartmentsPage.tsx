import { Box, Heading, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql } from 'react-relay';
import { useRouteQuery } from '../../app/routeQuery';
import type { DepartmentsPageQuery as DepartmentsPageQueryType } from './__generated__/DepartmentsPageQuery.graphql';
import { NumberedPages } from './NumberedPages';
import { SeasonScope } from './SeasonScope';

const DepartmentsPageQuery = graphql`
  query DepartmentsPageQuery($org: ID, $season: Int) @preloadable {
    ...StatsScopeBar_query
    viewer {
      statsOrganisation(id: $org) {
        ...StatsScopeBar_organisation
        ...NoSeasons_organisation
        season(number: $season) {
          ...StatsScopeBar_season
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
 * SPEC §2 Departments screen: two rankings (1 vs 1, 2 vs 2) side by side, stacked on a phone; each
 * department by its members' average rating this season (SPEC §9), 10 rows a page.
 */
export default function DepartmentsPage() {
  const [data] = useRouteQuery<DepartmentsPageQueryType>(DepartmentsPageQuery);
  const org = data.viewer?.statsOrganisation;
  return (
    <SeasonScope query={data} organisation={org} season={org?.season}>
      {org?.season && (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: '6', lg: '8' }}>
          <DepartmentTable title="1 vs 1" rows={org.season.one} />
          <DepartmentTable title="2 vs 2" rows={org.season.two} />
        </SimpleGrid>
      )}
    </SeasonScope>
  );
}

function DepartmentTable(props: { title: string; rows: readonly Department[] }) {
  const [page, setPage] = useState(1);
  const shown = props.rows.slice((page - 1) * PAGE, page * PAGE);
  const numeric = { textAlign: 'end', fontVariantNumeric: 'tabular-nums' } as const;
  return (
    <Stack gap="2" as="section" aria-label={props.title} minW="0">
      <Heading as="h2" size="md">
        {props.title}
      </Heading>
      {props.rows.length === 0 ? (
        <Text color="fg.muted" py="4">
          No departments yet.
        </Text>
      ) : (
        <Box borderWidth="1px" borderRadius="l2" overflow="hidden" bg="bg">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader w="12" {...numeric}>
                  Rank
                </Table.ColumnHeader>
                <Table.ColumnHeader>Name</Table.ColumnHeader>
                <Table.ColumnHeader {...numeric}>{props.title} rating</Table.ColumnHeader>
                <Table.ColumnHeader {...numeric}>Size</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {shown.map((d) => (
                <Table.Row key={d.name}>
                  <Table.Cell {...numeric} color="fg.muted">
                    {d.place}
                  </Table.Cell>
                  <Table.Cell fontWeight="medium">{d.name}</Table.Cell>
                  <Table.Cell {...numeric} fontWeight="semibold">
                    {d.averageRating}
                  </Table.Cell>
                  <Table.Cell {...numeric}>{d.size}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
      <NumberedPages
        page={page}
        pageCount={Math.ceil(props.rows.length / PAGE)}
        onPage={setPage}
        label={`${props.title} department pages`}
      />
    </Stack>
  );
}
