import { Button, Checkbox, Field, Flex, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { parseLatLong } from '../../lib/geo';
import { AdminCard } from './AdminCard';
import { useAdminOrg } from './adminOrg';
import { useCreateOrganisation } from './useOrganisationMutations';

/** Another office: its creator runs it until it has admins of its own. */
export function NewOrganisation() {
  const { showOrganisation } = useAdminOrg();
  const blank = {
    name: '',
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone || 'Europe/Berlin',
    isPublic: true,
    location: '',
    lat: '',
    long: '',
  };
  const [form, setForm] = useState(blank);
  const { save, busy, error } = useCreateOrganisation();
  const point = parseLatLong(form.lat, form.long);
  const valid = form.name.trim().length >= 2 && form.location.trim() !== '' && point !== null;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!point) return;
    const created = await save({
      input: {
        name: form.name.trim(),
        isPublic: form.isPublic,
        timeZone: form.timeZone,
        locations: [{ name: form.location.trim(), ...point }],
        departments: [],
      },
    });
    if (created?.organisation) {
      setForm(blank);
      showOrganisation(created.organisation.id);
    }
  };
  return (
    <AdminCard
      title="Another organisation"
      description="For another office of the installation. You run it until it has admins of its own; its players join it in onboarding."
    >
      <form onSubmit={submit} noValidate aria-label="Another organisation">
        <Stack gap="3">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            <Field.Root required>
              <Field.Label>Organisation name</Field.Label>
              <Input value={form.name} onChange={(e) => setForm({ ...form, name: e.target.value })} />
            </Field.Root>
            <Field.Root required>
              <Field.Label>Its time zone</Field.Label>
              {/* The list of time zones is OrganisationDetails', on the same screen. */}
              <Input
                list="admin-time-zones"
                value={form.timeZone}
                onChange={(e) => setForm({ ...form, timeZone: e.target.value })}
              />
            </Field.Root>
            <Field.Root required>
              <Field.Label>First location</Field.Label>
              <Input value={form.location} onChange={(e) => setForm({ ...form, location: e.target.value })} />
            </Field.Root>
            <SimpleGrid columns={2} gap="3">
              <Field.Root required invalid={form.lat !== '' && point === null}>
                <Field.Label>Its latitude</Field.Label>
                <Input
                  inputMode="decimal"
                  value={form.lat}
                  onChange={(e) => setForm({ ...form, lat: e.target.value })}
                />
              </Field.Root>
              <Field.Root required invalid={form.long !== '' && point === null}>
                <Field.Label>Its longitude</Field.Label>
                <Input
                  inputMode="decimal"
                  value={form.long}
                  onChange={(e) => setForm({ ...form, long: e.target.value })}
                />
              </Field.Root>
            </SimpleGrid>
          </SimpleGrid>
          <Checkbox.Root
            checked={form.isPublic}
            onCheckedChange={(e) => setForm({ ...form, isPublic: e.checked === true })}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>Public: anyone can find it and join</Checkbox.Label>
          </Checkbox.Root>
          {error && (
            <Text color="fg.error" role="alert">
              {error}
            </Text>
          )}
          <Flex justify="flex-end">
            <Button type="submit" colorPalette="felt" disabled={!valid} loading={busy}>
              Create organisation
            </Button>
          </Flex>
        </Stack>
      </form>
    </AdminCard>
  );
}
