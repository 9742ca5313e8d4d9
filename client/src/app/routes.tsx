import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { matchRoutes, Navigate, type RouteObject } from 'react-router-dom';
import { PageSpinner } from '@/components/spinner';
import { PublicLayout } from '@/app/public-layout';
import { RequireEventActive } from '@/app/require-event-active';
import { RootRoute, type RouteHandle } from '@/app/root-route';
import { RouteError } from '@/app/route-error';
// What each page's first screen reads, for the server render: tiny modules, eager by design.
import { firstScreen as teamFirstScreen } from '@/pages/behind-the-scene/first-screen';
import { firstScreen as charityFirstScreen } from '@/pages/charitable-alliance/first-screen';
import { firstScreen as competitionFirstScreen } from '@/pages/competitions/first-screen';
import { firstScreen as faqFirstScreen } from '@/pages/faq/first-screen';
import { firstScreen as contestantFirstScreen } from '@/pages/contestant-vote/first-screen';
import { firstScreen as contestantsFirstScreen } from '@/pages/contestants/first-screen';
import { firstScreen as homeFirstScreen } from '@/pages/home/first-screen';
import { firstScreen as pressFirstScreen } from '@/pages/press-and-media/first-screen';
import { firstScreen as successFirstScreen } from '@/pages/success/first-screen';
import { firstScreen as transparencyFirstScreen } from '@/pages/transparency/first-screen';
import { firstScreen as receiptFirstScreen } from '@/pages/receipt/first-screen';
import { firstScreen as registrationFirstScreen } from '@/pages/registration/first-screen';
import { PUBLIC_LAYOUT_ID, type SsrHandle } from '@/ssr/route-plan';

type Page = LazyExoticComponent<ComponentType>;

/** The source file of each public page's chunk, by component: the server preloads that chunk with the page's HTML. */
const pageModules = new Map<Page, string>();

type PageModule = { default: ComponentType };

/** Each public page's loader, by source file; and the pages already loaded. */
const pageLoaders = new Map<string, () => Promise<PageModule>>();
const loadedPages = new Map<string, PageModule>();

/**
 * A lazily loaded public page; `module` is its file as the build manifest names it (a unit test
 * checks each exists). Once loaded, the lazy component resolves in the same render (a thenable that
 * answers at once), so a page preloaded before hydration hydrates in the first pass rather than
 * staying server HTML whose buttons ignore a tap until its chunk arrives.
 */
function publicPage(module: string, load: () => Promise<PageModule>): Page {
  const loadOnce = () =>
    load().then((m) => {
      loadedPages.set(module, m);
      return m;
    });
  pageLoaders.set(module, loadOnce);
  const Page = lazy(() => {
    const ready = loadedPages.get(module);
    if (!ready) return loadOnce();
    const now: PromiseLike<PageModule> = { then: (onReady) => Promise.resolve(onReady ? onReady(ready) : ready) as never };
    return now as Promise<PageModule>;
  });
  pageModules.set(Page, module);
  return Page;
}

const HomePage = publicPage('src/pages/home/home-page.tsx', () => import('@/pages/home/home-page'));
const RegistrationPage = publicPage('src/pages/registration/registration-page.tsx', () => import('@/pages/registration/registration-page'));
const SuccessPage = publicPage('src/pages/success/success-page.tsx', () => import('@/pages/success/success-page'));
const FailurePage = publicPage('src/pages/failure/failure-page.tsx', () => import('@/pages/failure/failure-page'));
const ConfirmDetailPage = publicPage(
  'src/pages/confirm-detail/confirm-detail-page.tsx',
  () => import('@/pages/confirm-detail/confirm-detail-page'),
);
const BehindTheScenePage = publicPage(
  'src/pages/behind-the-scene/behind-the-scene-page.tsx',
  () => import('@/pages/behind-the-scene/behind-the-scene-page'),
);
const AwardsPage = publicPage('src/pages/awards/awards-page.tsx', () => import('@/pages/awards/awards-page'));
const AboutUsPage = publicPage('src/pages/about-us/about-us-page.tsx', () => import('@/pages/about-us/about-us-page'));
const CompetitionsPage = publicPage('src/pages/competitions/competitions-page.tsx', () => import('@/pages/competitions/competitions-page'));
const FaqPage = publicPage('src/pages/faq/faq-page.tsx', () => import('@/pages/faq/faq-page'));
const PrivacyPolicyPage = publicPage(
  'src/pages/privacy-policy/privacy-policy-page.tsx',
  () => import('@/pages/privacy-policy/privacy-policy-page'),
);
const PressAndMediaPage = publicPage(
  'src/pages/press-and-media/press-and-media-page.tsx',
  () => import('@/pages/press-and-media/press-and-media-page'),
);
const CharitableAlliancePage = publicPage(
  'src/pages/charitable-alliance/charitable-alliance-page.tsx',
  () => import('@/pages/charitable-alliance/charitable-alliance-page'),
);
const TermsPage = publicPage('src/pages/terms/terms-page.tsx', () => import('@/pages/terms/terms-page'));
const ContestantsPage = publicPage('src/pages/contestants/contestants-page.tsx', () => import('@/pages/contestants/contestants-page'));
const ContestantVotePage = publicPage(
  'src/pages/contestant-vote/contestant-vote-page.tsx',
  () => import('@/pages/contestant-vote/contestant-vote-page'),
);
const TransparencyPage = publicPage('src/pages/transparency/transparency-page.tsx', () => import('@/pages/transparency/transparency-page'));
const ReceiptPage = publicPage('src/pages/receipt/receipt-page.tsx', () => import('@/pages/receipt/receipt-page'));
const CheckPaymentPage = publicPage(
  'src/pages/check-payment/check-payment-page.tsx',
  () => import('@/pages/check-payment/check-payment-page'),
);
const NotFoundPage = publicPage('src/pages/not-found/not-found-page.tsx', () => import('@/pages/not-found/not-found-page'));

const AdminLoginPage = lazy(() => import('@/admin/login/login-page'));
const AdminShell = lazy(() => import('@/admin/shell/admin-shell'));
const AdminDashboardPage = lazy(() => import('@/admin/dashboard/dashboard-page'));
const AdminCandidatesPage = lazy(() => import('@/admin/candidates/candidates-page'));
const AdminVotesPage = lazy(() => import('@/admin/votes/votes-page'));
const AdminRegistrationsPage = lazy(() => import('@/admin/registrations/registrations-page'));
const AdminCompetitionPage = lazy(() => import('@/admin/competition/competition-page'));
const AdminNgoPage = lazy(() => import('@/admin/ngo/ngo-page'));
const AdminPaymentsPage = lazy(() => import('@/admin/payments/payments-page'));
const AdminAuditPage = lazy(() => import('@/admin/audit/audit-page'));
const AdminBackupsPage = lazy(() => import('@/admin/backups/backups-page'));
const AdminCsrDrivesPage = lazy(() => import('@/admin/csr-drives/csr-drives-page'));
const AdminAccountPage = lazy(() => import('@/admin/account/account-page'));
// Issue #34: the Team screen (owner only), and where an invitation link lands (outside the shell).
const AdminTeamPage = lazy(() => import('@/admin/accounts/team-page'));
const AdminInvitePage = lazy(() => import('@/admin/accounts/invite-accept-page'));
// Issue #15: the stage display, outside the public layout (no header or footer) and rendered in the browser only.
const LivePage = lazy(() => import('@/pages/live/live-page'));
// Issue #30: her campaign cockpit, signed in and hers alone, rendered on the server for her alone
// (server/src/http/cockpit-page.ts): loaded before hydration like a public page.
const MePage = publicPage('src/pages/me/me-page.tsx', () => import('@/pages/me/me-page'));
// Her sign-in pages (issue #30), small chunks of their own: the mailed link's landing posts its token.
const MeSignInPage = lazy(() => import('@/pages/me-signin/me-signin-page'));
const MeLoginPage = lazy(() => import('@/pages/me-login/me-login-page'));

const page = (path: string, Page: Page, title: string, ssr: SsrHandle = {}): RouteObject => ({
  path,
  element: <Page />,
  handle: { title, module: pageModules.get(Page), ...ssr } satisfies RouteHandle & SsrHandle,
});

/** Admin tabs get their own boundary so the shell and sidebar stay on screen while a tab loads. */
const adminTab = (path: string, Page: Page, title: string): RouteObject => ({
  path,
  handle: { title } satisfies RouteHandle,
  element: (
    <Suspense fallback={<PageSpinner />}>
      <Page />
    </Suspense>
  ),
});

/** SPEC §2 route table. */
export const routes: RouteObject[] = [
  {
    element: <RootRoute />,
    errorElement: <RouteError />,
    children: [
      {
        id: PUBLIC_LAYOUT_ID,
        element: <PublicLayout />,
        children: [
          page('/', HomePage, 'Season 10', { firstScreen: homeFirstScreen }),
          page('/registration', RegistrationPage, 'Register with us', { firstScreen: registrationFirstScreen }),
          page('/success', SuccessPage, 'Payment successful', { firstScreen: successFirstScreen }),
          page('/failure', FailurePage, 'Payment failed'),
          page('/confirmdetail', ConfirmDetailPage, 'Your details'),
          page('/behindthescene', BehindTheScenePage, 'Behind the Scene', { firstScreen: teamFirstScreen }),
          page('/awards', AwardsPage, 'Asia Excellence Award'),
          page('/aboutus', AboutUsPage, 'About Us'),
          page('/competitions', CompetitionsPage, 'Competition', { firstScreen: competitionFirstScreen }),
          page('/faq', FaqPage, 'Frequently Asked Questions', { firstScreen: faqFirstScreen }),
          page('/privacypolicy', PrivacyPolicyPage, 'Privacy Policy'),
          page('/pressandmediacredentials', PressAndMediaPage, 'Season 9 Highlights', { firstScreen: pressFirstScreen }),
          page('/charitablealliance', CharitableAlliancePage, 'Charitable Alliance', { firstScreen: charityFirstScreen }),
          page('/termsandconditions', TermsPage, 'Terms & Conditions'),
          page('/transparency', TransparencyPage, 'Transparency', { firstScreen: transparencyFirstScreen }),
          {
            path: '/contestants',
            handle: {
              title: 'Contestants',
              requiresEvent: true,
              module: pageModules.get(ContestantsPage),
              firstScreen: contestantsFirstScreen,
            } satisfies RouteHandle & SsrHandle,
            element: (
              <RequireEventActive>
                <ContestantsPage />
              </RequireEventActive>
            ),
          },
          {
            path: '/contestants/vote/:id',
            handle: {
              title: 'Vote',
              requiresEvent: true,
              module: pageModules.get(ContestantVotePage),
              firstScreen: contestantFirstScreen,
            } satisfies RouteHandle & SsrHandle,
            element: (
              <RequireEventActive>
                <ContestantVotePage />
              </RequireEventActive>
            ),
          },
          page('/receipt/:txnid', ReceiptPage, 'Payment receipt', { firstScreen: receiptFirstScreen }),
          page('/check-payment', CheckPaymentPage, 'Check my payment'),
          page('*', NotFoundPage, 'Page not found', { notFound: true }),
        ],
      },
      page('/admin/login', AdminLoginPage, 'Admin login'),
      page('/admin/invite', AdminInvitePage, 'Set your password'),
      page('/live', LivePage, 'Live results'),
      page('/me', MePage, 'My campaign'),
      page('/me/signin', MeSignInPage, 'Sign in to your campaign'),
      page('/me/login', MeLoginPage, 'Signing you in'),
      {
        path: '/admin',
        element: <AdminShell />,
        handle: { title: 'Admin' } satisfies RouteHandle,
        children: [
          { index: true, element: <Navigate to="dashboard" replace /> },
          adminTab('dashboard', AdminDashboardPage, 'Admin dashboard'),
          adminTab('candidates', AdminCandidatesPage, 'Candidates'),
          adminTab('votes', AdminVotesPage, 'Votes'),
          adminTab('registrations', AdminRegistrationsPage, 'Registrations'),
          adminTab('competionpage', AdminCompetitionPage, 'Competition page'),
          adminTab('ngo-contents', AdminNgoPage, 'NGO content'),
          adminTab('payments', AdminPaymentsPage, 'Payments'),
          adminTab('audit', AdminAuditPage, 'Audit log'),
          adminTab('backups', AdminBackupsPage, 'Backups'),
          adminTab('csr-drives', AdminCsrDrivesPage, 'Charity drives'),
          adminTab('account', AdminAccountPage, 'My account'),
          adminTab('team', AdminTeamPage, 'Team'),
        ],
      },
    ],
  },
];

/** Loads the page chunks `pathname` renders, so hydration finds them ready (client/src/main.tsx). */
export async function preloadPages(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  const modules = matches.map((m) => (m.route.handle as SsrHandle | undefined)?.module).filter((m): m is string => Boolean(m));
  await Promise.all(modules.map((m) => pageLoaders.get(m)?.()));
}
