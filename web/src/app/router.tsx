import { Navigate, Route, Routes } from 'react-router';
import { BareLayout, MainLayout } from './layouts/main-layout';
import { GuestOnly, NewUserOnly, RequireAuth } from './guards';
import { lazyRoute } from './lazy-route';

// Every route's code is its own chunk (spec route table, §2).
export const HomePage = lazyRoute(() => import('@/features/home/routes/home-page'));
export const VehicleListPage = lazyRoute(() => import('@/features/catalogue/routes/vehicle-list-page'));
const AllBrandPage = lazyRoute(() => import('@/features/catalogue/routes/all-brand-page'));
const AllCategoryPage = lazyRoute(() => import('@/features/catalogue/routes/all-category-page'));
export const VehiclePage = lazyRoute(() => import('@/features/vehicle/routes/vehicle-page'));
const HelpPage = lazyRoute(() => import('@/features/help/routes/help-page'));
const AboutPage = lazyRoute(() => import('@/features/pages/routes/about-page'));
const CareersPage = lazyRoute(() => import('@/features/pages/routes/careers-page'));
const PrivacyPolicyPage = lazyRoute(() => import('@/features/pages/routes/privacy-policy-page'));
const TermsPage = lazyRoute(() => import('@/features/pages/routes/terms-page'));
const UnderConstructionPage = lazyRoute(() => import('@/features/pages/routes/under-construction-page'));
const NotFoundPage = lazyRoute(() => import('@/features/pages/routes/not-found-page'));
const LoginPage = lazyRoute(() => import('@/features/auth/routes/login-page'));
const ActivatePage = lazyRoute(() => import('@/features/auth/routes/activate-page'));
const AccountLayout = lazyRoute(() => import('@/features/account/routes/account-layout'));
const AccountInfoPage = lazyRoute(() => import('@/features/account/routes/account-info-page'));
const OfferListPage = lazyRoute(() => import('@/features/account/routes/offer-list-page'));
const PurchaseListPage = lazyRoute(() => import('@/features/account/routes/purchase-list-page'));
const SavedListPage = lazyRoute(() => import('@/features/account/routes/saved-list-page'));
const SavedSearchesPage = lazyRoute(() => import('@/features/account/routes/saved-searches-page'));
const StopAlertsPage = lazyRoute(() => import('@/features/account/routes/stop-alerts-page'));
const ComparePage = lazyRoute(() => import('@/features/compare/routes/compare-page'));
const SellPage = lazyRoute(() => import('@/features/sell/routes/sell-page'));
const MyVehiclesPage = lazyRoute(() => import('@/features/sell/routes/my-vehicles-page'));
const AskPage = lazyRoute(() => import('@/features/messages/routes/ask-page'));
const MessagesPage = lazyRoute(() => import('@/features/messages/routes/messages-page'));
const ThreadPage = lazyRoute(() => import('@/features/messages/routes/thread-page'));
// The back office: its own lazy feature area, never in the public bundle.
const AdminApp = lazyRoute(() => import('@/features/admin/routes/admin-app'));

/** AppRoutes is the whole route table. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<MainLayout />}>
        <Route index element={<HomePage />} />
        <Route path="all-vehicles" element={<VehicleListPage />} />
        <Route path="all-brand" element={<AllBrandPage />} />
        <Route path="all-category" element={<AllCategoryPage />} />
        <Route path="vehicle-details" element={<Navigate to="/all-vehicles" replace />} />
        <Route path="vehicle-details/:productSlug" element={<VehiclePage />} />
        <Route path="vehicles" element={<Navigate to="/all-vehicles" replace />} />
        <Route path="vehicles/query/:query" element={<VehicleListPage />} />
        <Route path="vehicles/:brandSlug" element={<VehicleListPage />} />
        <Route path="help" element={<HelpPage />} />
        <Route path="compare" element={<ComparePage />} />
        <Route path="offers" element={<UnderConstructionPage />} />
        <Route path="under-construction" element={<UnderConstructionPage />} />
        <Route path="about" element={<AboutPage />} />
        <Route path="careers" element={<CareersPage />} />
        <Route path="privacy-policy" element={<PrivacyPolicyPage />} />
        <Route path="terms" element={<TermsPage />} />
        <Route
          path="sell"
          element={
            <RequireAuth>
              <SellPage />
            </RequireAuth>
          }
        />
        <Route
          path="sell/:id"
          element={
            <RequireAuth>
              <SellPage />
            </RequireAuth>
          }
        />
        <Route
          path="account"
          element={
            <RequireAuth>
              <AccountLayout />
            </RequireAuth>
          }
        >
          <Route index element={<Navigate to="/account/info" replace />} />
          <Route path="info" element={<AccountInfoPage />} />
          <Route path="offer-list" element={<OfferListPage />} />
          <Route path="purchase-list" element={<PurchaseListPage />} />
          <Route path="saved-list" element={<SavedListPage />} />
          <Route path="saved-searches" element={<SavedSearchesPage />} />
          <Route path="my-vehicles" element={<MyVehiclesPage />} />
          <Route path="messages" element={<MessagesPage />} />
          <Route path="messages/:id" element={<ThreadPage />} />
        </Route>
        <Route path="ask" element={<AskPage />} />
        <Route path="ask/:productSlug" element={<AskPage />} />
        <Route path="s/:token" element={<StopAlertsPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      <Route path="admin/*" element={<AdminApp />} />
      <Route element={<BareLayout />}>
        <Route
          path="login"
          element={
            <GuestOnly>
              <LoginPage />
            </GuestOnly>
          }
        />
        <Route
          path="account/activate"
          element={
            <NewUserOnly>
              <ActivatePage />
            </NewUserOnly>
          }
        />
      </Route>
    </Routes>
  );
}
