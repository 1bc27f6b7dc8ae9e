// The preload exposes exactly one function to the page. It forwards a command name and its
// input; main validates both. Nothing else of Electron or Node reaches the renderer.
import { contextBridge, ipcRenderer } from 'electron';
import { INVOKE_CHANNEL } from '../channels.ts';

contextBridge.exposeInMainWorld('proxyfish', {
  invoke: (command: string, input: unknown): Promise<unknown> => ipcRenderer.invoke(INVOKE_CHANNEL, command, input),
});
