import { Button, Checkbox, Field, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { parseLatLong } from '../../lib/geo';
import { WhyDisabled } from '../../ui/WhyDisabled';
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
  // Coordinates are optional (issue 28): none, or a point on earth.
  const noCoordinates = form.lat.trim() === '' && form.long.trim() === '';
  const point = parseLatLong(form.lat, form.long);
  const missing = [
    ...(form.name.trim().length < 2 ? ['Name the organisation (at least 2 characters).'] : []),
    ...(form.location.trim() === '' ? ['Name its first location.'] : []),
    ...(noCoordinates || point ? [] : ['Give latitude and longitude, or leave both empty.']),
  ];
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (missing.length > 0) return;
    const created = await save({
      input: {
        name: form.name.trim(),
        isPublic: form.isPublic,
        timeZone: form.timeZone,
        locations: [{ name: form.location.trim(), lat: point?.lat ?? null, long: point?.long ?? null }],
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
              <Field.Root invalid={!noCoordinates && point === null}>
                <Field.Label>Its latitude (optional)</Field.Label>
                <Input
                  inputMode="decimal"
                  value={form.lat}
                  onChange={(e) => setForm({ ...form, lat: e.target.value })}
                />
              </Field.Root>
              <Field.Root invalid={!noCoordinates && point === null}>
                <Field.Label>Its longitude (optional)</Field.Label>
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
          <Stack gap="2" align="flex-end">
            <Button
              type="submit"
              colorPalette="felt"
              disabled={missing.length > 0}
              aria-describedby={missing.length > 0 ? 'new-organisation-missing' : undefined}
              loading={busy}
            >
              Create organisation
            </Button>
            <WhyDisabled id="new-organisation-missing" reasons={missing} />
          </Stack>
        </Stack>
      </form>
    </AdminCard>
  );
}
