import { Button, Field, Flex, Input, Stack } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { EmbeddedTools_organisation$key } from './__generated__/EmbeddedTools_organisation.graphql';
import { AdminCard, AdminsOnlyNote } from './AdminCard';
import { useUpdateEmbeddedTools } from './useCameraAdminMutations';

const FIELDS = [
  {
    key: 'soundboardUrl',
    label: 'Soundboard',
    help: 'The Sounds screen shows this page. Empty: the app’s own sounds.',
    placeholder: 'https://sounds.example.com',
  },
  {
    key: 'archiveUrl',
    label: 'Archive',
    help: 'The Archive screen shows this address plus the day (YYYY-MM-DD). Empty: the cameras’ own clips.',
    placeholder: 'http://nas.local/kicker/',
  },
  {
    key: 'feedbackUrl',
    label: 'Feedback tool',
    help: 'The Feedback screen shows this tool and signs people in with a token. Empty: the app’s own form.',
    placeholder: 'https://feedback.example.com',
  },
] as const;

/** SPEC §2 Sounds, Archive, Feedback: the external pages the organisation embeds, if any. */
export function EmbeddedTools(props: { organisation: EmbeddedTools_organisation$key; canEdit: boolean }) {
  const { id, config } = useFragment(
    graphql`
      fragment EmbeddedTools_organisation on Organisation {
        id
        config {
          soundboardUrl
          archiveUrl
          feedbackUrl
        }
      }
    `,
    props.organisation,
  );
  const [form, setForm] = useState({
    soundboardUrl: config.soundboardUrl ?? '',
    archiveUrl: config.archiveUrl ?? '',
    feedbackUrl: config.feedbackUrl ?? '',
  });
  const { save, busy, error } = useUpdateEmbeddedTools();

  function submit(e: FormEvent) {
    e.preventDefault();
    void save({ input: { organisationId: id, ...form } });
  }

  return (
    <AdminCard
      title="Embedded tools"
      description="External pages the app shows in a frame instead of its own screens."
    >
      <form onSubmit={submit} noValidate aria-label="Embedded tools">
        <Stack gap="3">
          {FIELDS.map((f) => (
            <Field.Root key={f.key} disabled={!props.canEdit} invalid={Boolean(error)}>
              <Field.Label>{f.label}</Field.Label>
              <Input
                type="url"
                placeholder={f.placeholder}
                value={form[f.key]}
                maxLength={500}
                onChange={(e) => setForm({ ...form, [f.key]: e.target.value })}
              />
              <Field.HelperText>{f.help}</Field.HelperText>
            </Field.Root>
          ))}
          {props.canEdit ? (
            <Flex justify="flex-end">
              <Button type="submit" size="sm" colorPalette="felt" loading={busy}>
                Save tools
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
