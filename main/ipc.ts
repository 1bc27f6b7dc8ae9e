// The Electron IPC transport of the api, written against a narrow stand-in for ipcMain so it
// can be tested without the Electron binary. Only main/electron/*.ts import 'electron'.
import { dispatch } from '../app/api/dispatch.ts';
import type { ApiResponse } from '../app/api/contract.ts';
import type { Services } from '../app/services.ts';
import { INVOKE_CHANNEL } from './channels.ts';


export interface IpcInvokeEvent {
  senderFrame: { url: string } | null;
}

export interface IpcMainLike {
  handle(channel: string, listener: (event: IpcInvokeEvent, ...args: unknown[]) => Promise<unknown>): void;
  removeHandler(channel: string): void;
}

/**
 * Registers the one invoke channel. Every call is checked to come from the app's own page
 * (not from a navigated-away or injected frame) before its input is validated and run.
 */
export function registerApiIpc(
  ipcMain: IpcMainLike,
  services: Services,
  isTrustedSenderUrl: (url: string) => boolean,
): () => void {
  ipcMain.handle(INVOKE_CHANNEL, async (event, command, input): Promise<ApiResponse> => {
    const url = event.senderFrame?.url ?? '';
    if (!isTrustedSenderUrl(url)) {
      return { ok: false, error: { code: 'failed', message: `Refused an api call from an untrusted page (${url || 'unknown'})` } };
    }
    if (typeof command !== 'string') {
      return { ok: false, error: { code: 'invalid_input', message: 'The command name must be a string' } };
    }
    return dispatch(services, command, input);
  });
  return () => ipcMain.removeHandler(INVOKE_CHANNEL);
}
