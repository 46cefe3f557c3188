/**
 * Hands a fetched file to the browser: an object URL and a download link. Files that need the
 * bearer token (statements) cannot be plain links, so they are fetched first and saved here.
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has handed the file over; a later revoke keeps slow browsers from losing it.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
