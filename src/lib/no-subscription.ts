// A subscribe function for useSyncExternalStore when there is nothing to listen to: a value that cannot
// change while the component is shown, or a store that is not there yet.
export const noSubscription = (): (() => void) => () => {};
