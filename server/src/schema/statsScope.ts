import { z } from 'zod';
import { builder } from '../graphql/builder.ts';
import { orNull } from '../graphql/errors.ts';
import { orgKey } from '../graphql/globalIds.ts';
import { moderatedOrganisations } from '../policy/capabilities.ts';
import { Organisation } from './organisation.ts';
import { currentSeasonNumber, Season } from './season.ts';
import { ViewerType } from './viewer.ts';

// Which organisation and season the stats screens show (SPEC §2 Season screen, §4 "Season loading").

builder.objectField(ViewerType, 'canChooseOrganisation', (t) =>
  t.boolean({
    description:
      'You may show the stats of other organisations (the organisation selector: public ones and your own): admins and moderators (SPEC §6).',
    resolve: (v) => moderatedOrganisations(v).length > 0,
  }),
);

builder.objectField(ViewerType, 'statsOrganisation', (t) =>
  t.field({
    type: Organisation,
    nullable: true,
    description:
      'The organisation the stats show: the one asked for when you can see it, else your own (null without one).',
    args: { id: t.arg.globalID({ required: false, for: Organisation }) },
    resolve: async (v, { id }, ctx) => {
      const wanted = id?.id ?? v.orgId;
      if (!wanted) return null;
      return orNull(Organisation.getDataloader(ctx).load(wanted));
    },
  }),
);

builder.objectField(Organisation, 'season', (t) =>
  t.field({
    type: Season,
    nullable: true,
    description:
      'A season by number; without one, the season running now, else the newest (SPEC §4 season loading). Null when there is none.',
    args: { number: t.arg.int({ required: false, validate: z.number().int().min(1).max(999_999) }) },
    resolve: async (org, { number }, ctx) => {
      const wanted = number ?? (await currentSeasonNumber(ctx, org.org_id));
      if (wanted === null) return null;
      return orNull(Season.getDataloader(ctx).load(orgKey(org.org_id, wanted)));
    },
  }),
);
