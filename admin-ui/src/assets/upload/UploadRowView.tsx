// One row of the upload progress: the two stages (1: to the application server, 2: storage and processing),
// the status label, a check when done, errors in red and the merged-duplicate message.
import { Box, LinearProgress, ListItem, ListItemIcon, ListItemText, Stack, Typography } from '@mui/material';
import CheckCircle from '@mui/icons-material/CheckCircle';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import LinkIcon from '@mui/icons-material/Link';
import { isFailed, rowLabel, rowProgress, SUCCEEDED, type UploadRow } from './uploadRows';

const STAGE_TEXT = { 1: 'Stage 1 of 2: to the application server', 2: 'Stage 2 of 2: storage and processing' } as const;

export const UploadRowView = ({ row }: { row: UploadRow }) => {
  const done = SUCCEEDED.includes(row.status);
  const failed = isFailed(row);
  const progress = rowProgress(row);
  const icon = done ? (
    <CheckCircle color="success" titleAccess="Done" />
  ) : failed ? (
    <ErrorOutline color="error" titleAccess="Failed" />
  ) : row.isLink ? (
    <LinkIcon />
  ) : (
    <InsertDriveFileOutlined />
  );
  return (
    <ListItem
      divider
      data-testid="upload-row"
      data-status={row.status}
      aria-label={row.name}
      sx={{ alignItems: 'flex-start' }}
    >
      <ListItemIcon sx={{ minWidth: 36, mt: 0.5 }}>{icon}</ListItemIcon>
      <ListItemText
        disableTypography
        primary={
          <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline' }}>
            <Typography variant="body2" noWrap sx={{ flex: 1, minWidth: 0 }}>
              {row.name}
            </Typography>
            <Typography
              variant="caption"
              color={failed ? 'error' : done ? 'success.main' : 'text.secondary'}
              data-testid="upload-status"
            >
              {rowLabel(row)}
              {progress !== null && !done && !failed ? ` ${progress}%` : ''}
            </Typography>
          </Stack>
        }
        secondary={
          <Box>
            {!done && !failed && (
              <>
                <LinearProgress
                  variant={progress === null ? 'indeterminate' : 'determinate'}
                  value={progress ?? undefined}
                  aria-label={`Progress of ${row.name}`}
                  sx={{ my: 0.5, height: 6, borderRadius: 3 }}
                />
                <Typography variant="caption" color="text.secondary">
                  {STAGE_TEXT[row.stage]}
                </Typography>
              </>
            )}
            {row.errors.map((error) => (
              <Typography key={error} variant="caption" color="error" component="div" role="alert">
                {error}
              </Typography>
            ))}
            {row.message && !row.errors.includes(row.message) && (
              <Typography variant="caption" color={failed ? 'error' : 'text.secondary'} component="div">
                {row.message}
              </Typography>
            )}
          </Box>
        }
      />
    </ListItem>
  );
};
