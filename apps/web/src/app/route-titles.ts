import { findRoute, type RoutePath } from '@opentip/shared/routes';

/** The document title of every screen: a key of the main namespace, one place for all routes. */
export const ROUTE_TITLES: Record<RoutePath, string> = {
  '/': 'titles.landing',
  '/welcome': 'titles.welcome',
  '/login': 'auth.login.link',
  '/roles': 'titles.roles',
  '/accountTypes': 'onboarding.types.title',
  '/teamRoles': 'onboarding.team.title',
  '/individualRegister': 'auth.signUp.link',
  '/createTeamAccount': 'auth.signUp.link',
  '/signUp': 'auth.signUp.link',
  '/businessAccount': 'titles.businessAccount',
  '/verification': 'verification.title',
  '/forgotpassword': 'forgot.title',
  '/resetPassword': 'password.resetTitle',
  '/ChangePassword': 'password.changeTitle',
  '/Home': 'nav.account',
  '/profile': 'nav.profile',
  '/myAccounts': 'nav.profile',
  '/Occupation': 'account.occupation',
  '/ContactUs': 'contact.title',
  '/TermsConditions': 'terms.title',
  '/PrivacyPolicy': 'privacy.title',
  '/ImportantInformation': 'important.title',
  '/acknowledgement': 'acknowledgement.title',
  '/app-links': 'appLinks.title',
  '/mobileIntegration/:id': 'titles.mobileApp',
  '/Subscription': 'screens.subscription',
  '/joinTeam': 'screens.joinTeam',
  '/publicFlutterwave': 'screens.flutterwave',
  '/QRScan': 'screens.qrScan',
  '/scanqr': 'screens.qrScan',
  '/notifications': 'screens.notifications',
  '/chat': 'screens.chat',
  '/chatModal': 'screens.chat',
  '/reviews': 'screens.reviews',
  '/reviewPlatform': 'screens.reviewPlatform',
  '/connectedAccount': 'screens.connectedAccount',
  '/paymentMethods': 'screens.paymentMethods',
  '/flutter': 'screens.flutterwave',
  '/flutterwave': 'screens.flutterwave',
  '/home': 'screens.dashboard',
  '/payeeDetails': 'screens.payeeDetails',
  '/feedback': 'screens.feedback',
  '/tipConfirmation': 'screens.tipConfirmation',
  '/CalculateTip': 'screens.calculateTip',
  '/choose-card': 'screens.chooseCard',
  '/add-card': 'screens.addCard',
  '/tip-receiver-details/:payeeCode': 'screens.tipReceiver',
  '/qrhome': 'screens.qrCode',
  '/joinTeamRequest': 'screens.joinTeam',
  '/my-teams': 'screens.myTeams',
  '/business-subscription': 'screens.businessSubscription',
  '/business-detail': 'screens.businessDetail',
  '/stripe': 'screens.stripe',
  '/paypal': 'screens.paypal',
  '/teamMembers': 'screens.teamMembers',
  '/TeamMemberProfile': 'screens.teamMemberProfile',
};

export const NOT_FOUND_TITLE = 'titles.notFound';

/** The title key of the screen a path shows (the not-found screen for unknown paths). */
export function titleKeyFor(pathname: string): string {
  const route = findRoute(pathname);
  return route ? ROUTE_TITLES[route.path] : NOT_FOUND_TITLE;
}
