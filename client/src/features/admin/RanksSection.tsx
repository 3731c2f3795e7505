import { Button, Field, Flex, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { rankLadderSchema } from '@kicker/events/rankLadder';
import { Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useRouteQuery } from '../../app/routeQuery';
import type { Ladder_organisation$key } from './__generated__/Ladder_organisation.graphql';
import type { RanksSectionQuery as RanksSectionQueryType } from './__generated__/RanksSectionQuery.graphql';
import { AdminCard, AdminsOnlyNote } from './AdminCard';
import { useAdminOrg } from './adminOrg';
import { useUpdateRankLadder } from './useConfigurationMutations';

interface Row {
  /** Only for React: rows have no identity of their own while being edited. */
  key: number;
  rank: string;
  name: string;
  icon: string;
  minMmrOneOnOne: string;
  minMmrTwoOnTwo: string;
}

const toRank = (r: Row) => ({
  rank: Number(r.rank),
  name: r.name,
  icon: r.icon,
  minMmrOneOnOne: Number(r.minMmrOneOnOne),
  minMmrTwoOnTwo: Number(r.minMmrTwoOnTwo),
});

// Started by the route's loader (app/routes.tsx) before this tab renders.
const RanksSectionQuery = graphql`
  query RanksSectionQuery($orgId: ID!) @preloadable {
    organisation(id: $orgId) {
      ...Ladder_organisation
    }
  }
`;

// DESIGN §6 rank ladder: a player has the highest rank whose minimum their MMR reaches.
export default function RanksSection() {
  const { canEdit } = useAdminOrg();
  const [data] = useRouteQuery<RanksSectionQueryType>(RanksSectionQuery);
  if (!data.organisation) return <Text>You have no organisation yet.</Text>;
  return <Ladder organisation={data.organisation} canEdit={canEdit} />;
}

/** The ranks as rows to edit, checked while typing by the rules the server applies. */
function Ladder(props: { organisation: Ladder_organisation$key; canEdit: boolean }) {
  const { canEdit } = props;
  const { id: orgId, rankLadder: ladder } = useFragment(
    graphql`
      fragment Ladder_organisation on Organisation {
        id
        rankLadder {
          rank
          name
          icon
          minMmrOneOnOne
          minMmrTwoOnTwo
        }
      }
    `,
    props.organisation,
  );
  const [rows, setRows] = useState<Row[]>(() =>
    ladder.map((r, i) => ({
      key: i,
      rank: String(r.rank),
      name: r.name,
      icon: r.icon,
      minMmrOneOnOne: String(r.minMmrOneOnOne),
      minMmrTwoOnTwo: String(r.minMmrTwoOnTwo),
    })),
  );
  const { save, busy } = useUpdateRankLadder();
  // The same rules the server applies, so the admin sees a problem while typing.
  const checked = rankLadderSchema.safeParse(rows.map(toRank));
  const problem = checked.success ? null : checked.error.issues[0]!.message;
  const set = (i: number, patch: Partial<Row>) =>
    setRows(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const add = () => {
    const last = rows.at(-1);
    setRows([
      ...rows,
      {
        key: Math.max(-1, ...rows.map((r) => r.key)) + 1,
        rank: String(Number(last?.rank ?? 0) + 1),
        name: '',
        icon: '',
        minMmrOneOnOne: last?.minMmrOneOnOne ?? '0',
        minMmrTwoOnTwo: last?.minMmrTwoOnTwo ?? '0',
      },
    ]);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (checked.success) void save({ input: { organisationId: orgId, ranks: checked.data } });
  };
  return (
    <AdminCard
      title="Rank ladder"
      description="Ranks from lowest to highest, each with the MMR a player needs in 1 vs 1 and in 2 vs 2. The first rank starts at 0."
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="3">
          {rows.map((row, i) => (
            <Flex
              key={row.key}
              gap="2"
              align="flex-end"
              borderBottomWidth="1px"
              pb="3"
              role="group"
              aria-label={`Rank ${row.rank}`}
            >
              <SimpleGrid columns={{ base: 2, md: 5 }} gap="2" flex="1">
                <Field.Root disabled={!canEdit}>
                  <Field.Label>Rank</Field.Label>
                  <Input
                    inputMode="numeric"
                    value={row.rank}
                    onChange={(e) => set(i, { rank: e.target.value })}
                  />
                </Field.Root>
                <Field.Root disabled={!canEdit}>
                  <Field.Label>Icon</Field.Label>
                  <Input value={row.icon} onChange={(e) => set(i, { icon: e.target.value })} />
                </Field.Root>
                <Field.Root disabled={!canEdit} gridColumn={{ base: 'span 2', md: 'span 1' }}>
                  <Field.Label>Name</Field.Label>
                  <Input value={row.name} onChange={(e) => set(i, { name: e.target.value })} />
                </Field.Root>
                <Field.Root disabled={!canEdit}>
                  <Field.Label>Min MMR 1 vs 1</Field.Label>
                  <Input
                    inputMode="numeric"
                    value={row.minMmrOneOnOne}
                    onChange={(e) => set(i, { minMmrOneOnOne: e.target.value })}
                  />
                </Field.Root>
                <Field.Root disabled={!canEdit}>
                  <Field.Label>Min MMR 2 vs 2</Field.Label>
                  <Input
                    inputMode="numeric"
                    value={row.minMmrTwoOnTwo}
                    onChange={(e) => set(i, { minMmrTwoOnTwo: e.target.value })}
                  />
                </Field.Root>
              </SimpleGrid>
              {canEdit && (
                <Button
                  variant="ghost"
                  aria-label={`Remove rank ${row.rank}`}
                  onClick={() => setRows(rows.filter((_, j) => j !== i))}
                >
                  <Trash2 size={16} />
                </Button>
              )}
            </Flex>
          ))}
          {problem && (
            <Text color="fg.error" role="alert">
              {problem}
            </Text>
          )}
          {canEdit ? (
            <Flex gap="2" justify="flex-end" wrap="wrap">
              <Button variant="outline" onClick={add}>
                <Plus size={16} /> Add rank
              </Button>
              <Button type="submit" colorPalette="felt" disabled={problem !== null} loading={busy}>
                Save ladder
              </Button>
            </Flex>
          ) : (
            <AdminsOnlyNote />
          )}
        </Stack>
      </form>
    </AdminCard>
  );
}
