// Hands a file to the user as a download: the browser saves it, and in Electron its download
// asks where. Every export of the app (decklists, CSVs, scenarios, custom sets, PDFs) ends here.

export function saveBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke later: the download may still be reading the URL when click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function downloadText(fileName: string, content: string, type: string): void {
  saveBlob(fileName, new Blob([content], { type }));
}
