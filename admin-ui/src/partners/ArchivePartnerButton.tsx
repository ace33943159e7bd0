// PUT /partners/archive/{partnerId} {archived}: archive or unarchive, after a confirmation.
import { useRecordContext } from 'react-admin';
import { ArchiveButton } from '../common/ArchiveButton';
import type { Partner } from '../providers/types';

const CONTENT = {
  archive: 'Archived partners are hidden from the client switcher.',
  unarchive: 'The partner will be shown in the client switcher again.',
};

export const ArchivePartnerButton = () => {
  const partner = useRecordContext<Partner>();
  return partner ? (
    <ArchiveButton command="archivePartner" entity="Partner" record={partner} content={CONTENT} />
  ) : null;
};
