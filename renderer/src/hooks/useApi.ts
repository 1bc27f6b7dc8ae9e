// Loads data from the core and keeps loading / error state; `reload` fetches again after a change.
import { useCallback, useEffect, useRef, useState } from 'react';
import { call } from '../api/client.ts';
import type { CommandInput, CommandName, CommandResult } from '../../../app/api/registry.ts';

export interface ApiState<T> {
  data: T | null;
  error: string | null;
  loading: boolean;
  reload(): void;
}

/** Calls `command` with `input` whenever the input changes (compared as JSON); null input skips. */
export function useApi<Name extends CommandName>(command: Name, input: CommandInput<Name> | null): ApiState<CommandResult<Name>> {
  const [data, setData] = useState<CommandResult<Name> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [generation, setGeneration] = useState(0);
  const key = input === null ? null : JSON.stringify(input);
  const latest = useRef(0);

  useEffect(() => {
    if (key === null) {
      setData(null);
      return;
    }
    const request = ++latest.current;
    setLoading(true);
    call(command, JSON.parse(key) as CommandInput<Name>).then(
      (result) => {
        if (request !== latest.current) return;
        setData(result);
        setError(null);
        setLoading(false);
      },
      (failure: Error) => {
        if (request !== latest.current) return;
        setError(failure.message);
        setLoading(false);
      },
    );
  }, [command, key, generation]);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  return { data, error, loading, reload };
}
