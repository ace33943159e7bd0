// The business nodes a template's generation is available to (PUT /assets/templates/{id}/business-nodes): the
// partner's tree as a checklist, saved whole. Until saved once, every campaign of the concept may use it.
import { useState } from 'react';
import { Typography } from '@mui/material';
import { sameList } from '../../../../domain/shared/validation';
import { NodeChecklist } from '../../assets/NodeChecklist';
import { SaveDialog } from '../../common/SaveDialog';
import { NOTHING_CHANGED, WORKING } from '../../common/WhyDisabled';
import type { Template } from '../../providers/adapters/templates';
import { useTemplateSave } from './useTemplateSave';

const NONE_CHOSEN = 'Please choose at least one business node';

export const TemplateNodesDialog = ({ template, onClose }: { template: Template; onClose: () => void }) => {
  const [nodes, setNodes] = useState<string[]>(template.businessNodes ?? []);
  const { save: run, isPending } = useTemplateSave('setTemplateBusinessNodes', onClose);
  const unchanged = template.businessNodes !== null && sameList([...nodes].sort(), [...template.businessNodes].sort());
  const whyNotSave = isPending ? WORKING : nodes.length === 0 ? NONE_CHOSEN : unchanged ? NOTHING_CHANGED : null;
  const save = () => run({ templateId: template.id, businessNodes: nodes });
  return (
    <SaveDialog
      title={`Business nodes of ${template.name}`}
      saveLabel="Save"
      whyNotSave={whyNotSave}
      onSave={save}
      onClose={onClose}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {template.businessNodes === null
          ? 'Every campaign of the concept may use this template until nodes are chosen.'
          : 'Campaigns on these nodes, or below them, may use this template.'}
      </Typography>
      <NodeChecklist
        partnerId={template.partnerId}
        value={nodes}
        onChange={setNodes}
        disabledReason={isPending && WORKING}
      />
    </SaveDialog>
  );
};
