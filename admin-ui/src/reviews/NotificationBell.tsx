// The notification centre in the top bar (issue 10 §2): a bell with the unread count, live; it opens the newest
// notifications (unread ones bold), each leading to its campaign and marked read on the way; 'Mark all as read';
// 'Show more' pages further back.
import { useState } from 'react';
import {
  Badge,
  Box,
  Button,
  CircularProgress,
  Divider,
  IconButton,
  List,
  ListItemButton,
  ListItemText,
  Popover,
  Tooltip,
  Typography,
} from '@mui/material';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import { useNavigate } from 'react-router-dom';
import { useNotifyError } from '../common/notifications';
import { useCommand } from '../providers/useCommand';
import type { NotificationRow } from '../../../domain/notification/answers';
import { useLatestNotifications, useNotificationsLive, useUnreadCount } from './useNotifications';

const PAGE = 10;
const NO_NOTIFICATIONS = 'No notifications yet';

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export const NotificationBell = () => {
  useNotificationsLive();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [count, setCount] = useState(PAGE);
  const unread = useUnreadCount();
  const latest = useLatestNotifications(count, anchor !== null);
  const navigate = useNavigate();
  const notifyError = useNotifyError();
  const [read] = useCommand('readNotification');
  const [readAll, { isPending: readingAll }] = useCommand('readAllNotifications');
  const label = `Notifications${unread.data ? ` (${unread.data} unread)` : ''}`;

  const open = (n: NotificationRow) => {
    setAnchor(null);
    if (!n.read) void read({ id: n.id }, { onError: notifyError });
    void navigate(n.link);
  };
  const rows = latest.data ?? [];

  return (
    <>
      <Tooltip title={label}>
        <IconButton color="inherit" aria-label={label} onClick={(e) => setAnchor(e.currentTarget)}>
          <Badge badgeContent={unread.data ?? 0} color="error" max={99}>
            <NotificationsOutlined />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 380, maxHeight: 480 }, role: 'dialog', 'aria-label': 'Notifications' } }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1 }}>
          <Typography variant="subtitle1" sx={{ flex: 1 }}>
            Notifications
          </Typography>
          <Button
            size="small"
            disabled={!unread.data || readingAll}
            onClick={() => void readAll({}, { onError: notifyError })}
          >
            Mark all as read
          </Button>
        </Box>
        <Divider />
        {latest.isPending ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 3 }}>
            <CircularProgress size={24} aria-label="Loading notifications" />
          </Box>
        ) : rows.length === 0 ? (
          <Typography sx={{ p: 3, color: 'text.secondary' }}>{NO_NOTIFICATIONS}</Typography>
        ) : (
          <List dense disablePadding>
            {rows.map((n) => (
              <ListItemButton key={n.id} onClick={() => open(n)} sx={{ bgcolor: n.read ? undefined : 'action.hover' }}>
                <ListItemText
                  primary={n.title}
                  secondary={`${n.message} · ${when(n.sentAt)}`}
                  slotProps={{ primary: { sx: { fontWeight: n.read ? 400 : 600 } } }}
                />
              </ListItemButton>
            ))}
            {rows.length === count && (
              <Button fullWidth onClick={() => setCount(count + PAGE)}>
                Show more
              </Button>
            )}
          </List>
        )}
      </Popover>
    </>
  );
};
