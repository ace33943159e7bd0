// The previewWithoutTemplate modal's body (spec 2 §2): a format's dynamic values laid out without its template, in
// the template's order (then any others, a carousel's cards), each under its label: texts as text, images and videos
// as their thumbnails at the preview width (spec 2 §9), links as links.
import { Box, Link, Stack, Typography } from '@mui/material';
import type { ElementHeader } from '../../../../domain/personalise/fields';
import type { DynamicElementCell, VariantFormatRow } from '../../../../domain/personalise/answers';
import { richTextAsText } from '../rules';

const isWebLink = (value: string) => /^https?:\/\//i.test(value);

const ElementValue = ({
  header,
  cell,
  width,
}: {
  header: Pick<ElementHeader, 'editor'> | null;
  cell: DynamicElementCell;
  width: number;
}) => {
  const value = cell.value ?? '';
  if (!value) return <Typography color="text.disabled">—</Typography>;
  if (cell.type === 'image' || cell.type === 'video')
    return (
      <Stack spacing={0.5}>
        {cell.thumbLocation && (
          <Box component="img" src={cell.thumbLocation} alt={value} sx={{ width, borderRadius: 0.5 }} />
        )}
        <Typography variant="body2">
          {cell.type === 'video' ? 'Video: ' : ''}
          {value}
        </Typography>
      </Stack>
    );
  if (cell.type === 'url' && isWebLink(value))
    return (
      <Link href={value} target="_blank" rel="noopener noreferrer">
        {value}
      </Link>
    );
  return (
    <Typography sx={{ whiteSpace: 'pre-line' }}>
      {header?.editor === 'richText' ? richTextAsText(value) : value}
    </Typography>
  );
};

interface PreviewWithoutTemplateProps {
  format: VariantFormatRow;
  /** The format's template's elements, in its order. */
  elements: readonly ElementHeader[];
  width: number;
}

export const PreviewWithoutTemplate = ({ format, elements, width }: PreviewWithoutTemplateProps) => {
  const known = new Set(elements.map((h) => h.name));
  const others = Object.keys(format.dynamicElements)
    .filter((name) => !known.has(name))
    .sort();
  const shown = [
    ...elements.map((h) => ({ name: h.name, label: h.label, header: h as ElementHeader | null })),
    ...others.map((name) => ({ name, label: name, header: null })),
  ].filter((e) => format.dynamicElements[e.name]);
  if (shown.length === 0) return <Typography color="text.secondary">This format has no dynamic values.</Typography>;
  return (
    <Stack spacing={2} sx={{ minWidth: 360 }} role="list" aria-label="Dynamic values">
      {shown.map((e) => (
        <Box key={e.name} role="listitem" aria-label={e.label}>
          <Typography variant="caption" color="text.secondary">
            {e.label}
          </Typography>
          <ElementValue header={e.header} cell={format.dynamicElements[e.name]!} width={width} />
        </Box>
      ))}
    </Stack>
  );
};
