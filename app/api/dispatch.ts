// The single entry every transport (Electron IPC, local HTTP, tests) calls: look the command
// up, validate the input against its schema, run it, and turn any failure into a plain error.
import type { z } from 'zod';
import type { Services } from '../services.ts';
import type { ApiResponse, Command } from './contract.ts';
import { publicMessage } from './public-error.ts';
import { commands, isCommandName } from './registry.ts';
import { isMessage } from '../engine/messages/message.ts';

export async function dispatch(services: Services, name: string, rawInput: unknown): Promise<ApiResponse> {
  if (!isCommandName(name)) {
    return { ok: false, error: { code: 'unknown_command', message: `Unknown command "${name}"` } };
  }
  const command = commands[name] as Command;
  const parsed = command.input.safeParse(rawInput ?? {});
  if (!parsed.success) {
    return { ok: false, error: { code: 'invalid_input', message: describeIssues(name, parsed.error) } };
  }
  try {
    const result = await command.run(services, parsed.data);
    return { ok: true, result: result ?? null };
  } catch (error) {
    const detail = (error as { detail?: unknown } | null)?.detail;
    return { ok: false, error: { code: 'failed', message: publicMessage(error, services.paths.home), ...(isMessage(detail) ? { detail } : {}) } };
  }
}

function describeIssues(name: string, error: z.ZodError): string {
  const parts = error.issues.slice(0, 5).map((issue) => {
    const path = issue.path.length > 0 ? issue.path.join('.') : '(input)';
    return `${path}: ${issue.message}`;
  });
  return `Invalid input for ${name}: ${parts.join('; ')}`;
}
