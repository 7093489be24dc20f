// Asking the browser for permission to show system notifications (Push for announcements).
export type PermissionAnswer = 'granted' | 'denied' | 'unsupported';

export const notificationsSupported = () => typeof Notification !== 'undefined' && 'serviceWorker' in navigator;

/** The current answer without asking. */
export function notificationPermission(): PermissionAnswer | 'default' {
  if (!notificationsSupported()) return 'unsupported';
  return Notification.permission;
}

/** Asks (the browser only shows its prompt when the student has not answered yet). */
export async function askNotificationPermission(): Promise<PermissionAnswer> {
  if (!notificationsSupported()) return 'unsupported';
  if (Notification.permission !== 'default') return Notification.permission;
  const answer = await Notification.requestPermission();
  // 'default': the prompt was dismissed; nothing may be shown, so it counts as a refusal for now.
  return answer === 'granted' ? 'granted' : 'denied';
}

export const PERMISSION_MESSAGES = {
  denied:
    'This browser blocks notifications from DegreeMate, so Push for announcements was turned off. Allow notifications for this site in the browser’s site settings, then turn it on again.',
  blocked: 'This browser blocks notifications from DegreeMate. Allow notifications for this site in the browser’s site settings to get them here.',
  unsupported: 'This browser cannot show notifications, so Push for announcements stays off. New announcements still appear on the dashboard.',
} as const;
