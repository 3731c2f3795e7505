import { Button, Spinner } from '@chakra-ui/react';
import { useTheme } from 'next-themes';
import { useEffect, useRef, useState } from 'react';
import { AlertDialog } from '../../app/AlertDialog';
import { handshakeMessage, TOKEN_FAILURE_TEXT, tokenFailureTitle, toolOrigin } from '../../lib/camera';
import { ToolFrame } from './ToolFrame';
import { useGenerateCustomToken } from './useFeedbackMutations';

type Signed = { token: string; uid: string; displayName: string; role: string };

/**
 * SPEC §2/§3/§7 Feedback with the organisation's tool: a token signed by the server
 * (generateCustomToken), then the tool in a full-size frame, told the handshake message (token,
 * uid, displayName, role, darkMode) at its own origin only. A failure shows SPEC §8's texts.
 */
export function FeedbackTool({ organisationId, url }: { organisationId: string; url: string }) {
  const [generate] = useGenerateCustomToken();
  const [signed, setSigned] = useState<Signed | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const { resolvedTheme } = useTheme();
  const origin = toolOrigin(url);

  // biome-ignore lint/correctness/useExhaustiveDependencies: one token per organisation shown
  useEffect(() => {
    generate(organisationId, {
      done: (answer) => {
        const title = tokenFailureTitle(answer, false);
        if (title) setFailure(title);
        else setSigned(answer as Signed);
      },
      failed: (_message, network) => setFailure(tokenFailureTitle(null, network)),
    });
  }, [organisationId]);

  const tell = () => {
    if (!signed || !origin) return;
    frame.current?.contentWindow?.postMessage(handshakeMessage(signed, resolvedTheme === 'dark'), origin);
  };

  return (
    <>
      {signed && origin ? (
        <ToolFrame src={url} title="Feedback" frameRef={frame} onLoad={tell} />
      ) : (
        !failure && <Spinner aria-label="Signing you in to the feedback tool" />
      )}
      <AlertDialog
        open={failure !== null}
        title={failure}
        text={TOKEN_FAILURE_TEXT}
        onClose={() => setFailure(null)}
        actions={
          <Button colorPalette="felt" onClick={() => setFailure(null)}>
            OK
          </Button>
        }
      />
    </>
  );
}
