// The renderer's one way into the core. In Electron the preload provides window.proxyfish;
// in browser mode the same commands go over HTTP to 127.0.0.1 with the launch token.
import type { ApiResponse } from '../../../app/api/contract.ts';
import type { Message } from '../../../app/engine/messages/message.ts';
import type { CommandInput, CommandName, CommandResult } from '../../../app/api/registry.ts';
import { announceCardDatabaseChange, changesCardDatabase } from './card-database-changes.ts';

declare global {
  interface Window {
    proxyfish?: { invoke(command: string, input: unknown): Promise<ApiResponse> };
  }
}

const TOKEN_KEY = 'proxyfish.token';

/** Takes the token from the launch URL's fragment once, and keeps it for this tab only. */
export function captureLaunchToken(): void {
  const match = /(?:^#|&)token=([\w-]+)/.exec(window.location.hash);
  if (match?.[1]) {
    sessionStorage.setItem(TOKEN_KEY, match[1]);
    history.replaceState(null, '', window.location.pathname + window.location.search);
  }
}

export class ApiCallError extends Error {
  constructor(
    readonly command: string,
    readonly code: string,
    message: string,
    /** The failure as a message to show in the UI language, when the core gives one. */
    readonly detail?: Message,
  ) {
    super(message);
    this.name = 'ApiCallError';
  }
}

async function invokeOverHttp(command: string, input: unknown): Promise<ApiResponse> {
  const token = sessionStorage.getItem(TOKEN_KEY);
  if (!token) {
    return { ok: false, error: { code: 'failed', message: 'No launch token: open the URL that "npm start" printed.' } };
  }
  const response = await fetch(`api/${encodeURIComponent(command)}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(input ?? {}),
  });
  return (await response.json()) as ApiResponse;
}

export async function call<Name extends CommandName>(command: Name, input: CommandInput<Name>): Promise<CommandResult<Name>> {
  const response = window.proxyfish ? await window.proxyfish.invoke(command, input) : await invokeOverHttp(command, input);
  if (!response.ok) throw new ApiCallError(command, response.error.code, response.error.message, response.error.detail);
  if (changesCardDatabase(command, response.result)) announceCardDatabaseChange();
  return response.result as CommandResult<Name>;
}
