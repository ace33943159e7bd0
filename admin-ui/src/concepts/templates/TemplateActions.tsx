// A template card's tools: preview, upload a new version of the generation, edit the code, edit the defaults
// and CSS, resize, change the details and the business nodes, archive or unarchive the generation, delete the shown
// version. Changes are for the admins and the self-service group.
import { useRef, useState } from 'react';
import { CardActions, IconButton, LinearProgress, Tooltip } from '@mui/material';
import AccountTree from '@mui/icons-material/AccountTree';
import AspectRatio from '@mui/icons-material/AspectRatio';
import Code from '@mui/icons-material/Code';
import Info from '@mui/icons-material/InfoOutlined';
import Tune from '@mui/icons-material/Tune';
import UploadFile from '@mui/icons-material/UploadFile';
import Visibility from '@mui/icons-material/Visibility';
import { useSession } from '../../auth/session';
import { ConfirmCommandButton } from '../../common/ConfirmCommandButton';
import { ARCHIVE, DELETE, UNARCHIVE } from '../../common/verbs';
import { WhyDisabled } from '../../common/WhyDisabled';
import type { Template } from '../../providers/adapters/templates';
import { DetailsDialog } from './DetailsDialog';
import { EditCodeDialog } from './EditCodeDialog';
import { EditTemplateDialog } from './EditTemplateDialog';
import { ResizeDialog } from './ResizeDialog';
import { TemplateNodesDialog } from './TemplateNodesDialog';
import { whyNoChange } from './templateAccess';
import { TemplatePreviewDialog } from './TemplatePreviewDialog';
import { TEMPLATE_FILE_TYPES, useTemplateUpload } from './useTemplateUpload';

const NO_CODE = 'Video templates have no HTML code';
const NO_RESIZE = 'Only HTML templates adapt their layout to a new size';

interface TemplateActionsProps {
  /** The generation's highest version. */
  latest: Template;
  /** The version the card shows. */
  template: Template;
  partnerId: string;
  /** A new version was made or the shown one deleted: the card goes back to the highest. */
  onNewVersion: () => void;
}

export const TemplateActions = ({ latest, template, partnerId, onNewVersion }: TemplateActionsProps) => {
  const session = useSession();
  const [dialog, setDialog] = useState<'preview' | 'code' | 'edit' | 'resize' | 'details' | 'nodes' | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const { upload, progress } = useTemplateUpload(latest.conceptId, partnerId, onNewVersion);
  const noChange = whyNoChange(session?.role);
  const label = `${template.name} v${template.version}`;
  const noCode = noChange ?? (template.previewLocation ? null : NO_CODE);
  const noResize = noChange ?? (template.previewLocation ? null : NO_RESIZE);
  const close = () => setDialog(null);
  return (
    <>
      {progress && (
        <LinearProgress variant="determinate" value={progress.percent} aria-label={`Uploading ${progress.fileName}`} />
      )}
      <CardActions disableSpacing sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', pt: 0 }}>
        <Tooltip title="Preview">
          <IconButton size="small" aria-label={`Preview ${label}`} onClick={() => setDialog('preview')}>
            <Visibility fontSize="small" />
          </IconButton>
        </Tooltip>
        <WhyDisabled
          reason={noChange ?? (progress ? 'Please wait: a version is being uploaded' : null)}
          title="Upload a new version"
        >
          <IconButton
            size="small"
            aria-label={`Upload a new version of ${template.name}`}
            disabled={!!noChange || !!progress}
            onClick={() => input.current?.click()}
          >
            <UploadFile fontSize="small" />
          </IconButton>
        </WhyDisabled>
        <WhyDisabled reason={noCode} title="Edit code">
          <IconButton
            size="small"
            aria-label={`Edit code of ${label}`}
            disabled={!!noCode}
            onClick={() => setDialog('code')}
          >
            <Code fontSize="small" />
          </IconButton>
        </WhyDisabled>
        <WhyDisabled reason={noCode} title="Edit default values and CSS">
          <IconButton size="small" aria-label={`Edit ${label}`} disabled={!!noCode} onClick={() => setDialog('edit')}>
            <Tune fontSize="small" />
          </IconButton>
        </WhyDisabled>
        <WhyDisabled reason={noResize} title="Resize">
          <IconButton
            size="small"
            aria-label={`Resize ${label}`}
            disabled={!!noResize}
            onClick={() => setDialog('resize')}
          >
            <AspectRatio fontSize="small" />
          </IconButton>
        </WhyDisabled>
        <WhyDisabled reason={noChange} title="Details">
          <IconButton
            size="small"
            aria-label={`Details of ${label}`}
            disabled={!!noChange}
            onClick={() => setDialog('details')}
          >
            <Info fontSize="small" />
          </IconButton>
        </WhyDisabled>
        <WhyDisabled reason={noChange} title="Business nodes">
          <IconButton
            size="small"
            aria-label={`Business nodes of ${template.name}`}
            disabled={!!noChange}
            onClick={() => setDialog('nodes')}
          >
            <AccountTree fontSize="small" />
          </IconButton>
        </WhyDisabled>
        <ConfirmCommandButton
          command="archiveGeneration"
          params={{ conceptId: latest.conceptId, generation: latest.generation, archived: !latest.archived }}
          verb={latest.archived ? UNARCHIVE : ARCHIVE}
          subject={`Generation ${latest.generation}`}
          content={
            latest.archived
              ? `All versions of ${latest.name} will be shown again.`
              : `All versions of ${latest.name} will be hidden behind 'Show archived'.`
          }
          disabledReason={noChange}
        />
        <ConfirmCommandButton
          command="deleteTemplate"
          params={{ id: template.id }}
          verb={DELETE}
          subject={label}
          content="This version will be deleted. Templates used in campaigns cannot be deleted."
          disabledReason={noChange}
          onDone={onNewVersion}
        />
      </CardActions>
      <input
        ref={input}
        type="file"
        accept={TEMPLATE_FILE_TYPES}
        hidden
        aria-label={`New version of ${template.name}`}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) upload(file, latest.generation);
        }}
      />
      {dialog === 'preview' && <TemplatePreviewDialog template={template} onClose={close} />}
      {dialog === 'code' && <EditCodeDialog template={template} onClose={close} onSaved={onNewVersion} />}
      {dialog === 'edit' && <EditTemplateDialog template={template} onClose={close} onSaved={onNewVersion} />}
      {dialog === 'resize' && <ResizeDialog template={template} onClose={close} />}
      {dialog === 'details' && <DetailsDialog template={template} onClose={close} />}
      {dialog === 'nodes' && <TemplateNodesDialog template={template} onClose={close} />}
    </>
  );
};
