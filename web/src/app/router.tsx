import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { BareLayout, MainLayout } from './layouts/main-layout';
import { GuestOnly, NewUserOnly, RequireAuth } from './guards';

// Every route's code is its own chunk (spec route table, §2).
const HomePage = lazy(() => import('@/features/home/routes/home-page'));
const VehicleListPage = lazy(() => import('@/features/catalogue/routes/vehicle-list-page'));
const AllBrandPage = lazy(() => import('@/features/catalogue/routes/all-brand-page'));
const AllCategoryPage = lazy(() => import('@/features/catalogue/routes/all-category-page'));
const VehiclePage = lazy(() => import('@/features/vehicle/routes/vehicle-page'));
const HelpPage = lazy(() => import('@/features/help/routes/help-page'));
const AboutPage = lazy(() => import('@/features/pages/routes/about-page'));
const CareersPage = lazy(() => import('@/features/pages/routes/careers-page'));
const PrivacyPolicyPage = lazy(() => import('@/features/pages/routes/privacy-policy-page'));
const TermsPage = lazy(() => import('@/features/pages/routes/terms-page'));
const UnderConstructionPage = lazy(() => import('@/features/pages/routes/under-construction-page'));
const NotFoundPage = lazy(() => import('@/features/pages/routes/not-found-page'));
const LoginPage = lazy(() => import('@/features/auth/routes/login-page'));
const ActivatePage = lazy(() => import('@/features/auth/routes/activate-page'));
const AccountLayout = lazy(() => import('@/features/account/routes/account-layout'));
const AccountInfoPage = lazy(() => import('@/features/account/routes/account-info-page'));
const OfferListPage = lazy(() => import('@/features/account/routes/offer-list-page'));
const PurchaseListPage = lazy(() => import('@/features/account/routes/purchase-list-page'));
const SavedListPage = lazy(() => import('@/features/account/routes/saved-list-page'));

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
        <Route path="offers" element={<UnderConstructionPage />} />
        <Route path="under-construction" element={<UnderConstructionPage />} />
        <Route path="about" element={<AboutPage />} />
        <Route path="careers" element={<CareersPage />} />
        <Route path="privacy-policy" element={<PrivacyPolicyPage />} />
        <Route path="terms" element={<TermsPage />} />
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
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
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
