import { apiDownload } from '@/app/api/api-client';
import { saveFile } from '@/app/api/save-file';

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

/** GET /teams/pool/statement needs the bearer token, so the file is fetched, then saved. */
export async function downloadStatement(request: StatementRequest): Promise<void> {
  const { blob, fileName } = await apiDownload(statementPath(request));
  saveFile(blob, fileName ?? `statement-${request.from}-${request.to}.${request.format}`);
}
