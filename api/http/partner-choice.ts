// The optional `partnerId` query parameter of the calls that work on one partner (commands/authorization.ts
// resolvePartner): anyone but a top admin works on the own partner and may leave it out, while a top admin must name
// it, else 400 'Partner must be provided for an admin user'. OpenAPI cannot mark a parameter required for some callers
// only, so its description says so, in the same words on every such call (test/api/partner-choice.test.ts).
import { Type } from 'typebox';
import { MESSAGES } from '../../domain/shared/errors';
import { ID_PATTERN } from '../../domain/shared/validation';

/** What every such parameter's description starts with. */
export const PARTNER_CHOICE = 'The partner to work on. Required for top admins (SUPER, ADMIN)';

/** `partnerId`; `unless` says what else may name the partner for a top admin. */
export const PartnerChoice = (unless?: string) =>
  Type.Optional(
    Type.String({
      pattern: ID_PATTERN,
      description: `${PARTNER_CHOICE}${unless ? `, unless ${unless}` : ''}: without it they are answered 400 '${MESSAGES.partnerRequired}'. Anyone else works on their own partner and may leave it out.`,
    }),
  );
