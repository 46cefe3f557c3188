/**
 * Google Identity Services, loaded from accounts.google.com only when the server has a client id
 * (GOOGLE_CLIENT_ID, read through GET /config). It gives an ID token that POST /auth/social-login verifies.
 */
interface GoogleCredentialResponse {
  credential: string;
}

interface GoogleAccountsId {
  initialize(options: { client_id: string; callback: (response: GoogleCredentialResponse) => void }): void;
  renderButton(element: HTMLElement, options: Record<string, string | number>): void;
  disableAutoSelect(): void;
}

declare global {
  interface Window {
    google?: { accounts: { id: GoogleAccountsId } };
  }
}

const SCRIPT_URL = 'https://accounts.google.com/gsi/client';
/** SPEC 9: script load time-out. */
export const SCRIPT_TIMEOUT_MS = 120_000;

let loading: Promise<GoogleAccountsId> | null = null;

export function loadGoogleIdentity(): Promise<GoogleAccountsId> {
  if (window.google) return Promise.resolve(window.google.accounts.id);
  loading ??= new Promise<GoogleAccountsId>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    const timer = setTimeout(() => reject(new Error('Google script time-out')), SCRIPT_TIMEOUT_MS);
    script.onload = () => {
      clearTimeout(timer);
      if (window.google) resolve(window.google.accounts.id);
      else reject(new Error('Google script did not load'));
    };
    script.onerror = () => {
      clearTimeout(timer);
      reject(new Error('Google script did not load'));
    };
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

export function signOutOfGoogle(): void {
  window.google?.accounts.id.disableAutoSelect();
}
