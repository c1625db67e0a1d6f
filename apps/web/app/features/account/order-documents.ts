import { acceptLanguage, languageOfPath } from '#app/i18n/languages.ts';
import { API_BASE } from '#app/lib/api.ts';
import { toastError } from '#app/lib/toast.ts';
import { endSession, storedToken } from './account-api.ts';

/** The filename the server gave a download (`content-disposition`), or `fallback`. */
export function downloadName(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const encoded = disposition.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A malformed encoded name falls through to the plain one.
    }
  }
  return disposition.match(/filename="?([^";]+)"?/i)?.[1]?.trim() || fallback;
}

/** The page's words for a download that did not happen (the page's language; the API's refusals come in it too). */
export interface DownloadTexts {
  failed: string;
  network: string;
}

/**
 * Fetches one of the shopper's order documents (the invoice, a credit note) with their token and saves it: a
 * plain link could not send the token. Answers whether it was saved; a refusal is shown as a toast.
 */
export async function downloadOrderDocument(
  path: string,
  fallbackName: string,
  texts: DownloadTexts,
): Promise<boolean> {
  const token = storedToken();
  if (!token) endSession();
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      headers: {
        authorization: `Bearer ${token}`,
        accept: 'application/pdf',
        // A refusal is read to the shopper: in the page's language, as lib/api.ts asks for every answer.
        'accept-language': acceptLanguage(languageOfPath(window.location.pathname)),
      },
    });
  } catch {
    toastError(texts.network);
    return false;
  }
  if (response.status === 401) endSession();
  if (!response.ok) {
    const message = await response
      .json()
      .then((body: { message?: string }) => body.message)
      .catch(() => undefined);
    toastError(message || texts.failed);
    return false;
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = downloadName(response.headers.get('content-disposition'), fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  // NOTE: revoked a moment later: some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return true;
}
