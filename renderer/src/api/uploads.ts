// Sends a file the user picked to the core in base64 chunks (uploads.begin/append), because in
// browser mode the renderer cannot hand the core a path. Returns the upload id a command takes.
import { call } from './client.ts';

const CHUNK_BYTES = 3 * 1024 * 1024; // a multiple of 3: every chunk is whole base64 on its own

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let index = 0; index < bytes.length; index += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  }
  return btoa(binary);
}

export async function uploadFile(file: File): Promise<string> {
  const upload = await call('uploads.begin', { name: file.name });
  try {
    for (let offset = 0; offset < file.size || offset === 0; offset += CHUNK_BYTES) {
      const chunk = new Uint8Array(await file.slice(offset, offset + CHUNK_BYTES).arrayBuffer());
      await call('uploads.append', { id: upload.id, base64: toBase64(chunk) });
      if (file.size === 0) break;
    }
  } catch (error) {
    await call('uploads.discard', { id: upload.id }).catch(() => undefined);
    throw error;
  }
  return upload.id;
}
