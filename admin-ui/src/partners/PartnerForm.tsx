import { SelectInput, SimpleForm, TextInput, required } from 'react-admin';
import { PARTNER_TYPES } from '../../../domain/partner/events';
import { DialogToolbar } from '../common/DialogForm';

export const partnerTypeChoices = PARTNER_TYPES.map((type) => ({ id: type, name: type }));

/** Name and type (Internal, Demo, Client), shared by create and edit. */
export const PartnerForm = ({ onCancel, saveLabel }: { onCancel: () => void; saveLabel?: string }) => (
  <SimpleForm toolbar={<DialogToolbar onCancel={onCancel} saveLabel={saveLabel} />}>
    <TextInput source="name" label="Name" validate={required()} fullWidth autoFocus />
    <SelectInput source="type" label="Type" choices={partnerTypeChoices} validate={required()} fullWidth />
  </SimpleForm>
);
