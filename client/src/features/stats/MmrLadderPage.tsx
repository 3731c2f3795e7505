import { Box, Stack, Table, Text } from '@chakra-ui/react';
import { graphql } from 'react-relay';
import { useRouteQuery } from '../../app/routeQuery';
import type { MmrLadderPageQuery as MmrLadderPageQueryType } from './__generated__/MmrLadderPageQuery.graphql';
import { StatsScopeBar } from './StatsScopeBar';

const MmrLadderPageQuery = graphql`
  query MmrLadderPageQuery($org: ID) @preloadable {
    ...StatsScopeBar_query
    viewer {
      statsOrganisation(id: $org) {
        ...StatsScopeBar_organisation
        rankLadder {
          rank
          name
          icon
          minMmrOneOnOne
          minMmrTwoOnTwo
        }
      }
    }
  }
`;

/** SPEC §2 MMR screen: the rank ladder, highest rank first, 20 rows, the MMR each rank starts at per mode. */
export default function MmrLadderPage() {
  const [data] = useRouteQuery<MmrLadderPageQueryType>(MmrLadderPageQuery);
  const org = data.viewer?.statsOrganisation;
  if (!org) return <Text>You have no organisation yet.</Text>;
  const ranks = [...org.rankLadder].sort((a, b) => b.rank - a.rank).slice(0, 20);
  const numeric = { textAlign: 'end', fontVariantNumeric: 'tabular-nums' } as const;
  return (
    <Stack gap="5">
      <StatsScopeBar query={data} organisation={org} season={null} withSeason={false} />
      <Box borderWidth="1px" borderRadius="l2" overflow="hidden" bg="bg" maxW="2xl">
        <Table.Root size="sm">
          <Table.Caption captionSide="top" textAlign="start" px="3" py="2" color="fg.muted">
            A player's rank in a mode is the highest rank whose minimum their MMR reaches.
          </Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader w="14" {...numeric}>
                Rank
              </Table.ColumnHeader>
              <Table.ColumnHeader w="12">Icon</Table.ColumnHeader>
              <Table.ColumnHeader>Name</Table.ColumnHeader>
              <Table.ColumnHeader {...numeric}>1 vs 1</Table.ColumnHeader>
              <Table.ColumnHeader {...numeric}>2 vs 2</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {ranks.map((r) => (
              <Table.Row key={r.rank}>
                <Table.Cell {...numeric} color="fg.muted">
                  {r.rank}
                </Table.Cell>
                <Table.Cell fontSize="xl">
                  <span className="kl-emoji" role="img" aria-label={r.name}>
                    {r.icon}
                  </span>
                </Table.Cell>
                <Table.Cell fontWeight="medium">{r.name}</Table.Cell>
                <Table.Cell {...numeric}>{r.minMmrOneOnOne}</Table.Cell>
                <Table.Cell {...numeric}>{r.minMmrTwoOnTwo}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    </Stack>
  );
}
