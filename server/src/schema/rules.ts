import { rulesHtmlSchema } from '@kicker/events';
import { readRules } from '@kicker/projections';
import { changeRules, cleanRules } from '../commands/rules.ts';
import { builder } from '../graphql/builder.ts';
import type { Context } from '../graphql/context.ts';
import { capabilitiesIn } from '../policy/capabilities.ts';
import { DEFAULT_RULES_DATE, DEFAULT_RULES_HTML } from '../rules/defaultRules.ts';
import { commandMutation } from './commandMutation.ts';
import { Organisation, organisationIdField } from './organisation.ts';

// SPEC "Rules": one document per organisation, the default text when it has none.

interface RulesDocument {
  orgId: string;
  html: string;
  updatedOn: Date;
  isDefault: boolean;
}

/** The organisation's rules document: its own, else the default text. */
async function rulesOf(ctx: Context, orgId: string): Promise<RulesDocument> {
  const row = await readRules(ctx.services.db, orgId);
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
    resolve: (org, _, ctx) => rulesOf(ctx, org.org_id),
  }),
);

commandMutation('updateRules', {
  description: 'Admins and moderators of the organisation.',
  input: (f) => ({
    organisationId: organisationIdField(f),
    html: f.string({
      required: true,
      description: 'Rich text; scripts, handlers and unsafe links are removed.',
      // The size is checked here, before anything parses the HTML.
      validate: rulesHtmlSchema,
    }),
  }),
  command: changeRules,
  organisation: ({ organisationId }) => organisationId.id,
  toCommand: ({ organisationId, html }) => cleanRules(organisationId.id, html),
  payload: { rules: Rules },
  answer: async ({ organisationId }, ctx) => ({ rules: await rulesOf(ctx, organisationId.id) }),
});

commandMutation('restoreDefaultRules', {
  description: "Admins and moderators: overwrites the organisation's rules with the default text.",
  input: (f) => ({ organisationId: organisationIdField(f) }),
  command: changeRules,
  organisation: ({ organisationId }) => organisationId.id,
  toCommand: ({ organisationId }) => cleanRules(organisationId.id, DEFAULT_RULES_HTML),
  payload: { rules: Rules },
  answer: async ({ organisationId }, ctx) => ({ rules: await rulesOf(ctx, organisationId.id) }),
});
