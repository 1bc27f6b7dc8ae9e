// Files in and out of the browser: a scenario is downloaded as a Blob and read back as text.
import { downloadText } from '../../api/downloads.ts';

export function downloadJson(fileName: string, value: unknown): void {
  downloadText(fileName, `${JSON.stringify(value, null, 2)}\n`, 'application/json');
}

export function readTextFile(file: File): Promise<string> {
  return file.text();
}
