// Gets a file the core wrote under the data folder's exports/ (a proxy PDF) to the user.
// Browser mode: fetch it from GET /exports/<file> with the launch token and save it as a
// download. Electron: the preload would need a "save as" dialog in main; until that exists,
// `window.proxyfish.saveExport` is the hook it should provide (see docs/print.md).
import { ApiCallError } from './client.ts';

declare global {
  interface Window {
    proxyfishExports?: { saveExport(fileName: string): Promise<void> };
  }
}

/** True when the file can be handed to the user; false in Electron until the hook exists. */
export function canDownloadExports(): boolean {
  return Boolean(window.proxyfishExports) || !window.proxyfish;
}

export async function downloadExport(fileName: string): Promise<void> {
  if (window.proxyfishExports) return window.proxyfishExports.saveExport(fileName);
  if (window.proxyfish) throw new ApiCallError('exports', 'failed', 'Saving a copy is not wired into the desktop window yet; the file is in the data folder\'s exports/.');
  const token = sessionStorage.getItem('proxyfish.token');
  const response = await fetch(`exports/${encodeURIComponent(fileName)}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new ApiCallError('exports', 'failed', `Could not fetch ${fileName}: HTTP ${response.status}`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
