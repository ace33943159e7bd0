// DELETE /report/custom-conversion/{id}?partnerId, after a confirmation; a failure says spec 3 §8's words.
import { useRecordContext } from 'react-admin';
import { CUSTOM_CONVERSION_MESSAGES } from '../../../domain/custom-conversion/fields';
import type { CustomConversion } from '../../../domain/custom-conversion/answers';
import { ConfirmCommandButton } from '../common/ConfirmCommandButton';
import { DELETE } from '../common/verbs';

export const DeleteConversionButton = () => {
  const conversion = useRecordContext<CustomConversion>();
  if (!conversion) return null;
  return (
    <ConfirmCommandButton
      command="deleteCustomConversion"
      params={{ partnerId: conversion.partnerId, id: conversion.id }}
      verb={DELETE}
      entity="Conversion"
      subject={conversion.name}
      content="Reports will no longer offer its metrics."
      failure={CUSTOM_CONVERSION_MESSAGES.deleteFailed}
    />
  );
};
