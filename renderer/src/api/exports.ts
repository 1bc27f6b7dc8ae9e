// Gets a file the core wrote under the data folder's exports/ (a proxy PDF) to the user as a
// download (a PDF, a PNG, or the MakePlayingCards zip). Browser mode fetches it from GET /exports/<file> with the launch token; the desktop
// window reads it through the api in chunks (exports.read). Either way the browser engine's own
// download takes over, which in Electron asks where to save it.
import { ApiCallError, call } from './client.ts';
import { saveBlob } from './downloads.ts';

function contentType(fileName: string): string {
  if (/\.png$/i.test(fileName)) return 'image/png';
  if (/\.zip$/i.test(fileName)) return 'application/zip';
  return 'application/pdf';
}

async function bytesOverApi(fileName: string): Promise<Blob> {
  const parts: BlobPart[] = [];
  let offset: number | null = 0;
  while (offset !== null) {
    const chunk: { base64: string; nextOffset: number | null } = await call('exports.read', { fileName, offset });
    parts.push(Uint8Array.from(atob(chunk.base64), (char) => char.charCodeAt(0)));
    offset = chunk.nextOffset;
  }
  return new Blob(parts, { type: contentType(fileName) });
}

async function bytesOverHttp(fileName: string): Promise<Blob> {
  const token = sessionStorage.getItem('proxyfish.token');
  const response = await fetch(`exports/${encodeURIComponent(fileName)}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new ApiCallError('exports', 'failed', `Could not fetch ${fileName}: HTTP ${response.status}`);
  return response.blob();
}

export async function downloadExport(fileName: string): Promise<void> {
  saveBlob(fileName, window.proxyfish ? await bytesOverApi(fileName) : await bytesOverHttp(fileName));
}
