/**
 * Every message the API sends and the web app shows, by stable key. The English text is the
 * SPEC's wording; the web app translates by key (locales/<lang>.json, "messages" section).
 */
export const MESSAGES = {
  // SPEC 5: validation
  uniqueIdRequired: 'Please enter unique ID',
  uniqueIdFormat: 'Please enter a number with a maximum of 8 digits.',
  passwordRules:
    'Password must be at least 8 characters with an uppercase letter, a lowercase letter, a digit and a special character.',
  passwordNotMatched: 'Password Not Matched',
  passwordRequired: 'Please enter password',
  firstNameRequired: 'Please enter first name',
  lastNameRequired: 'Please enter last name',
  userNameRequired: 'Please enter user name',
  emailInvalid: 'Please enter valid email',
  phoneInvalid: 'Please enter valid phone number',
  businessNameInvalid: 'Please enter valid business name',
  nameInvalid: 'Please enter valid name',
  teamCodeInvalid: 'Please enter valid team code',
  teamNameInvalid: 'Please enter valid team name',
  stripeAccountIdRequired: 'Please enter Stripe Connect Account Id',
  imageRequired: 'Please select an image',
  occupationRequired: 'Please select occupation',
  businessTypeRequired: 'Please select business type',
  revenueTypeRequired: 'Please select revenue type',
  messageRequired: 'Please enter message',
  promoCodeRequired: 'Promo Code is required',
  cardNumberInvalid: 'Please enter valid card number',
  cardMonthInvalid: 'Please enter valid month',
  cardYearInvalid: 'Please enter valid year',
  cardCvvInvalid: 'Please enter valid cvv',
  codeFormat: 'Number should contain 5 numbers',
  currencyInvalid: 'Please select a supported currency',
  languageInvalid: 'Please select a supported language',
  userTypeInvalid: 'Please choose tip receiver or tip giver',
  accountTypeInvalid: 'Please choose an account type',
  invalidRequest: 'Some of the information sent is not valid.',

  // SPEC 8: success texts
  userCreated: 'user created successfully',
  userLoggedIn: 'user logged in successfully',
  otpSent: 'OTP sent successfully',
  otpVerified: 'OTP is verified successfully',
  otpResent: 'OTP resend successfully',
  otpResentToEmail: 'Resent OTP on provided email',
  fileUploaded: 'file uploaded successfully',
  passwordReset: 'Password reset successfully',
  passwordUpdated: 'Password updated successfully',
  userUpdated: 'User updated successfully',
  businessUpdated: 'Business updated successfully',
  userDeleted: 'User deleted successfully',
  connectAccountLinked: 'Connect Account Successfully linked',
  logoutSuccess: 'Logout successfully',
  teamRequestSent: 'team request sent successfully',
  querySubmitted: 'query submitted successfully',
  currencyUpdated: 'Currency updated',
  transactionSuccessful: 'Transaction Successful',
  invitationsSent: 'The invitations have been sent successfully',
  copied: 'Copied',
  uniqueCodeCopied: 'Unique Code Copied',
  contactThanks: 'Thank you for contacting us. Our support team will get back to you soon.',
  ok: 'OK',

  // SPEC 4, 6, 8: states and errors
  awaitingApproval: 'Please wait for your request to be approved.',
  adminLimitReached: 'Admin Limit Reached',
  chatDisabled:
    'You are not allowed to chat. You have been disabled by an administrator. Please contact support.',
  networkError: 'Network error',
  noDataFound: 'No data found',
  noRecordFound: 'No record found',
  noNotification: 'No notification',
  noCards: "You haven't added any card yet!",
  pageNotFound: 'Page not found.',
  ratingHiddenHint: 'It takes minimum 5 reviews to reveal the overall rating',
  ownRatingHiddenHint: 'You need to receive 5 reviews to see your rating.',

  // Accounts: errors of the auth and user API
  invalidCredentials: 'The email or password is incorrect.',
  emailNotVerified: 'Please verify your email address before logging in.',
  emailTaken: 'An account with this email already exists.',
  usernameTaken: 'This user name is already taken.',
  otpInvalid: 'The code is incorrect. Please check it and try again.',
  otpExpired: 'The code has expired. Please ask for a new one.',
  otpTooManyAttempts: 'Too many wrong codes. Please ask for a new one.',
  accountLocked: 'Too many failed attempts. Please try again later.',
  otpResendTooSoon: 'Please wait a minute before asking for another code.',
  resetTokenInvalid: 'This password reset link is no longer valid. Please start again.',
  oldPasswordIncorrect: 'The current password is incorrect.',
  samePassword: 'The new password must be different from the current one.',
  unauthorized: 'Please log in to continue.',
  forbidden: 'You are not allowed to do this.',
  notFound: 'Not found.',
  userNotFound: 'User not found.',
  googleTokenInvalid: 'Google sign-in failed. Please try again.',
  googleNotConfigured: 'Google sign-in is not available.',
  fileRequired: 'Please select an image',
  fileTooLarge: 'The image is too large. The limit is 5 MB.',
  fileNotImage: 'The file is not a supported image (JPEG, PNG or WebP).',
  payloadTooLarge: 'The request is too large.',
  tooManyRequests: 'Too many requests. Please slow down and try again shortly.',
  routeNotFound: 'This address does not exist.',
  internalError: 'Something went wrong on our side. Please try again.',
} as const;

export type MessageKey = keyof typeof MESSAGES;

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(MESSAGES, value);
}

/** English text of a key; unknown strings pass through unchanged. */
export function messageText(keyOrText: string): string {
  return isMessageKey(keyOrText) ? MESSAGES[keyOrText] : keyOrText;
}
