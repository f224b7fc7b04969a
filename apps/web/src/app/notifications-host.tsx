import '@mantine/core/styles/Notification.layer.css';
import '@mantine/notifications/styles.layer.css';

// Loaded with its styles only once a notification is shown (see providers.tsx).
export { Notifications } from '@mantine/notifications';
