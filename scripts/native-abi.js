// Reads which Node ABI (NODE_MODULE_VERSION) a native addon was built for, without loading it:
// an addon built with NODE_MODULE_INIT (better-sqlite3 is) exports its registration function
// as `node_register_module_v<ABI>`, a name found in the file's symbol table on every platform.
// Loading an addon of another ABI fails (and in Electron's main process, with a crash dialog),
// so the Electron start checks the number first.
import { readFileSync } from 'node:fs';

/** The exit code of the Electron main process when its better-sqlite3 cannot be used. */
export const NATIVE_UNUSABLE_EXIT_CODE = 78;

const REGISTER_SYMBOL = /node_register_module_v(\d+)/;

/** The addon's ABI, or null when the file is missing or names none. */
export function readNativeAbi(file) {
  let bytes;
  try {
    bytes = readFileSync(file);
  } catch {
    return null;
  }
  const match = REGISTER_SYMBOL.exec(bytes.toString('latin1'));
  return match ? Number(match[1]) : null;
}
