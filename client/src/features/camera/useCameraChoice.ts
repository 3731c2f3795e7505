import { useCallback } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useSearchParams } from 'react-router';
import type { useCameraChoice_organisation$key } from './__generated__/useCameraChoice_organisation.graphql';

/**
 * Which camera a camera screen shows: the one in the URL (?location=), else the viewer's own
 * location's, else the organisation's first. Only cameras the viewer may watch have a cameraPath.
 */
export function useCameraChoice(
  organisation: useCameraChoice_organisation$key | null | undefined,
  ownLocationId: string | null | undefined,
) {
  const org = useFragment(
    graphql`
      fragment useCameraChoice_organisation on Organisation {
        locations {
          id
          name
          cameraPath
        }
      }
    `,
    organisation ?? null,
  );
  const [params, setParams] = useSearchParams();
  const cameras = (org?.locations ?? []).flatMap((l) =>
    l.cameraPath ? [{ ...l, cameraPath: l.cameraPath }] : [],
  );
  const wanted = params.get('location');
  const chosen =
    cameras.find((c) => c.id === wanted) ?? cameras.find((c) => c.id === ownLocationId) ?? cameras[0] ?? null;
  const choose = useCallback(
    (id: string) =>
      setParams(
        (p) => {
          const next = new URLSearchParams(p);
          next.set('location', id);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { cameras, chosen, choose };
}

export type CameraChoice = ReturnType<typeof useCameraChoice>;
