import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { startTransition, useState } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay';
import { useRouteQuery } from '../../app/routeQuery';
import type { KrabbelPage_season$key } from './__generated__/KrabbelPage_season.graphql';
import type { KrabbelPageQuery as KrabbelPageQueryType } from './__generated__/KrabbelPageQuery.graphql';
import { CountTable } from './CountTable';
import { SeasonScope } from './SeasonScope';

const KrabbelPageQuery = graphql`
  query KrabbelPageQuery($org: ID, $season: Int) @preloadable {
    ...SeasonScope_query @arguments(org: $org, season: $season)
    viewer {
      statsOrganisation(id: $org) {
        season(number: $season) {
          ...KrabbelPage_season
        }
      }
    }
  }
`;

/**
 * SPEC §2 Krabbel screen (Krabbelranking): 'Gekrabbelt' ranks who crawled under the table (lost
 * 6:0), 'Krabbler' who made others crawl, six-in-a-row wins included (DESIGN §6, SPEC §9).
 */
export default function KrabbelPage() {
  const [data] = useRouteQuery<KrabbelPageQueryType>(KrabbelPageQuery);
  const season = data.viewer?.statsOrganisation?.season;
  return <SeasonScope query={data}>{season && <KrabbelTables season={season} />}</SeasonScope>;
}

function KrabbelTables(props: { season: KrabbelPage_season$key }) {
  const [season, refetch] = useRefetchableFragment(
    graphql`
      fragment KrabbelPage_season on Season
      @argumentDefinitions(
        pageCrawled: { type: "Int", defaultValue: 1 }
        pageKrabbler: { type: "Int", defaultValue: 1 }
      )
      @refetchable(queryName: "KrabbelTablesRefetchQuery") {
        crawled: krabbel(kind: GEKRABBELT, page: $pageCrawled) {
          page
          ...CountTable_page
        }
        krabbler: krabbel(kind: KRABBLER, page: $pageKrabbler) {
          page
          ...CountTable_page
        }
      }
    `,
    props.season,
  );
  const [busy, setBusy] = useState(false);
  const turn = (next: { pageCrawled?: number; pageKrabbler?: number }) => {
    setBusy(true);
    startTransition(() => {
      refetch(
        { pageCrawled: season.crawled.page, pageKrabbler: season.krabbler.page, ...next },
        { onComplete: () => setBusy(false) },
      );
    });
  };
  return (
    <Stack gap="4">
      <Text fontWeight="medium" color="orange.fg">
        Jetzt inklusive Six in a row Krabbler!
      </Text>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: '6', lg: '8' }}>
        <CountTable
          title="Gekrabbelt"
          page={season.crawled}
          busy={busy}
          onPage={(page) => turn({ pageCrawled: page })}
        />
        <CountTable
          title="Krabbler"
          page={season.krabbler}
          busy={busy}
          onPage={(page) => turn({ pageKrabbler: page })}
        />
      </SimpleGrid>
    </Stack>
  );
}
