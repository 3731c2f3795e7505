import { Button, Checkbox, Field, Flex, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { OrganisationDetails_organisation$key } from './__generated__/OrganisationDetails_organisation.graphql';
import { AdminCard, AdminsOnlyNote } from './AdminCard';
import { useUpdateOrganisation } from './useOrganisationMutations';

/** The time zones of the browser, offered by the 'admin-time-zones' list (NewOrganisation uses it too). */
const zones = () => (typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []);

/** Its name, whether anyone can find it, its logo and its time zone. */
export function OrganisationDetails(props: {
  organisation: OrganisationDetails_organisation$key;
  canEdit: boolean;
}) {
  const { canEdit } = props;
  const org = useFragment(
    graphql`
      fragment OrganisationDetails_organisation on Organisation {
        id
        name
        isPublic
        logoUrl
        timeZone
      }
    `,
    props.organisation,
  );
  const [form, setForm] = useState({
    name: org.name,
    isPublic: org.isPublic,
    logoUrl: org.logoUrl ?? '',
    timeZone: org.timeZone,
  });
  const { save, busy } = useUpdateOrganisation();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void save({
      input: {
        organisationId: org.id,
        name: form.name.trim(),
        isPublic: form.isPublic,
        logoUrl: form.logoUrl.trim() || null,
        timeZone: form.timeZone,
      },
    });
  };
  return (
    <AdminCard
      title="Organisation"
      description="Its name, who can find it, its logo in the top bar, and its clock."
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <Field.Root required disabled={!canEdit}>
              <Field.Label>Name</Field.Label>
              <Input value={form.name} onChange={(e) => setForm({ ...form, name: e.target.value })} />
            </Field.Root>
            <Field.Root required disabled={!canEdit}>
              <Field.Label>Time zone</Field.Label>
              <Input
                list="admin-time-zones"
                value={form.timeZone}
                onChange={(e) => setForm({ ...form, timeZone: e.target.value })}
              />
              <datalist id="admin-time-zones">
                {zones().map((z) => (
                  <option key={z} value={z} />
                ))}
              </datalist>
            </Field.Root>
            <Field.Root disabled={!canEdit}>
              <Field.Label>Logo URL</Field.Label>
              <Input
                type="url"
                placeholder="https://…/logo.png"
                value={form.logoUrl}
                onChange={(e) => setForm({ ...form, logoUrl: e.target.value })}
              />
            </Field.Root>
            <Checkbox.Root
              alignSelf="end"
              pb="2"
              checked={form.isPublic}
              disabled={!canEdit}
              onCheckedChange={(e) => setForm({ ...form, isPublic: e.checked === true })}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>Public: anyone can find it and join</Checkbox.Label>
            </Checkbox.Root>
          </SimpleGrid>
          {canEdit ? (
            <Flex justify="flex-end">
              <Button type="submit" colorPalette="felt" loading={busy} disabled={form.name.trim().length < 2}>
                Save organisation
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
