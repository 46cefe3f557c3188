import { apiDownload } from '@/app/api/api-client';

/**
 * GET /business/{id}/invoices/{invoiceId}/pdf needs the bearer token, so a plain link cannot fetch
 * it: the file is fetched here and handed to the browser through an object URL and a download link.
 */
export async function downloadInvoice(businessId: string, invoice: { id: string; number: string }) {
  const { blob, fileName } = await apiDownload(`/business/${businessId}/invoices/${invoice.id}/pdf`);
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName ?? `opentip-invoice-${invoice.number}.pdf`;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has handed the file over; a later revoke keeps slow browsers from losing it.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
