import { apiDownload } from '@/app/api/api-client';

export type StatementFormat = 'csv' | 'pdf';

export interface StatementRequest {
  teamId: string;
  from: string;
  to: string;
  format: StatementFormat;
  /** A manager asking for another member's statement. */
  userId?: string;
}

export function statementPath({ teamId, from, to, format, userId }: StatementRequest): string {
  const query = new URLSearchParams({ teamId, from, to, format });
  if (userId) query.set('userId', userId);
  return `/teams/pool/statement?${query.toString()}`;
}

/**
 * GET /teams/pool/statement needs the bearer token, so a plain link cannot fetch it: the file is
 * fetched here and handed to the browser through an object URL and a download link.
 */
export async function downloadStatement(request: StatementRequest): Promise<void> {
  const { blob, fileName } = await apiDownload(statementPath(request));
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName ?? `statement-${request.from}-${request.to}.${request.format}`;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has handed the file over; a later revoke keeps slow browsers from losing it.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
