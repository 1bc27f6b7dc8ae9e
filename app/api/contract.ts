// The shape of one api command: an input schema that every transport validates before the
// core sees anything, and a handler that returns plain JSON-serialisable data.
import type { Message } from '../engine/messages/message.ts';
import type { z } from 'zod';
import type { Services } from '../services.ts';

export interface Command<Input extends z.ZodType = z.ZodType, Result = unknown> {
  /** One line for `--help`-style listings and the api docs. */
  summary: string;
  input: Input;
  run(services: Services, input: z.output<Input>): Result | Promise<Result>;
}

export function defineCommand<Input extends z.ZodType, Result>(command: Command<Input, Result>): Command<Input, Result> {
  return command;
}

export type ApiErrorCode = 'unknown_command' | 'invalid_input' | 'failed';

export interface ApiError {
  code: ApiErrorCode;
  /** English. */
  message: string;
  /** The same as a message for the UI to show in its language (a refused goldfish action), when there is one. */
  detail?: Message;
}

export type ApiResponse<Result = unknown> = { ok: true; result: Result } | { ok: false; error: ApiError };
