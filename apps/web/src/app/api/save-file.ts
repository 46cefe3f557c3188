/**
 * Hands a file to the browser as a download: an object URL and a download link. Every file the app
 * saves goes through here: those fetched with the bearer token (statements, invoices, QR codes),
 * which a plain link cannot fetch, and those made in the page (recovery codes).
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
