import type { StatementFileFormat, StatementKind } from '@opentip/shared/schemas/statements.schema';
import { apiDownload } from '@/app/api/api-client';
import { saveFile } from '@/app/api/save-file';

export interface StatementRequest {
  kind: StatementKind;
  from: string;
  to: string;
  format: StatementFileFormat;
}

export const statementPath = ({ kind, from, to, format }: StatementRequest) =>
  `/statements?${new URLSearchParams({ from, to, format, kind }).toString()}`;

/** GET /statements: the caller's own statement, fetched with the bearer token, then saved. */
export async function downloadStatement(request: StatementRequest): Promise<void> {
  const { blob, fileName } = await apiDownload(statementPath(request));
  saveFile(blob, fileName ?? `opentip-${request.kind}-${request.from}-${request.to}.${request.format}`);
}
