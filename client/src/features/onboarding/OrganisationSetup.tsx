import { Button, Field, Flex, Heading, Input, SimpleGrid, Text } from '@chakra-ui/react';
import { LocateFixed } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { currentPosition } from '../../lib/geo';
import { Form } from '../auth/forms';
import { useSetUpLeague } from './useSetUpLeague';

const DAY = 86_400_000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'Europe/Berlin';
const zones = () => (typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []);

/** The first admin of an empty installation sets up the league: organisation, first location, first season. */
export function OrganisationSetup({ onDone }: { onDone(): void }) {
  const today = new Date();
  const [form, setForm] = useState({
    name: '',
    timeZone: browserZone(),
    location: '',
    lat: '',
    long: '',
    startsOn: isoDay(today),
    endsOn: isoDay(new Date(today.getTime() + 90 * DAY)),
  });
  const [error, setError] = useState<string | null>(null);
  const [setUp, settingUp] = useSetUpLeague();
  const set = (patch: Partial<typeof form>) => setForm((f) => ({ ...f, ...patch }));
  const lat = Number(form.lat);
  const long = Number(form.long);
  const valid =
    form.name.trim().length >= 2 &&
    form.location.trim().length >= 1 &&
    form.lat !== '' &&
    form.long !== '' &&
    Math.abs(lat) <= 90 &&
    Math.abs(long) <= 180 &&
    form.startsOn < form.endsOn;

  async function locate() {
    const here = await currentPosition();
    if ('error' in here) return setError(here.error);
    set({ lat: here.lat.toFixed(5), long: here.long.toFixed(5) });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setUp(
      {
        name: form.name.trim(),
        isPublic: true,
        timeZone: form.timeZone,
        locations: [{ name: form.location.trim(), lat, long }],
        departments: [],
      },
      {
        startsOn: new Date(`${form.startsOn}T00:00:00`).toISOString(),
        endsOn: new Date(`${form.endsOn}T00:00:00`).toISOString(),
      },
      {
        done: onDone,
        failed: (message, network) =>
          setError(
            network ? 'Setup Failed: There was an error completing your setup. Please try again.' : message,
          ),
      },
    );
  }

  return (
    <Form onSubmit={submit}>
      <Heading size="lg">Set up your league</Heading>
      <Text color="fg.muted">
        You are the first one here. Name your organisation, its first table and the first season; you can
        change all of it later.
      </Text>
      <Field.Root required>
        <Field.Label>Organisation name</Field.Label>
        <Input
          size="lg"
          value={form.name}
          onChange={(e) => set({ name: e.target.value })}
          placeholder="e.g. Acme Munich"
        />
      </Field.Root>
      <Field.Root required>
        <Field.Label>Time zone</Field.Label>
        <Input
          size="lg"
          list="time-zones"
          value={form.timeZone}
          onChange={(e) => set({ timeZone: e.target.value })}
        />
        <datalist id="time-zones">
          {zones().map((z) => (
            <option key={z} value={z} />
          ))}
        </datalist>
        <Field.HelperText>Challenges such as "early game" use this clock.</Field.HelperText>
      </Field.Root>
      <Field.Root required>
        <Field.Label>First location</Field.Label>
        <Input
          size="lg"
          value={form.location}
          onChange={(e) => set({ location: e.target.value })}
          placeholder="e.g. Munich"
        />
      </Field.Root>
      <Flex gap="3" align="flex-end">
        <SimpleGrid columns={2} gap="3" flex="1">
          <Field.Root required>
            <Field.Label>Latitude</Field.Label>
            <Input
              size="lg"
              inputMode="decimal"
              value={form.lat}
              onChange={(e) => set({ lat: e.target.value })}
            />
          </Field.Root>
          <Field.Root required>
            <Field.Label>Longitude</Field.Label>
            <Input
              size="lg"
              inputMode="decimal"
              value={form.long}
              onChange={(e) => set({ long: e.target.value })}
            />
          </Field.Root>
        </SimpleGrid>
        <Button size="lg" variant="outline" onClick={locate} aria-label="Use my position">
          <LocateFixed size={18} />
        </Button>
      </Flex>
      <SimpleGrid columns={2} gap="3">
        <Field.Root required>
          <Field.Label>Season starts</Field.Label>
          <Input
            size="lg"
            type="date"
            value={form.startsOn}
            onChange={(e) => set({ startsOn: e.target.value })}
          />
        </Field.Root>
        <Field.Root required invalid={form.startsOn >= form.endsOn}>
          <Field.Label>Season ends</Field.Label>
          <Input
            size="lg"
            type="date"
            value={form.endsOn}
            onChange={(e) => set({ endsOn: e.target.value })}
          />
          <Field.ErrorText>A season must end after it starts</Field.ErrorText>
        </Field.Root>
      </SimpleGrid>
      {error && (
        <Text color="fg.error" role="alert">
          {error}
        </Text>
      )}
      <Flex justify="flex-end">
        <Button type="submit" colorPalette="felt" size="lg" disabled={!valid} loading={settingUp}>
          Create league
        </Button>
      </Flex>
    </Form>
  );
}
