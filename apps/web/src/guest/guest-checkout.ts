// zod's own e-mail pattern (shared/validation emailField), so the guest page refuses what the app refuses.
const EMAIL =
  /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export function isValidEmail(text: string): boolean {
  const email = text.trim().toLowerCase();
  return email.length <= 254 && EMAIL.test(email);
}
