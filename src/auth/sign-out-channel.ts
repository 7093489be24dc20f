// Tells this app's other tabs that the user signed out here. The session cache they read is shared
// (localStorage), so they must end their session too, even a tab that has not opened the user's
// local database yet and so never hears about its deletion.

const CHANNEL_NAME = 'degreemate-auth';
const SIGNED_OUT = 'signed-out';

function openChannel(): BroadcastChannel | undefined {
  return typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL_NAME) : undefined;
}

export function announceSignOut(): void {
  const channel = openChannel();
  channel?.postMessage({ type: SIGNED_OUT });
  channel?.close(); // the message is already queued for the other tabs
}

/** Calls `listener` when another tab signs out; returns the way to stop listening. */
export function onSignOutElsewhere(listener: () => void): () => void {
  const channel = openChannel();
  if (!channel) return () => {};
  channel.onmessage = (event: MessageEvent<unknown>) => {
    if ((event.data as { type?: unknown } | null)?.type === SIGNED_OUT) listener();
  };
  return () => channel.close();
}
