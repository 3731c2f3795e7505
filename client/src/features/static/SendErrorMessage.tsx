import { Box, Button, Card, Field, Heading, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { AlertDialog } from '../../app/AlertDialog';
import { toaster } from '../../app/toaster';
import { errorFromState } from '../../lib/errorReport';
import { useReportError } from './useReportError';

const COMMENT_MAX = 2000;

type Notice = { title: string; text: string; onOk: () => void } | null;

// SPEC §2/§5/§8: show the error, take an optional comment, store it as a UI error log entry.
export default function SendErrorMessage() {
  const location = useLocation();
  const navigate = useNavigate();
  const error = errorFromState(location.state);
  const [comment, setComment] = useState('');
  const [notice, setNotice] = useState<Notice>(
    error
      ? null
      : {
          title: 'No Error Message',
          text: 'No Error to report. Please try to reproduce the error and report again',
          onOk: () => navigate(-1),
        },
  );
  const [reportError, sending] = useReportError();
  const tooLong = comment.length > COMMENT_MAX;
  const invalid = !error || tooLong;

  function send() {
    if (!error) return;
    const embarrassing = () =>
      setNotice({
        title: 'Embarassing',
        text: 'Getting an error while trying to report an error',
        onOk: () => {},
      });
    reportError(
      {
        header: error.header.slice(0, 200),
        message: error.message.slice(0, 4000),
        details: error.details ? JSON.stringify(error.details).slice(0, 8000) : null,
        comment: comment.trim() || null,
        url: window.location.href.slice(0, 500),
      },
      {
        done: () => {
          // SPEC: go back, then thank the reporter.
          if (window.history.length > 1) navigate(-1);
          else navigate('/');
          toaster.create({
            title: 'Thank you for your service',
            type: 'success',
            closable: true,
            action: { label: 'Ok', onClick: () => {} },
          });
        },
        failed: embarrassing,
      },
    );
  }

  return (
    <Box as="main" maxW="xl" mx="auto" px="4" py="8">
      <Card.Root>
        <Card.Header>
          <Heading as="h1" size="lg">
            {error?.header ?? 'No Error Message'}
          </Heading>
        </Card.Header>
        <Card.Body gap="4">
          <Text color="fg.muted" wordBreak="break-word">
            {error?.message ?? 'There is no error to report.'}
          </Text>
          <Field.Root invalid={tooLong}>
            <Field.Label>Comment</Field.Label>
            <Textarea
              value={comment}
              onChange={(e) => setComment(e.target.value)}
              placeholder="When/how did this error happened?"
              rows={4}
            />
            <Field.ErrorText>At most {COMMENT_MAX} characters</Field.ErrorText>
          </Field.Root>
        </Card.Body>
        <Card.Footer>
          <Button colorPalette="felt" onClick={send} disabled={invalid || sending} loading={sending}>
            Send Error Report
          </Button>
        </Card.Footer>
      </Card.Root>
      <AlertDialog
        open={notice !== null}
        title={notice?.title}
        text={notice?.text}
        onClose={() => setNotice(null)}
        actions={
          <Button
            colorPalette="felt"
            onClick={() => {
              const onOk = notice?.onOk;
              setNotice(null);
              onOk?.();
            }}
          >
            Ok
          </Button>
        }
      />
    </Box>
  );
}
