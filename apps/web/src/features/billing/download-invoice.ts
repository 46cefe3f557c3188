import { apiDownload } from '@/app/api/api-client';
import { saveFile } from '@/app/api/save-file';

/** GET /business/{id}/invoices/{invoiceId}/pdf needs the bearer token, so it is fetched, then saved. */
export async function downloadInvoice(businessId: string, invoice: { id: string; number: string }) {
  const { blob, fileName } = await apiDownload(`/business/${businessId}/invoices/${invoice.id}/pdf`);
  saveFile(blob, fileName ?? `opentip-invoice-${invoice.number}.pdf`);
}
