import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { Spinner } from '@/ui/spinner';
import { AdminNamespace } from './admin-namespace';
import { AdminLayout } from './shell/admin-layout';

function page(load: () => Promise<{ default: ComponentType }>) {
  const Screen = lazy(load);
  function AdminScreen() {
    return (
      <Suspense fallback={<Spinner fullPage />}>
        <Screen />
      </Suspense>
    );
  }
  return AdminScreen;
}

const PeoplePage = page(() => import('./people/people-page'));
const PersonPage = page(() => import('./people/person-page'));
const TipsPage = page(() => import('./tips/tips-page'));
const TipPage = page(() => import('./tips/tip-page'));
const SupportInboxPage = page(() => import('./support/support-inbox-page'));
const SupportRequestPage = page(() => import('./support/support-request-page'));
const AuditPage = page(() => import('./audit/audit-page'));
const BusinessesPage = page(() => import('./businesses/businesses-page'));
const BusinessPage = page(() => import('./businesses/business-page'));
const PromoCodesPage = page(() => import('./businesses/promo-codes-page'));
const TeamsPage = page(() => import('./teams/teams-page'));
const TeamPage = page(() => import('./teams/team-page'));
const OperationsPage = page(() => import('./operations/operations-page'));

const NotFoundPage = lazy(() => import('@/app/not-found-page'));

/** The /admin/* screens (issue 16), each loaded on first visit, inside the console's layout. */
export default function AdminArea() {
  return (
    <AdminNamespace>
      <Routes>
        <Route element={<AdminLayout />}>
          <Route index element={<Navigate to="/admin/people" replace />} />
          <Route path="people" element={<PeoplePage />} />
          <Route path="people/:id" element={<PersonPage />} />
          <Route path="tips" element={<TipsPage />} />
          <Route path="tips/:id" element={<TipPage />} />
          <Route path="support" element={<SupportInboxPage />} />
          <Route path="support/:id" element={<SupportRequestPage />} />
          <Route path="audit" element={<AuditPage />} />
          <Route path="businesses" element={<BusinessesPage />} />
          <Route path="businesses/:id" element={<BusinessPage />} />
          <Route path="promo-codes" element={<PromoCodesPage />} />
          <Route path="teams" element={<TeamsPage />} />
          <Route path="teams/:id" element={<TeamPage />} />
          <Route path="operations" element={<OperationsPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </AdminNamespace>
  );
}
