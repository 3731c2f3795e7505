import { Button, Card, Field, Stack, Text, Textarea } from '@chakra-ui/react';
import { FEEDBACK_MAX_LENGTH } from '@kicker/events/feedbackRules';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { toaster } from '../../app/toaster';
import { useSendFeedback } from './useFeedbackMutations';

/** SPEC §2 Feedback without an external tool: a message to the organisation's admins and moderators. */
export function FeedbackForm({ organisationId }: { organisationId: string }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [send, sending] = useSendFeedback();
  const tooLong = text.length > FEEDBACK_MAX_LENGTH;
  const empty = text.trim() === '';

  function submit() {
    setError(null);
    send(organisationId, text, {
      done: () => {
        setText('');
        toaster.create({ type: 'success', title: 'Thank you for your feedback', duration: 4000 });
      },
      failed: (message) => setError(message),
    });
  }

  return (
    <Card.Root maxW="2xl">
      <Card.Body>
        <Stack gap="4">
          <Text color="fg.muted">
            Ideas, bugs, a wobbly goalkeeper? Your admins and moderators read every message.
          </Text>
          <Field.Root invalid={tooLong || Boolean(error)}>
            <Field.Label>Your feedback</Field.Label>
            <Textarea
              value={text}
              onChange={(e) => setText(e.target.value)}
              rows={6}
              placeholder="What should we know?"
              autoresize
            />
            <Field.HelperText>
              {text.length} / {FEEDBACK_MAX_LENGTH}
            </Field.HelperText>
            {error && <Field.ErrorText>{error}</Field.ErrorText>}
          </Field.Root>
          <Button
            alignSelf="flex-end"
            colorPalette="felt"
            onClick={submit}
            disabled={empty || tooLong}
            loading={sending}
          >
            <Send size={16} aria-hidden /> Send feedback
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
