/** Goes to a provider's own page (a module of its own, so tests can stay on theirs). */
export function leavePageFor(url: string): void {
  window.location.assign(url);
}
