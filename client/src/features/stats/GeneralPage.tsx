import { Heading, Stack, Text } from '@chakra-ui/react';
import { graphql } from 'react-relay';
import { useRouteQuery } from '../../app/routeQuery';
import type { GeneralPageQuery as GeneralPageQueryType } from './__generated__/GeneralPageQuery.graphql';
import { GeneralCharts } from './GeneralCharts';
import { NoSeasons } from './NoSeasons';
import { StatsScopeBar } from './StatsScopeBar';

// Started by the route's loader (app/routes.tsx, the stats scope from the URL) before this renders.
const GeneralPageQuery = graphql`
  query GeneralPageQuery($org: ID, $season: Int) @preloadable {
    ...StatsScopeBar_query
    viewer {
      statsOrganisation(id: $org) {
        ...StatsScopeBar_organisation
        ...NoSeasons_organisation
        season(number: $season) {
          ...StatsScopeBar_season
          summary {
            matches
          }
          ...GeneralCharts_season
        }
      }
    }
  }
`;

// Issue 13 item 4 (SPEC leaves the General tab open): the organisation's season in charts.
export default function GeneralPage() {
  const [data] = useRouteQuery<GeneralPageQueryType>(GeneralPageQuery);
  const org = data.viewer?.statsOrganisation;
  if (!org) return <Text>You have no organisation yet.</Text>;
  const season = org.season ?? null;
  return (
    <Stack gap="4">
      <Heading as="h1" size="lg" srOnly>
        General
      </Heading>
      <StatsScopeBar query={data} organisation={org} season={season} />
      {!season ? (
        <NoSeasons organisation={org} />
      ) : season.summary.matches === 0 ? (
        <Stack gap="1" py="10" align="center" textAlign="center">
          <Text fontSize="lg" fontWeight="semibold">
            No matches in this season yet
          </Text>
          <Text color="fg.muted">The charts fill in with the first match played.</Text>
        </Stack>
      ) : (
        <GeneralCharts season={season} />
      )}
    </Stack>
  );
}
