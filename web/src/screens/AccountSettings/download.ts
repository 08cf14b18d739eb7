// Saves text as a file through the browser's own download (no server round trip for the file name).
export function downloadText(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the object URL; freeing it at once can cancel it in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Everything of the account as JSON (GET /api/user/export, the spec's REST route), saved as a file. */
export async function downloadAccountExport(locale: string): Promise<void> {
  const response = await fetch('/api/user/export', { headers: { 'Accept-Language': locale } });
  const text = await response.text();
  if (!response.ok) throw new Error(`${response.status}: ${text || response.statusText}`);
  downloadText(text, exportFileName('json'), 'application/json');
}

/** oneiro-journal-2026-11-23.json: today's date, so several exports sort by day. */
export function exportFileName(extension: string): string {
  return `oneiro-journal-${new Date().toISOString().slice(0, 10)}.${extension}`;
}
