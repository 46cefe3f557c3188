/** Leaving the app for the payment provider's onboarding: one seam, so tests can watch it. */
export const externalNavigation = {
  open(url: string): void {
    window.location.assign(url);
  },
};

/** Only a secure address (the provider's) or our own origin is followed. */
export function isSafeRedirect(url: string): boolean {
  try {
    const parsed = new URL(url, window.location.origin);
    return parsed.protocol === 'https:' || parsed.origin === window.location.origin;
  } catch {
    return false;
  }
}
