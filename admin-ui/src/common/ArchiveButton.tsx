// Archive or unarchive, whichever applies to the record now, after a confirmation.
import { ConfirmCommandButton } from './ConfirmCommandButton';
import { ARCHIVE, UNARCHIVE } from './verbs';

interface ArchiveButtonProps {
  command: 'archivePartner' | 'archiveAsset' | 'archiveConcept';
  entity: string;
  record: { id: string; name: string; archived: boolean };
  /** What archiving and unarchiving do, in the dialog. */
  content: { archive: string; unarchive: string };
  variant?: 'icon' | 'button';
}

export const ArchiveButton = ({ command, entity, record, content, variant }: ArchiveButtonProps) => (
  <ConfirmCommandButton
    command={command}
    params={{ id: record.id, archived: !record.archived }}
    verb={record.archived ? UNARCHIVE : ARCHIVE}
    entity={entity}
    subject={record.name}
    content={record.archived ? content.unarchive : content.archive}
    variant={variant}
  />
);
