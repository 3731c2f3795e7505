import { rulesHtmlSchema } from '@kicker/events';
import { changeRules } from '../commands/rules.ts';
import { builder, can } from '../graphql/builder.ts';
import type { Context } from '../graphql/context.ts';
import { capabilitiesIn } from '../policy/capabilities.ts';
import { DEFAULT_RULES_DATE, DEFAULT_RULES_HTML } from '../rules/defaultRules.ts';
import { Organisation, type OrganisationRow, orgIdArg } from './organisation.ts';
import { actor, commandIdField, payload } from './shared.ts';

// SPEC "Rules": one document per organisation, the default text when it has none.

interface RulesDocument {
  orgId: string;
  html: string;
  updatedOn: Date;
  isDefault: boolean;
}

async function readRules(ctx: Context, orgId: string): Promise<RulesDocument> {
  const row = await ctx.services.db
    .selectFrom('rules')
    .select(['html', 'updated_at'])
    .where('org_id', '=', orgId)
    .executeTakeFirst();
  return row
    ? { orgId, html: row.html, updatedOn: row.updated_at, isDefault: false }
    : { orgId, html: DEFAULT_RULES_HTML, updatedOn: DEFAULT_RULES_DATE, isDefault: true };
}

const Rules = builder.objectRef<RulesDocument>('Rules').implement({
  description: "The organisation's rules (sanitised HTML).",
  fields: (t) => ({
    html: t.exposeString('html'),
    updatedOn: t.expose('updatedOn', { type: 'DateTime', description: "The 'Stand' date." }),
    isDefault: t.exposeBoolean('isDefault', {
      description: 'True while the organisation has no rules of its own.',
    }),
    viewerCanEdit: t.boolean({
      description: 'Admins and moderators of the organisation edit its rules.',
      resolve: (doc, _, ctx) => capabilitiesIn(ctx.viewer, { orgId: doc.orgId, isPublic: false }).editRules,
    }),
  }),
});

builder.objectField(Organisation, 'rules', (t) =>
  t.field({
    type: Rules,
    authScopes: { signedIn: true },
    resolve: (org, _, ctx) => readRules(ctx, org.org_id),
  }),
);

const rulesPayloadType = (name: string) =>
  builder.objectRef<{ rules: RulesDocument }>(name).implement({
    fields: (t) => ({ rules: t.expose('rules', { type: Rules }) }),
  });

const rulesInput = (name: string, withHtml: boolean) =>
  builder.inputType(name, {
    fields: (f) => ({
      organisationId: f.globalID({ required: true, ...orgIdArg }),
      ...(withHtml
        ? {
            html: f.string({
              required: true,
              description: 'Rich text; scripts, handlers and unsafe links are removed.',
              // The size is checked here, before anything parses the HTML.
              validate: rulesHtmlSchema,
            }),
          }
        : {}),
      commandId: commandIdField(f),
    }),
  });

builder.mutationField('updateRules', (t) =>
  t.field({
    type: rulesPayloadType('UpdateRulesPayload'),
    description: 'Admins and moderators of the organisation.',
    errors: {},
    args: { input: t.arg({ required: true, type: rulesInput('UpdateRulesInput', true) }) },
    authScopes: (_, { input }) => can('editRules', input.organisationId.id),
    resolve: async (_, { input }, ctx, info) => {
      const orgId = input.organisationId.id;
      const html = (input as { html: string }).html;
      payload(await changeRules(ctx.services.commands, orgId, html, actor(ctx, input, info)));
      return { rules: await readRules(ctx, orgId) };
    },
  }),
);

builder.mutationField('restoreDefaultRules', (t) =>
  t.field({
    type: rulesPayloadType('RestoreDefaultRulesPayload'),
    description: "Admins and moderators: overwrites the organisation's rules with the default text.",
    errors: {},
    args: { input: t.arg({ required: true, type: rulesInput('RestoreDefaultRulesInput', false) }) },
    authScopes: (_, { input }) => can('editRules', input.organisationId.id),
    resolve: async (_, { input }, ctx, info) => {
      const orgId = input.organisationId.id;
      payload(await changeRules(ctx.services.commands, orgId, DEFAULT_RULES_HTML, actor(ctx, input, info)));
      return { rules: await readRules(ctx, orgId) };
    },
  }),
);

export type { OrganisationRow };
