// Details (INTRO): the concept's name, its markets from the partner's business-node tree and its languages
// (spec 1 §2.5, §5). Markets are fixed once the brief holds assets.
import { FormHelperText, Stack, TextField, Typography } from '@mui/material';
import { hasAssets } from '../../../../../domain/concept/brief';
import { MARKETS_LOCKED } from '../../../../../domain/concept/details-rules';
import { NodeChecklist } from '../../../assets/NodeChecklist';
import type { BriefWizardState } from '../useBriefWizard';
import { ALREADY_SUBMITTED } from '../WizardHeader';
import { LanguagePicker } from './LanguagePicker';

export const DetailsStep = ({ wizard, partnerId }: { wizard: BriefWizardState; partnerId: string }) => {
  const { brief, edit, shownError, readOnly, context } = wizard;
  const intro = (change: Partial<typeof brief.intro>) => edit((b) => ({ ...b, intro: { ...b.intro, ...change } }));
  const marketsLocked = hasAssets(brief) || context.lockedMarkets !== null;
  const marketsError = shownError('intro.businessNodes');
  return (
    <Stack spacing={3}>
      <TextField
        label="Concept name"
        required
        fullWidth
        value={brief.intro.name}
        disabled={readOnly}
        error={!!shownError('intro.name')}
        helperText={shownError('intro.name') ?? ' '}
        onChange={(e) => intro({ name: e.target.value })}
      />
      <div>
        <Typography variant="subtitle2" gutterBottom>
          Products &amp; Markets
        </Typography>
        <NodeChecklist
          partnerId={partnerId}
          value={brief.intro.businessNodes}
          disabledReason={readOnly ? ALREADY_SUBMITTED : marketsLocked && MARKETS_LOCKED}
          onChange={(businessNodes) => intro({ businessNodes })}
        />
        {marketsLocked && !readOnly && <FormHelperText>{MARKETS_LOCKED}</FormHelperText>}
        {marketsError && <FormHelperText error>{marketsError}</FormHelperText>}
      </div>
      <LanguagePicker
        value={brief.intro.languages}
        disabled={readOnly}
        error={shownError('intro.languages')}
        onChange={(languages) => intro({ languages })}
      />
    </Stack>
  );
};
