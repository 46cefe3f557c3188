import { ROLES, VISITOR, type AccessKind, type Role } from './roles.ts';

/**
 * SPEC 2: every screen of the web app and the kinds of user that may open it. "user" is the
 * not-logged-in kind. Paths are case-sensitive as the SPEC writes them (/Home and /home both exist).
 */
const LOGGED_IN: readonly Role[] = ROLES;
const ANYONE: readonly AccessKind[] = [...ROLES, VISITOR];
const ONLY_VISITOR: readonly AccessKind[] = [VISITOR];
const TIPPING: readonly AccessKind[] = [...ROLES.filter((r) => r !== 'teamMember'), VISITOR];

const VISITOR_PATHS = [
  '/login',
  '/teamRoles',
  '/welcome',
  '/',
  '/resetPassword',
  '/forgotpassword',
  '/mobileIntegration/:id',
  '/roles',
  '/accountTypes',
  '/ImportantInformation',
  '/verification',
  '/individualRegister',
  '/createTeamAccount',
  '/signUp',
  '/Subscription',
  '/joinTeam',
  '/businessAccount',
  '/publicFlutterwave',
  '/PrivacyPolicy',
] as const;

/** /Home is the account screen every signed-in user is sent to (SPEC 2 access rule and menu). */
const LOGGED_IN_PATHS = [
  '/Home',
  '/QRScan',
  '/notifications',
  '/myAccounts',
  '/chat',
  '/Occupation',
  '/profile',
  '/reviews',
  '/reviewPlatform',
  '/connectedAccount',
  '/paymentMethods',
  '/flutter',
  '/flutterwave',
  '/home',
  '/scanqr',
  '/payeeDetails',
  '/feedback',
  '/chatModal',
  '/ContactUs',
  '/ChangePassword',
  '/TermsConditions',
  '/acknowledgement',
] as const;

const TIPPING_PATHS = ['/tipConfirmation', '/CalculateTip', '/choose-card', '/add-card'] as const;

const OTHER = {
  '/tip-receiver-details/:payeeCode': ANYONE,
  '/qrhome': ANYONE,
  '/app-links': ANYONE,
  '/joinTeamRequest': ['individualRole', 'teamMember', 'teamAdmin'],
  '/my-teams': ['teamMember', 'individualRole', 'teamAdmin'],
  '/business-subscription': ['businessUser'],
  '/business-detail': ['businessUser'],
  '/stripe': ['tipReciever', 'teamAdmin', 'businessUser', 'individualRole', 'teamMember', 'teamOwner'],
  '/paypal': ['tipReciever', 'teamAdmin', 'businessUser', 'individualRole', 'teamMember', 'teamOwner'],
  '/teamMembers': ['teamOwner', 'teamAdmin'],
  '/TeamMemberProfile': ['teamOwner', 'teamAdmin'],
  /** The team's tip pool: whoever can be an accepted member of a team (issue 11, not in SPEC 2). */
  '/teamPool': ['teamOwner', 'teamAdmin', 'teamMember', 'individualRole'],
  /** A team's stations, their QR codes and who is on duty (issue 28, not in SPEC 2): managers. */
  '/stations': ['teamOwner', 'teamAdmin'],
  /** A station's public page (its QR code): a guest tips who is on duty; a member clocks in. */
  '/station/:code': ANYONE,
} as const satisfies Record<string, readonly AccessKind[]>;

export type RoutePath =
  | (typeof VISITOR_PATHS)[number]
  | (typeof LOGGED_IN_PATHS)[number]
  | (typeof TIPPING_PATHS)[number]
  | keyof typeof OTHER;

export interface RouteAccess {
  path: RoutePath;
  allowed: readonly AccessKind[];
}

export const ROUTE_ACCESS: readonly RouteAccess[] = [
  ...VISITOR_PATHS.map((path) => ({ path, allowed: ONLY_VISITOR })),
  ...LOGGED_IN_PATHS.map((path) => ({ path, allowed: LOGGED_IN })),
  ...TIPPING_PATHS.map((path) => ({ path, allowed: TIPPING })),
  ...Object.entries(OTHER).map(([path, allowed]) => ({ path: path as RoutePath, allowed })),
];

/** Where a visitor and a signed-in user are sent when a route is not theirs. */
export const VISITOR_HOME = '/welcome';
export const USER_HOME = '/Home';

function matches(pattern: string, pathname: string): boolean {
  const want = pattern.split('/');
  const got = pathname.replace(/\/+$/, '').split('/');
  if (pathname === '/') return pattern === '/';
  if (want.length !== got.length) return false;
  return want.every((part, i) => (part.startsWith(':') ? (got[i] ?? '') !== '' : part === got[i]));
}

/** The route a concrete path opens, or undefined for an unknown path (the not-found screen). */
export function findRoute(pathname: string): RouteAccess | undefined {
  return ROUTE_ACCESS.find((route) => matches(route.path, pathname));
}

export function canAccess(route: RouteAccess, kind: AccessKind): boolean {
  return route.allowed.includes(kind);
}

/**
 * SPEC 2 access rule: null when the path may be shown (unknown paths show "Page not found."),
 * else where to go: /Home for a signed-in user, /welcome for a visitor.
 */
export function redirectFor(pathname: string, kind: AccessKind): string | null {
  const route = findRoute(pathname);
  if (!route || canAccess(route, kind)) return null;
  return kind === VISITOR ? VISITOR_HOME : USER_HOME;
}
