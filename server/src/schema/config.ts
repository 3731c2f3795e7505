import {
  CHALLENGE_NAMES,
  type ConfigValues,
  challengeConfigSchema,
  type config,
  DEFAULT_DEPARTMENTS,
  departmentNameSchema,
  GLOBAL_ORG,
  type Rank,
  rankSchema,
} from '@kicker/events';
import { readConfigValues, readInstallationDepartments, readRankLadder } from '@kicker/projections';
import { z } from 'zod';
import { changeConfig, changeDefaultDepartments } from '../commands/config.ts';
import { builder } from '../graphql/builder.ts';
import { commandMutation, type InputFields } from './commandMutation.ts';
import { Organisation, organisationIdField, organisationPayload } from './organisation.ts';

// SPEC §3 "Config values" and DESIGN §6's rank ladder, per organisation. The values are checked by
// the config decider (events/src/catalogue/config), which answers with the message of the first issue.

/** The decider checks the ladder (at most 30 ranks); the edge bounds the list before it is read. */
const MAX_RANKS = 30;
const MAX_DEPARTMENTS = 50;

export const ChallengeName = builder.enumType('ChallengeName', { values: CHALLENGE_NAMES });

const ChallengeConfig = builder.objectRef<ConfigValues['currentChallenge']>('ChallengeConfig').implement({
  fields: (t) => ({
    name: t.field({ type: ChallengeName, resolve: (c) => c.name }),
    description: t.exposeString('description'),
    points: t.exposeInt('points'),
    changedOn: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When another challenge became current (the app marks it new for 14 days).',
      resolve: (c) => (c.changedOn ? new Date(c.changedOn) : null),
    }),
  }),
});

const BountyConfig = builder.objectRef<ConfigValues['bounty']>('BountyConfig').implement({
  fields: (t) => ({ bountyPoints: t.exposeInt('bountyPoints'), requiredWins: t.exposeInt('requiredWins') }),
});

const FrequencyRange = builder.objectRef<{ from: number; to: number }>('FrequencyRange').implement({
  description: 'A goal bell: the band of frequencies (Hz) that all sound when it rings.',
  fields: (t) => ({ from: t.exposeInt('from'), to: t.exposeInt('to') }),
});

const SingleConfigs = builder.objectRef<ConfigValues['singleConfigs']>('SingleConfigs').implement({
  fields: (t) => ({ showNicknames: t.exposeBoolean('showNicknames') }),
});

const LeagueConfig = builder.objectRef<ConfigValues>('LeagueConfig').implement({
  description: 'Configuration values of an organisation; defaults for what no admin has changed.',
  fields: (t) => ({
    currentChallenge: t.expose('currentChallenge', { type: ChallengeConfig }),
    bounty: t.expose('bounty', { type: BountyConfig }),
    frequencyBlack: t.expose('frequencyBlack', { type: FrequencyRange }),
    frequencyWhite: t.expose('frequencyWhite', { type: FrequencyRange }),
    singleConfigs: t.expose('singleConfigs', { type: SingleConfigs }),
    defaultLive: t.exposeBoolean('defaultLive', { description: 'Whether Add Game starts in live mode.' }),
    soundboardUrl: t.string({
      nullable: true,
      description: "The soundboard the Sounds screen embeds (SPEC §2); null: the app's own sounds.",
      resolve: (c) => c.externalTools.soundboardUrl,
    }),
    archiveUrl: t.string({
      nullable: true,
      description:
        "The archive page the Archive screen embeds, plus the day (YYYY-MM-DD); null: the cameras' own clips.",
      resolve: (c) => c.externalTools.archiveUrl,
    }),
    feedbackUrl: t.string({
      nullable: true,
      description: "The feedback tool the Feedback screen embeds; null: the app's own feedback form.",
      resolve: (c) => c.externalTools.feedbackUrl,
    }),
  }),
});

export const RankRef = builder.objectRef<Rank>('Rank').implement({
  fields: (t) => ({
    rank: t.exposeInt('rank'),
    name: t.exposeString('name'),
    icon: t.exposeString('icon'),
    minMmrOneOnOne: t.exposeInt('minMmrOneOnOne'),
    minMmrTwoOnTwo: t.exposeInt('minMmrTwoOnTwo'),
  }),
});

builder.objectField(Organisation, 'config', (t) =>
  t.field({ type: LeagueConfig, resolve: (org, _, ctx) => readConfigValues(ctx.services.db, org.org_id) }),
);

builder.objectField(Organisation, 'rankLadder', (t) =>
  t.field({
    type: [RankRef],
    description:
      'Ranks from lowest to highest; a player has the highest rank whose minimum their MMR reaches.',
    resolve: (org, _, ctx) => readRankLadder(ctx.services.db, org.org_id),
  }),
);

builder.queryField('defaultDepartments', (t) =>
  t.stringList({
    description: "The installation's `departments` value: what organisations without their own offer.",
    authScopes: { signedIn: true },
    resolve: async (_, __, ctx) =>
      (await readInstallationDepartments(ctx.services.db)) ?? [...DEFAULT_DEPARTMENTS],
  }),
);

const ChallengeConfigInput = builder.inputType('ChallengeConfigInput', {
  fields: (t) => ({
    name: t.field({ type: ChallengeName, required: true }),
    description: t.string({ required: true, validate: challengeConfigSchema.shape.description }),
    points: t.int({ required: true }),
  }),
});
const BountyConfigInput = builder.inputType('BountyConfigInput', {
  fields: (t) => ({ bountyPoints: t.int({ required: true }), requiredWins: t.int({ required: true }) }),
});
const FrequencyRangeInput = builder.inputType('FrequencyRangeInput', {
  fields: (t) => ({ from: t.int({ required: true }), to: t.int({ required: true }) }),
});
const RankInput = builder.inputType('RankInput', {
  fields: (t) => ({
    rank: t.int({ required: true }),
    name: t.string({ required: true, validate: rankSchema.shape.name }),
    icon: t.string({ required: true, validate: rankSchema.shape.icon }),
    minMmrOneOnOne: t.int({ required: true }),
    minMmrTwoOnTwo: t.int({ required: true }),
  }),
});

/** An embedded tool's address: http(s); empty or null removes it (the app's own screen again). */
const toolUrlField = (f: InputFields) =>
  f.string({ required: false, validate: z.string().max(500, 'An address must have at most 500 characters') });

commandMutation('updateLeagueConfig', {
  description: 'Admins of the organisation only. Absent values stay as they are.',
  input: (f) => ({
    organisationId: organisationIdField(f),
    currentChallenge: f.field({ type: ChallengeConfigInput, required: false }),
    bounty: f.field({ type: BountyConfigInput, required: false }),
    frequencyBlack: f.field({ type: FrequencyRangeInput, required: false }),
    frequencyWhite: f.field({ type: FrequencyRangeInput, required: false }),
    showNicknames: f.boolean({ required: false }),
    defaultLive: f.boolean({ required: false }),
    soundboardUrl: toolUrlField(f),
    archiveUrl: toolUrlField(f),
    feedbackUrl: toolUrlField(f),
  }),
  command: changeConfig,
  organisation: ({ organisationId }) => organisationId.id,
  toCommand: (input) => {
    const values: config.ConfigChanges = {
      currentChallenge: input.currentChallenge ? { ...input.currentChallenge, changedOn: null } : undefined,
      bounty: input.bounty ?? undefined,
      frequencyBlack: input.frequencyBlack ?? undefined,
      frequencyWhite: input.frequencyWhite ?? undefined,
      singleConfigs:
        typeof input.showNicknames === 'boolean' ? { showNicknames: input.showNicknames } : undefined,
      defaultLive: input.defaultLive ?? undefined,
    };
    // Absent addresses stay as they are; an empty one removes the tool (the decider merges them).
    const tools = ['soundboardUrl', 'archiveUrl', 'feedbackUrl'] as const;
    if (tools.some((key) => input[key] !== undefined))
      values.externalTools = Object.fromEntries(
        tools.filter((key) => input[key] !== undefined).map((key) => [key, input[key]?.trim() || null]),
      );
    const command = { type: 'ChangeConfigValues' as const, values, now: new Date().toISOString() };
    return { orgId: input.organisationId.id, command };
  },
  payload: { organisation: Organisation },
  answer: ({ organisationId }, ctx) => organisationPayload(ctx, organisationId.id),
});

commandMutation('updateRankLadder', {
  description:
    'Admins of the organisation only. Ranks unique and ascending, minimums never decreasing, the first at 0.',
  input: (f) => ({
    organisationId: organisationIdField(f),
    ranks: f.field({ type: [RankInput], required: true, validate: z.array(z.unknown()).max(MAX_RANKS) }),
  }),
  command: changeConfig,
  organisation: ({ organisationId }) => organisationId.id,
  toCommand: ({ organisationId, ranks }) => ({
    orgId: organisationId.id,
    command: { type: 'ChangeRankLadder' as const, ranks },
  }),
  payload: { organisation: Organisation },
  answer: ({ organisationId }, ctx) => organisationPayload(ctx, organisationId.id),
});

commandMutation('updateDefaultDepartments', {
  description:
    "Installation admins only. The installation's department list, offered by organisations without their own.",
  input: (f) => ({
    departments: f.stringList({
      required: true,
      validate: z.array(departmentNameSchema).max(MAX_DEPARTMENTS, `At most ${MAX_DEPARTMENTS} departments`),
    }),
  }),
  command: changeDefaultDepartments,
  organisation: () => GLOBAL_ORG,
  toCommand: ({ departments }) => ({ departments }),
  payload: { departments: ['String'] },
  answer: async (_, ctx) => ({
    departments: (await readInstallationDepartments(ctx.services.db)) ?? [...DEFAULT_DEPARTMENTS],
  }),
});
