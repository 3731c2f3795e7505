import { Heading, Stack, Text } from '@chakra-ui/react';
import { graphql } from 'react-relay';
import { useRouteQuery } from '../../app/routeQuery';
import type { GeneralPageQuery as GeneralPageQueryType } from './__generated__/GeneralPageQuery.graphql';
import { GeneralCharts } from './GeneralCharts';
import { SeasonScope } from './SeasonScope';

// Started by the route's loader (app/routes.tsx, the stats scope from the URL) before this renders.
const GeneralPageQuery = graphql`
  query GeneralPageQuery($org: ID, $season: Int) @preloadable {
    ...SeasonScope_query @arguments(org: $org, season: $season)
    viewer {
      statsOrganisation(id: $org) {
        season(number: $season) {
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
  const season = data.viewer?.statsOrganisation?.season;
  return (
    <Stack gap="4">
      <Heading as="h1" size="lg" srOnly>
        General
      </Heading>
      <SeasonScope query={data}>
        {season &&
          (season.summary.matches === 0 ? (
            <Stack gap="1" py="10" align="center" textAlign="center">
              <Text fontSize="lg" fontWeight="semibold">
                No matches in this season yet
              </Text>
              <Text color="fg.muted">The charts fill in with the first match played.</Text>
            </Stack>
          ) : (
            <GeneralCharts season={season} />
          ))}
      </SeasonScope>
    </Stack>
  );
}
