import { useEffect } from 'react';
import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { liveRoutes } from '@glyco/contracts/api-routes/live';
import { everyRecordKind, invalidateRecords } from '../query-client';
import { applyLiveMessage } from './live-invalidation';
import { openLiveStream, type LiveEnd } from './live-stream';

export interface LiveViewer {
  /** The viewer's token, read before each connection. */
  token: () => string | null;
  /** Whom the stream is about, when not the viewer's own data (the server's default). */
  personId?: string;
  /** Where the cached answers about someone else are kept: all of them follow each change. */
  root?: QueryKey;
  /** The server ended the viewer's access (signed out elsewhere, revoked) or refused the stream. */
  onEnd: (end: LiveEnd) => void;
}

function streamUrl(personId: string | undefined): string {
  return personId ? `${liveRoutes.stream.path}?${new URLSearchParams({ personId })}` : liveRoutes.stream.path;
}

function refetchEverything(client: QueryClient, root: QueryKey | undefined): Promise<void> {
  return root ? client.invalidateQueries({ queryKey: root }) : invalidateRecords(client, everyRecordKind);
}

/**
 * One live stream while the calling layout is on screen (`enabled`): each change refetches the
 * cached answers it touches, so every page follows without asking on a timer.
 */
export function useLiveUpdates(viewer: LiveViewer, enabled = true): void {
  const client = useQueryClient();
  const { token, personId, root, onEnd } = viewer;
  const rootKey = JSON.stringify(root ?? null);
  useEffect(() => {
    if (!enabled) return;
    let opened = false;
    const stream = openLiveStream({
      url: streamUrl(personId),
      token,
      onMessage: (message) => void applyLiveMessage(client, message, root),
      onEnd,
      // Opened again without a position to resume from, it cannot say what changed meanwhile: everything is fetched again.
      onOpen: (resumed) => {
        if (!resumed && opened) void refetchEverything(client, root);
        opened = true;
      },
    });
    return () => stream.close();
    // The stream opens again only for another viewer or person; a new callback object is no reason to.
  }, [enabled, personId, rootKey, client]);
}
