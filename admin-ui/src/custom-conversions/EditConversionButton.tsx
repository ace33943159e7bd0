// PUT /report/custom-conversion/{id}?partnerId {name, floodlightActivityId}; a failure says spec 3 §8's words with the
// server's reason under them.
import { useState } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import Edit from '@mui/icons-material/Edit';
import { SimpleForm, useNotify, useRecordContext, useUpdate } from 'react-admin';
import { CUSTOM_CONVERSION_MESSAGES } from '../../../domain/custom-conversion/fields';
import type { CustomConversion } from '../../../domain/custom-conversion/answers';
import { DialogToolbar, FormDialog } from '../common/DialogForm';
import { useNotifyFailure } from '../common/notifications';
import { ConversionFields } from './ConversionFields';

export const EditConversionButton = () => {
  const conversion = useRecordContext<CustomConversion>();
  const [open, setOpen] = useState(false);
  const [update] = useUpdate<CustomConversion>();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  if (!conversion) return null;
  const close = () => setOpen(false);
  const save = (values: Partial<CustomConversion>) =>
    update(
      'custom-conversions',
      { id: conversion.id, data: values, previousData: conversion },
      {
        mutationMode: 'pessimistic',
        onSuccess: (changed) => {
          notify(`${changed.name} was updated`, { type: 'success' });
          close();
        },
        onError: (error) => notifyFailure(CUSTOM_CONVERSION_MESSAGES.updateFailed, error as Error),
      },
    );
  return (
    <>
      <Tooltip title="Edit">
        <IconButton size="small" aria-label={`Edit ${conversion.name}`} onClick={() => setOpen(true)}>
          <Edit fontSize="small" />
        </IconButton>
      </Tooltip>
      <FormDialog open={open} title={`Edit ${conversion.name}`} onClose={close}>
        <SimpleForm record={conversion} onSubmit={save} toolbar={<DialogToolbar onCancel={close} />}>
          <ConversionFields partnerId={conversion.partnerId} />
        </SimpleForm>
      </FormDialog>
    </>
  );
};
