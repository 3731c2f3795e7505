import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import OrganisationSectionUpdateLocationMutation from '../../client/src/features/admin/__generated__/OrganisationSectionUpdateLocationMutation.graphql.ts';
import AudioRecordingPageQuery from '../../client/src/features/audio/__generated__/AudioRecordingPageQuery.graphql.ts';
import useCalibrateBellsMutation from '../../client/src/features/audio/__generated__/useCalibrateBellsMutation.graphql.ts';
import AddGamePageQuery from '../../client/src/features/games/__generated__/AddGamePageQuery.graphql.ts';
import AddGameRecordMatchMutation from '../../client/src/features/games/__generated__/AddGameRecordMatchMutation.graphql.ts';
import useLiveGameScoreMutation from '../../client/src/features/games/__generated__/useLiveGameScoreMutation.graphql.ts';
import useLiveGameStartMutation from '../../client/src/features/games/__generated__/useLiveGameStartMutation.graphql.ts';
import TvLivePageQuery from '../../client/src/features/live/__generated__/TvLivePageQuery.graphql.ts';
import type { TestClient } from '../../server/test/support/testApp.ts';
import { persisted } from './tourney.ts';

// Live games the way the app runs them: the client's own persisted documents, as the demo admin.

export const MUNICH = { name: 'Munich', lat: 48.1374, long: 11.5755 };

/** Bands the tests' bells ring in: above SPEC §9's 3000 Hz floor and far apart. */
export const TEST_BELLS = {
  frequencyBlack: { from: 4000, to: 4100 },
  frequencyWhite: { from: 6000, to: 6100 },
};

interface LiveGameRead {
  id: string;
  mode: number;
  whites: { id: string }[];
  blacks: { id: string }[];
  scoreWhites: number;
  scoreBlacks: number;
  goals: { side: string; source: string; at: string }[];
}

/** The viewer's organisation's id. */
async function organisationIdOf(admin: TestClient): Promise<string> {
  const { viewer } = await persisted(admin, AudioRecordingPageQuery);
  return viewer.organisation.id;
}

/** The demo organisation's id and Munich's location id. */
export async function demoPlaces(admin: TestClient) {
  const organisationId = await organisationIdOf(admin);
  const tv = await persisted(admin, TvLivePageQuery);
  const munich = (tv.viewer.organisation.locations as { id: string; name: string }[]).find(
    (l) => l.name === MUNICH.name,
  );
  return { organisationId, munichId: munich?.id ?? expect.fail('no Munich') };
}

/** Switches live scoring at Munich on (the admin's location editor does the same). */
export async function enableLiveScoring(admin: TestClient) {
  const { organisationId, munichId } = await demoPlaces(admin);
  const data = await persisted(admin, OrganisationSectionUpdateLocationMutation, {
    input: { commandId: randomUUID(), organisationId, locationId: munichId, ...MUNICH, liveScoring: true },
  });
  expect(data.updateLocation.__typename).toBe('UpdateLocationPayload');
  return { organisationId, munichId };
}

/** Sets the league's bell bands (calibration, as the audio page does it). */
export async function setBells(admin: TestClient, bells = TEST_BELLS) {
  const organisationId = await organisationIdOf(admin);
  const data = await persisted(admin, useCalibrateBellsMutation, {
    input: { commandId: randomUUID(), organisationId, ...bells },
  });
  expect(data.updateLeagueConfig.__typename).toBe('UpdateLeagueConfigPayload');
}

/** The global ids of demo players by display name (Add Game's list). */
export async function playerIds(admin: TestClient): Promise<Map<string, string>> {
  const { viewer } = await persisted(admin, AddGamePageQuery);
  const edges = viewer.organisation.players.edges as { node: { id: string; displayName: string } }[];
  return new Map(edges.map((e) => [e.node.displayName, e.node.id]));
}

/** Starts a 2 vs 2 live game at Munich (whites: defense, offense; blacks: defense, offense). */
export async function startLiveGame(admin: TestClient, whites: [string, string], blacks: [string, string]) {
  const { munichId } = await demoPlaces(admin);
  const ids = await playerIds(admin);
  const id = (name: string) => ids.get(name) ?? expect.fail(`no player ${name}`);
  const data = await persisted(admin, useLiveGameStartMutation, {
    input: {
      commandId: randomUUID(),
      locationId: munichId,
      mode: 2,
      whites: { defense: id(whites[0]), offense: id(whites[1]) },
      blacks: { defense: id(blacks[0]), offense: id(blacks[1]) },
    },
  });
  expect(data.startLiveGame.__typename).toBe('StartLiveGamePayload');
  return data.startLiveGame.liveGame.id as string;
}

/** Goals for a live game, in order: 'W' for the whites, 'B' for the blacks; from `source`. */
export async function scoreGoals(client: TestClient, liveGameId: string, goals: string, source = 'BUTTON') {
  for (const goal of goals) {
    const data = await persisted(client, useLiveGameScoreMutation, {
      input: { commandId: randomUUID(), liveGameId, side: goal === 'W' ? 'WHITES' : 'BLACKS', source },
    });
    expect(data.scoreLiveGoal.__typename).toBe('ScoreLiveGoalPayload');
  }
}

/** Records the finished live game at Munich as its match (Submit in live mode); the match's id. */
export async function submitLiveGame(admin: TestClient, liveGameId: string) {
  const { munichId } = await demoPlaces(admin);
  const data = await persisted(admin, AddGameRecordMatchMutation, {
    input: await liveMatchInput(admin, munichId, liveGameId),
  });
  expect(data.recordMatch.__typename).toBe('RecordMatchPayload');
  return data.recordMatch.match.id as string;
}

async function liveMatchInput(client: TestClient, munichId: string, liveGameId: string) {
  const game = await liveGameAtMunich(client);
  if (!game) return expect.fail('no live game at Munich');
  const lineup = (players: { id: string }[]) => ({
    defense: players[0]?.id,
    offense: players[1]?.id ?? null,
  });
  return {
    commandId: randomUUID(),
    liveGameId,
    locationId: munichId,
    mode: game.mode,
    whites: lineup(game.whites),
    blacks: lineup(game.blacks),
    scoreWhites: game.scoreWhites,
    scoreBlacks: game.scoreBlacks,
    sixInARow: false,
  };
}

/** The game running at Munich as the server has it (null: none). */
export async function liveGameAtMunich(client: TestClient): Promise<LiveGameRead | null> {
  const { viewer } = await persisted(client, AddGamePageQuery);
  const munich = (viewer.organisation.locations as { name: string; liveGame: LiveGameRead | null }[]).find(
    (l) => l.name === MUNICH.name,
  );
  return munich?.liveGame ?? null;
}

/**
 * The browser's speech recogniser replaced at its boundary: a stand-in shaped like Chrome's
 * (SpeechRecognition and webkitSpeechRecognition; results as a growing list with resultIndex and
 * isFinal; 'end' after stop()). The test speaks through `say(page, transcript)`; the options the
 * app set are kept in window.__speechOptions.
 */
export async function fakeSpeechRecognition(context: BrowserContext) {
  await context.addInitScript(() => {
    type Result = { transcript: string; isFinal: boolean };
    class FakeSpeechRecognition {
      lang = '';
      interimResults = true;
      continuous = false;
      onresult: ((event: unknown) => void) | null = null;
      onend: (() => void) | null = null;
      onerror: ((event: unknown) => void) | null = null;
      private running = false;
      private results: Result[] = [];
      start() {
        if (this.running) throw new DOMException('recognition has already started', 'InvalidStateError');
        this.running = true;
        const w = window as unknown as Record<string, unknown>;
        w.__speech = this;
        w.__speechOptions = {
          lang: this.lang,
          interimResults: this.interimResults,
          continuous: this.continuous,
        };
      }
      stop() {
        if (!this.running) return;
        this.running = false;
        setTimeout(() => this.onend?.(), 0);
      }
      abort() {
        this.stop();
      }
      say(transcript: string) {
        if (!this.running) return false;
        this.results.push({ transcript, isFinal: true });
        const results = this.results.map((r) =>
          Object.assign([{ transcript: r.transcript, confidence: 0.9 }], { isFinal: r.isFinal }),
        );
        this.onresult?.({ resultIndex: results.length - 1, results });
        return true;
      }
    }
    Object.assign(window, {
      SpeechRecognition: FakeSpeechRecognition,
      webkitSpeechRecognition: FakeSpeechRecognition,
    });
  });
}

/** Speaks a transcript into the page's fake recogniser; false when nothing listens. */
export const say = (page: Page, transcript: string) =>
  page.evaluate((t) => {
    const speech = (window as unknown as { __speech?: { say(t: string): boolean } }).__speech;
    return speech ? speech.say(t) : false;
  }, transcript);
