import { Alert, Flex, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { NoSeasons_organisation$key } from './__generated__/NoSeasons_organisation.graphql';
import type { StatsScopeBar_organisation$key } from './__generated__/StatsScopeBar_organisation.graphql';
import type { StatsScopeBar_query$key } from './__generated__/StatsScopeBar_query.graphql';
import type { StatsScopeBar_season$key } from './__generated__/StatsScopeBar_season.graphql';
import { NoSeasons } from './NoSeasons';
import { StatsScopeBar } from './StatsScopeBar';

/**
 * The frame of a stats tab about one season: the season and organisation selectors with the date
 * range (and `aside`, e.g. the challenge), then the tab's content, or SPEC's 'No Seasons Available'.
 */
export function SeasonScope(props: {
  query: StatsScopeBar_query$key;
  organisation: (StatsScopeBar_organisation$key & NoSeasons_organisation$key) | null | undefined;
  season: StatsScopeBar_season$key | null | undefined;
  aside?: ReactNode;
  children: ReactNode;
}) {
  if (!props.organisation) return <Alert.Root status="info">You have no organisation yet.</Alert.Root>;
  return (
    <Stack gap="5">
      <Flex gap="3" justify="space-between" align="flex-end" wrap="wrap">
        <StatsScopeBar query={props.query} organisation={props.organisation} season={props.season ?? null} />
        {props.aside}
      </Flex>
      {props.season ? props.children : <NoSeasons organisation={props.organisation} />}
    </Stack>
  );
}
