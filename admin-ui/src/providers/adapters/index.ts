// The resource adapters: react-admin's resources by name, and every custom query and command by name.
import { assets } from './assets';
import { audit } from './audit';
import { businessTree } from './businessTree';
import { campaigns } from './campaigns';
import { comments } from '../../comments/commentsAdapter';
import { concepts } from './concepts';
import { creatives } from '../../creatives/creativesAdapter';
import { customConversions } from './customConversions';
import { audiences } from '../../audiences/audiencesAdapter';
import { assemblies } from '../../assemblies/assembliesAdapter';
import { internalUsers } from './internalUsers';
import { markets } from './markets';
import { nodeUsers } from './nodeUsers';
import { partnerUsers } from './partnerUsers';
import { partners } from './partners';
import { personalise } from './personalise';
import { reviews } from '../../reviews/reviewsAdapter';
import { screenshots } from '../../screenshots/screenshotsAdapter';
import { session } from './session';
import { storyboards } from './storyboards';
import { templates } from './templates';
import { tearsheets } from '../../tearsheets/tearsheetsAdapter';

export const resources = {
  partners,
  'internal-users': internalUsers,
  'partner-users': partnerUsers,
  'node-users': nodeUsers,
  markets,
  audit,
  assets,
  concepts,
  campaigns,
  'custom-conversions': customConversions,
};

export const queries = {
  ...partners.queries,
  ...businessTree.queries,
  ...assets.queries,
  ...session.queries,
  ...concepts.queries,
  ...templates.queries,
  ...storyboards.queries,
  ...campaigns.queries,
  ...personalise.queries,
  ...creatives.queries,
  ...comments.queries,
  ...reviews.queries,
  ...screenshots.queries,
  ...tearsheets.queries,
  ...customConversions.queries,
  ...audiences.queries,
  ...assemblies.queries,
};

export const commands = {
  ...partners.commands,
  ...partnerUsers.commands,
  ...markets.commands,
  ...businessTree.commands,
  ...assets.commands,
  ...session.commands,
  ...concepts.commands,
  ...templates.commands,
  ...storyboards.commands,
  ...campaigns.commands,
  ...personalise.commands,
  ...creatives.commands,
  ...comments.commands,
  ...reviews.commands,
  ...screenshots.commands,
  ...tearsheets.commands,
  ...customConversions.commands,
  ...audiences.commands,
  ...assemblies.commands,
};

type Resources = typeof resources;
export type Resource = keyof Resources;
/** The react-admin writes the resources support: 'partners.create', 'markets.update', … */
export type CrudWrite = { [R in Resource]: `${R}.${Extract<keyof Resources[R], 'create' | 'update'>}` }[Resource];

type Commands = typeof commands;
export type CommandName = keyof Commands;
export type CommandParams<N extends CommandName> = Parameters<Commands[N]>[0];
export type CommandResult<N extends CommandName> = Awaited<ReturnType<Commands[N]>>;
