import { type Client, createClient } from 'graphql-ws';
import WebSocket from 'ws';
import type { GoalReport } from './goals.ts';
import { GoalTracker, type LiveGameUpdate } from './goalTracker.ts';

/**
 * The document the agent subscribes with. The app accepts it from a socket that presents a camera
 * token (docs/decisions.md, "Camera agent: the app subscription").
 */
export const GOALS_SUBSCRIPTION = `subscription CameraAgentGoals($locationId: ID!) {
  liveGameChanged(locationId: $locationId) { id status goals { at side } }
}`;

/** `https://kicker.example.com/base` → `wss://kicker.example.com/base/graphql`. */
export function graphqlSocketUrl(app: string): string {
  const url = new URL(app);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/graphql`;
  url.search = '';
  url.hash = '';
  return url.toString();
}

export interface AppLinkStatus {
  connected: boolean;
  lastError: string | null;
}

/**
 * Follows the location's live game over the app's graphql-ws socket and hands each new goal to
 * `onGoal`. The socket opens with `connectionParams: { cameraToken }`; whenever it closes or the
 * subscription fails (the app restarts, the token is revoked) it subscribes again after a pause,
 * 5 s, or 30 s when the app refused the token.
 */
export class AppGoals {
  readonly status: AppLinkStatus = { connected: false, lastError: null };
  private readonly tracker = new GoalTracker(Date.now());
  private client: Client | null = null;
  private stopped = false;
  private wake: (() => void) | null = null;
  private loop: Promise<void> | null = null;

  constructor(
    private readonly p: {
      app: string;
      locationId: string;
      token: string;
      onGoal: (goal: GoalReport) => void;
      log: (line: string) => void;
      /** Pause before subscribing again (tests shorten it). */
      retryMs?: { normal: number; refused: number };
    },
  ) {}

  start() {
    this.loop ??= this.follow();
  }

  async stop() {
    this.stopped = true;
    this.wake?.();
    await dispose(this.client);
    await this.loop;
  }

  private async follow() {
    const retry = this.p.retryMs ?? { normal: 5_000, refused: 30_000 };
    while (!this.stopped) {
      const refused = await this.subscribeOnce();
      this.status.connected = false;
      if (this.stopped) break;
      const wait = refused ? retry.refused : retry.normal;
      this.p.log(`app subscription ended (${this.status.lastError ?? 'closed'}); again in ${wait / 1000} s`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, wait);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }

  /** One subscription until it ends; true when the app refused the token. */
  private async subscribeOnce(): Promise<boolean> {
    let refused = false;
    const client = createClient({
      url: graphqlSocketUrl(this.p.app),
      webSocketImpl: WebSocket,
      connectionParams: { cameraToken: this.p.token },
      lazy: true,
      retryAttempts: 3,
      keepAlive: 15_000,
      on: {
        connected: () => {
          this.status.connected = true;
          this.status.lastError = null;
        },
        closed: (event) => {
          this.status.connected = false;
          const { code, reason } = event as { code?: number; reason?: string };
          if (code === 4401 || code === 4403) refused = true;
          if (code && code !== 1000) this.status.lastError = `closed ${code}${reason ? ` ${reason}` : ''}`;
        },
      },
    });
    this.client = client;
    await new Promise<void>((resolve) => {
      client.subscribe<{ liveGameChanged: LiveGameUpdate | null }>(
        { query: GOALS_SUBSCRIPTION, variables: { locationId: this.p.locationId } },
        {
          next: (result) => {
            if (result.errors?.length) this.status.lastError = result.errors.map((e) => e.message).join('; ');
            if (!result.data) return;
            for (const goal of this.tracker.update(result.data.liveGameChanged)) this.p.onGoal(goal);
          },
          error: (e) => {
            this.status.lastError ??= describe(e);
            if (Array.isArray(e)) this.status.lastError = describe(e);
            resolve();
          },
          complete: () => resolve(),
        },
      );
    });
    await dispose(client);
    this.client = null;
    return refused;
  }
}

/** graphql-ws rejects a dispose during a refused connection attempt with its close event. */
async function dispose(client: Client | null) {
  await Promise.resolve(client?.dispose()).catch(() => {});
}

function describe(e: unknown): string {
  if (Array.isArray(e)) return e.map((x) => (x as { message?: string }).message ?? String(x)).join('; ');
  if (e instanceof Error) return e.message;
  const { code, reason } = e as { code?: number; reason?: string };
  return code ? `closed ${code}${reason ? ` ${reason}` : ''}` : String(e);
}
