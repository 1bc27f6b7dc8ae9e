/** The one IPC channel between the preload and main. */
export const INVOKE_CHANNEL = 'proxyfish:invoke';
