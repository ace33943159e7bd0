// One generation of a template as a card: its highest version (or the one picked in 'Versions'), with the
// thumbnail, name, size, generation and version, approval and approvers, and what may be done with it.
import { useState } from 'react';
import { Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import { ROLE_LABELS } from '../../../../domain/roles';
import { EntityCommentsButton } from '../../comments';
import type { Template } from '../../providers/adapters/templates';
import { ApproveTemplateButton } from './ApproveTemplateButton';
import { TemplateActions } from './TemplateActions';
import { TemplateThumb } from './TemplateThumb';
import { useTemplateVersions, VersionsMenu } from './VersionsMenu';

const Approvers = ({ template }: { template: Template }) =>
  template.approvals.users.length ? (
    <Typography variant="caption" color="text.secondary" component="div" data-testid="template-approvers">
      Approved by{' '}
      {template.approvals.users.map((user) => `${user.name} (${ROLE_LABELS[user.role] ?? user.role})`).join(', ')}
    </Typography>
  ) : null;

export const TemplateCard = ({ latest, partnerId }: { latest: Template; partnerId: string }) => {
  const [pickedId, setPickedId] = useState<string | null>(null);
  const versions = useTemplateVersions(latest.id, pickedId !== null);
  const template = (pickedId && versions.data?.find((v) => v.id === pickedId)) || latest;

  return (
    <Card
      variant="outlined"
      component="article"
      data-testid="template-card"
      aria-label={template.name}
      sx={{ opacity: latest.archived ? 0.7 : 1 }}
    >
      <TemplateThumb template={template} />
      <CardContent sx={{ pb: 0 }}>
        <Typography variant="subtitle2" noWrap title={template.name}>
          {template.title}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="div">
          {template.size} · Generation {template.generation} ·{' '}
          <span data-testid="template-version">v{template.version}</span>
          {template.version !== latest.version && ` (latest v${latest.version})`}
        </Typography>
        <Stack direction="row" sx={{ gap: 0.5, my: 0.5, flexWrap: 'wrap' }}>
          <Chip
            size="small"
            color={template.approved ? 'success' : 'default'}
            label={template.approved ? 'Approved' : 'Not approved'}
          />
          {latest.archived && <Chip size="small" label="Archived" />}
        </Stack>
        <Approvers template={template} />
      </CardContent>
      <CardActions sx={{ pb: 0 }}>
        <ApproveTemplateButton template={template} />
        <VersionsMenu latest={latest} shownId={template.id} onPick={setPickedId} />
        {/* A comment is about the version shown: a new version starts with none. */}
        <EntityCommentsButton
          topic={{ conceptId: template.conceptId }}
          entity={{ id: template.id, type: 'template', name: `${template.title} v${template.version}` }}
        />
      </CardActions>
      <TemplateActions
        latest={latest}
        template={template}
        partnerId={partnerId}
        onNewVersion={() => setPickedId(null)}
      />
    </Card>
  );
};
