import { lazy, type ComponentType, type ReactElement } from 'react';
import type { RoutePath } from '@opentip/shared/routes';

function page(load: () => Promise<{ default: ComponentType }>) {
  const Screen = lazy(load);
  return () => <Screen />;
}

const Login = page(() => import('@/features/auth/login-page'));
const Register = page(() => import('@/features/auth/register-page'));
const Profile = page(() => import('@/features/account/profile-page'));

/** The screen of every route in the shared access table; each loads on first visit. */
export const SCREENS: Record<RoutePath, () => ReactElement> = {
  '/': page(() => import('@/features/info/landing-page')),
  '/welcome': page(() => import('@/features/info/welcome-page')),
  '/login': Login,
  '/roles': page(() => import('@/features/onboarding/roles-page')),
  '/accountTypes': page(() => import('@/features/onboarding/account-types-page')),
  '/teamRoles': page(() => import('@/features/onboarding/team-roles-page')),
  '/individualRegister': Register,
  '/createTeamAccount': Register,
  '/signUp': Register,
  '/businessAccount': page(() => import('@/features/auth/business-register-page')),
  '/verification': page(() => import('@/features/auth/verification-page')),
  '/forgotpassword': page(() => import('@/features/auth/forgot-password-page')),
  '/resetPassword': page(() => import('@/features/auth/reset-password-page')),
  '/ChangePassword': page(() => import('@/features/auth/change-password-page')),
  '/Home': page(() => import('@/features/account/account-page')),
  '/profile': Profile,
  '/myAccounts': Profile,
  '/Occupation': page(() => import('@/features/account/occupation-page')),
  '/ContactUs': page(() => import('@/features/support/contact-us-page')),
  '/TermsConditions': page(() => import('@/features/info/terms-page')),
  '/PrivacyPolicy': page(() => import('@/features/info/privacy-page')),
  '/ImportantInformation': page(() => import('@/features/info/important-information-page')),
  '/acknowledgement': page(() => import('@/features/info/acknowledgement-page')),
  '/app-links': page(() => import('@/features/info/app-links-page')),
  '/mobileIntegration/:id': page(() => import('@/features/info/mobile-integration-page')),
  '/Subscription': page(() => import('@/features/billing/subscription-page')),
  '/joinTeam': page(() => import('@/features/teams/join-team-page')),
  '/publicFlutterwave': page(() => import('@/features/tipping/flutterwave-page')),
  '/QRScan': page(() => import('@/features/tipping/qr-scan-page')),
  '/scanqr': page(() => import('@/features/tipping/qr-scan-page')),
  '/notifications': page(() => import('@/features/notifications/notifications-page')),
  '/chat': page(() => import('@/features/chat/chat-page')),
  '/chatModal': page(() => import('@/features/chat/chat-modal-page')),
  '/reviews': page(() => import('@/features/reviews/reviews-page')),
  '/reviewPlatform': page(() => import('@/features/reviews/review-platform-page')),
  '/connectedAccount': page(() => import('@/features/receiving/connected-account-page')),
  '/paymentMethods': page(() => import('@/features/receiving/payment-methods-page')),
  '/flutter': page(() => import('@/features/receiving/flutterwave-page')),
  '/flutterwave': page(() => import('@/features/tipping/flutterwave-page')),
  '/home': page(() => import('@/features/receiving/dashboard-page')),
  '/payeeDetails': page(() => import('@/features/tipping/payee-details-page')),
  '/feedback': page(() => import('@/features/tipping/feedback-page')),
  '/tipConfirmation': page(() => import('@/features/tipping/tip-confirmation-page')),
  '/CalculateTip': page(() => import('@/features/tipping/calculate-tip-page')),
  '/choose-card': page(() => import('@/features/tipping/choose-card-page')),
  '/add-card': page(() => import('@/features/tipping/add-card-page')),
  '/tip-receiver-details/:payeeCode': page(() => import('@/features/tipping/tip-receiver-page')),
  '/qrhome': page(() => import('@/features/receiving/qr-home-page')),
  '/joinTeamRequest': page(() => import('@/features/teams/join-team-request-page')),
  '/my-teams': page(() => import('@/features/teams/my-teams-page')),
  '/business-subscription': page(() => import('@/features/billing/business-subscription-page')),
  '/business-detail': page(() => import('@/features/business/business-detail-page')),
  '/stripe': page(() => import('@/features/receiving/stripe-page')),
  '/paypal': page(() => import('@/features/receiving/paypal-page')),
  '/teamMembers': page(() => import('@/features/teams/team-members-page')),
  '/TeamMemberProfile': page(() => import('@/features/teams/team-member-profile-page')),
  '/teamPool': page(() => import('@/features/teams/pool/team-pool-page')),
  '/stations': page(() => import('@/features/stations/stations-page')),
  '/station/:code': page(() => import('@/features/stations/station-page')),
};
