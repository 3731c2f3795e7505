import { builder } from '../graphql/builder.ts';
import './errors.ts';
import './organisation.ts';
import './season.ts';
import './player.ts';
import './viewer.ts';
import './workspaceSetup.ts';
import './apiKey.ts';
import './errorReport.ts';
import './config.ts';
import './rules.ts';
import './playerAdmin.ts';
import './people.ts';
import './maintenance.ts';
import './auditLog.ts';
import './match.ts';

export const schema = builder.toSchema({ sortSchema: true });
