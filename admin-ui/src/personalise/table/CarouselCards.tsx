// A carousel format's cards (spec 2 §3, §5, §9: each with image, headline, description and website URL; 2 to 10 of
// them): the count with add and delete-the-last buttons (POST cards/new, DELETE cards/latest), off at the bounds and
// saying why, and one row per card with its element cells. A refusal says 'Failed to add a card' or 'Failed to delete
// a card' (spec 2 §8) over the server's reason.
import type { ReactNode } from 'react';
import { IconButton, Stack, TableCell, TableRow, Typography } from '@mui/material';
import AddCircleOutline from '@mui/icons-material/AddCircleOutlineOutlined';
import RemoveCircleOutline from '@mui/icons-material/RemoveCircleOutlineOutlined';
import { useNotify } from 'react-admin';
import { CAROUSEL_CARDS, formatElements, type TreeTemplate } from '../../../../domain/personalise/fields';
import { CARDS_AT_LEAST, CARDS_AT_MOST, TOAST } from '../../../../domain/personalise/messages';
import type { VariantFormatRow, VariantRow } from '../../../../domain/personalise/answers';
import { useNotifyFailure } from '../../common/notifications';
import { WhyDisabled, WORKING } from '../../common/WhyDisabled';
import { useCommand } from '../../providers/useCommand';
import { ElementCellButton } from './ElementCellButton';
import { useTableActions } from './TableActions';

interface CardsProps {
  row: VariantRow;
  format: VariantFormatRow;
  /** Why the format cannot be edited now (an archived variant or format), or null. */
  readOnly: string | null;
}

/** The card count and its buttons, in the format's label. */
export const CardControls = ({ row, format, readOnly }: CardsProps) => {
  const { treeRef } = useTableActions();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const [add, adding] = useCommand('addCarouselCard');
  const [remove, removing] = useCommand('removeCarouselCard');
  const cards = format.cards ?? 0;
  const of = `${row.name} ${format.shortName}`;
  const busy = readOnly ?? (adding.isPending || removing.isPending ? WORKING : null);
  const addWhy = busy ?? (cards >= CAROUSEL_CARDS.max ? CARDS_AT_MOST : null);
  const removeWhy = busy ?? (cards <= CAROUSEL_CARDS.min ? CARDS_AT_LEAST : null);
  const run = (command: typeof add, done: string, failed: string) => () =>
    void command(
      { ...treeRef, formats: [format.id] },
      {
        onSuccess: () => notify(done, { type: 'success' }),
        onError: (error) => notifyFailure(failed, error),
      },
    );
  return (
    <Stack direction="row" spacing={0.25} sx={{ alignItems: 'center' }} data-testid="carousel-cards">
      <Typography variant="caption" color="text.secondary">
        {cards} cards
      </Typography>
      <CardButton
        why={removeWhy}
        title="Delete the last card"
        label={`Delete the last card of ${of}`}
        icon={<RemoveCircleOutline fontSize="small" />}
        onClick={run(remove, `Card ${cards} of ${of} deleted`, TOAST.deleteCard)}
      />
      <CardButton
        why={addWhy}
        title="Add a card"
        label={`Add a card to ${of}`}
        icon={<AddCircleOutline fontSize="small" />}
        onClick={run(add, `Card ${cards + 1} added to ${of}`, TOAST.addCard)}
      />
    </Stack>
  );
};

const CardButton = (props: {
  why: string | null;
  title: string;
  label: string;
  icon: ReactNode;
  onClick: () => void;
}) => (
  <WhyDisabled reason={props.why} title={props.title}>
    <IconButton size="small" aria-label={props.label} disabled={!!props.why} onClick={props.onClick}>
      {props.icon}
    </IconButton>
  </WhyDisabled>
);

/** One row per card under the format, its elements labelled, in the span of the fixed columns. */
export const CardRows = ({
  row,
  format,
  readOnly,
  template,
  span,
}: CardsProps & { template: TreeTemplate; span: number }) => {
  const { columns, editCell } = useTableActions();
  const perCard = template.cardElements.length;
  const headers = formatElements(template, format.cards).slice(template.elements.length);
  // Each card's elements as the format names them ('card2.headline'), beside the card element they are.
  const cards = Array.from({ length: format.cards ?? 0 }, (_, i) =>
    template.cardElements.map((element, j) => ({ element, header: headers[i * perCard + j]! })),
  );
  return (
    <>
      {cards.map((elements, i) => (
        <TableRow key={i} data-testid="card-row" aria-label={`${row.name} ${format.shortName} card ${i + 1}`}>
          <TableCell padding="checkbox" />
          <TableCell colSpan={span}>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', pl: 9 }}>
              <Typography variant="body2" sx={{ fontWeight: 600, minWidth: 56 }}>
                Card {i + 1}
              </Typography>
              {elements.map(({ element, header }) => {
                const column = { ...header, shared: false };
                return (
                  <Stack key={header.name} sx={{ minWidth: 120 }}>
                    <Typography variant="caption" color="text.secondary">
                      {element.label}
                      {element.optional ? '' : ' *'}
                    </Typography>
                    <ElementCellButton
                      column={column}
                      values={[format.dynamicElements[header.name]]}
                      label={`${header.label} of ${row.name} ${format.shortName}`}
                      disabledReason={readOnly}
                      onEdit={(file) => editCell({ kind: 'format', row, format }, column, file)}
                    />
                  </Stack>
                );
              })}
            </Stack>
          </TableCell>
          {columns.length > 0 && <TableCell colSpan={columns.length} />}
        </TableRow>
      ))}
    </>
  );
};
