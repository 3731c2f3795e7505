import {
  Button,
  Checkbox,
  Field,
  Flex,
  Input,
  Link,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type {
  ChallengeName,
  LeagueConfigForm_organisation$key,
} from './__generated__/LeagueConfigForm_organisation.graphql';
import { AdminCard, AdminsOnlyNote } from './AdminCard';
import { useUpdateLeagueConfig } from './useConfigurationMutations';

const CHALLENGES: { value: ChallengeName; label: string }[] = [
  { value: 'krabbel', label: 'Krabbel: win a match 6:0' },
  { value: 'earlyGame', label: 'Early game: play before 11:00' },
  { value: 'lateGame', label: 'Late game: play after 18:00' },
];

const int = (s: string) => (/^-?\d+$/.test(s.trim()) ? Number(s.trim()) : Number.NaN);

/** SPEC §3 configuration values: challenge, bounty, goal bells, nicknames and live mode. */
export function LeagueConfigForm(props: {
  organisation: LeagueConfigForm_organisation$key;
  canEdit: boolean;
}) {
  const { canEdit } = props;
  const { id: orgId, config } = useFragment(
    graphql`
      fragment LeagueConfigForm_organisation on Organisation {
        id
        config {
          currentChallenge {
            name
            description
            points
            changedOn
          }
          bounty {
            bountyPoints
            requiredWins
          }
          frequencyBlack {
            from
            to
          }
          frequencyWhite {
            from
            to
          }
          singleConfigs {
            showNicknames
          }
          defaultLive
        }
      }
    `,
    props.organisation,
  );
  const [form, setForm] = useState({
    challenge: config.currentChallenge.name,
    description: config.currentChallenge.description,
    points: String(config.currentChallenge.points),
    bountyPoints: String(config.bounty.bountyPoints),
    requiredWins: String(config.bounty.requiredWins),
    blackFrom: String(config.frequencyBlack.from),
    blackTo: String(config.frequencyBlack.to),
    whiteFrom: String(config.frequencyWhite.from),
    whiteTo: String(config.frequencyWhite.to),
    showNicknames: config.singleConfigs.showNicknames,
    defaultLive: config.defaultLive,
  });
  const { save, busy, error } = useUpdateLeagueConfig();
  const set = (patch: Partial<typeof form>) => setForm((f) => ({ ...f, ...patch }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void save({
      input: {
        organisationId: orgId,
        currentChallenge: {
          name: form.challenge,
          description: form.description.trim(),
          points: int(form.points),
        },
        bounty: { bountyPoints: int(form.bountyPoints), requiredWins: int(form.requiredWins) },
        frequencyBlack: { from: int(form.blackFrom), to: int(form.blackTo) },
        frequencyWhite: { from: int(form.whiteFrom), to: int(form.whiteTo) },
        showNicknames: form.showNicknames,
        defaultLive: form.defaultLive,
      },
    });
  };
  const numbers = [
    form.points,
    form.bountyPoints,
    form.requiredWins,
    form.blackFrom,
    form.blackTo,
    form.whiteFrom,
    form.whiteTo,
  ];
  const valid = numbers.every((n) => Number.isInteger(int(n))) && form.description.trim() !== '';
  const num = (label: string, key: keyof typeof form, helper?: string) => (
    <Field.Root required disabled={!canEdit} invalid={!Number.isInteger(int(String(form[key])))}>
      <Field.Label>{label}</Field.Label>
      <Input inputMode="numeric" value={String(form[key])} onChange={(e) => set({ [key]: e.target.value })} />
      {helper && <Field.HelperText>{helper}</Field.HelperText>}
    </Field.Root>
  );
  return (
    <AdminCard
      title="League configuration"
      description="The rules of points, bounties and challenges, and what the app does at the table."
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="5">
          <Stack gap="3">
            <Text fontWeight="semibold">Current challenge</Text>
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
              <Field.Root disabled={!canEdit}>
                <Field.Label>Challenge</Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field
                    value={form.challenge}
                    onChange={(e) => set({ challenge: e.target.value as ChallengeName })}
                  >
                    {CHALLENGES.map((c) => (
                      <option key={c.value} value={c.value}>
                        {c.label}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
              <Field.Root required disabled={!canEdit} gridColumn={{ md: 'span 1' }}>
                <Field.Label>Description</Field.Label>
                <Input value={form.description} onChange={(e) => set({ description: e.target.value })} />
              </Field.Root>
              {num('Points', 'points', 'Won once per player')}
            </SimpleGrid>
            {config.currentChallenge.changedOn && (
              <Text fontSize="sm" color="fg.muted">
                Current since {new Date(config.currentChallenge.changedOn).toLocaleDateString()}
              </Text>
            )}
          </Stack>
          <Stack gap="3">
            <Text fontWeight="semibold">Bounty</Text>
            <SimpleGrid columns={2} gap="3">
              {num('Bounty points', 'bountyPoints', 'Start value, and added with every further win')}
              {num('Required wins', 'requiredWins', 'Wins in a row that start a bounty')}
            </SimpleGrid>
          </Stack>
          <Stack gap="3">
            <Flex justify="space-between" align="baseline" gap="3" wrap="wrap">
              <Text fontWeight="semibold">Goal bells (Hz)</Text>
              <Link asChild fontSize="sm" colorPalette="felt">
                <RouterLink to="/audioRecording">Find a bell's band on the audio page</RouterLink>
              </Link>
            </Flex>
            <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
              {num('Black from', 'blackFrom')}
              {num('Black to', 'blackTo')}
              {num('White from', 'whiteFrom')}
              {num('White to', 'whiteTo')}
            </SimpleGrid>
          </Stack>
          <Stack gap="2">
            <Checkbox.Root
              checked={form.showNicknames}
              disabled={!canEdit}
              onCheckedChange={(e) => set({ showNicknames: e.checked === true })}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>Show nicknames instead of names</Checkbox.Label>
            </Checkbox.Root>
            <Checkbox.Root
              checked={form.defaultLive}
              disabled={!canEdit}
              onCheckedChange={(e) => set({ defaultLive: e.checked === true })}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>Start Add Game in live mode</Checkbox.Label>
            </Checkbox.Root>
          </Stack>
          {error && (
            <Text color="fg.error" role="alert">
              {error}
            </Text>
          )}
          {canEdit ? (
            <Flex justify="flex-end">
              <Button type="submit" colorPalette="felt" disabled={!valid} loading={busy}>
                Save configuration
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
