// Where the code of every page in the route table but Home's is, one import each: its own
// chunk, loaded once the first such page is wanted (see routes.tsx routeModule). Each
// import carries the list of chunks its page needs (preloaded with it), and forty such
// lists are bigger than the route table itself, so they stay out of the first chunk.
export const routeModules = {
  services: () => import('@/features/services/ServicesPage'),
  customProjects: () => import('@/features/services/CustomProjectsPage'),
  aiAudit: () => import('@/features/services/AiAuditPage'),
  teamTraining: () => import('@/features/services/TeamTrainingPage'),
  starterKit: () => import('@/features/services/StarterKitPage'),
  serviceDetail: () => import('./pages/ServiceDetailRoute'),
  exploreTraining: () => import('@/features/training/ExploreTrainingPage'),
  howItWorks: () => import('@/features/how-we-work/HowItWorksPage'),
  aimFramework: () => import('@/features/how-we-work/AimFrameworkPage'),
  contact: () => import('@/features/contact/ContactPage'),
  about: () => import('@/features/about/AboutPage'),
  blogList: () => import('./pages/BlogListRoute'),
  blogArticle: () => import('@/features/blog/BlogArticlePage'),
  toolFinder: () => import('@/features/finder/ToolFinderPage'),
  findYourFit: () => import('@/features/quiz/FindYourFitPage'),
  plan: () => import('@/features/plans/PlanPage'),
  comparePlans: () => import('@/features/plans/ComparePlansPage'),
  businessInquiry: () => import('@/features/inquiry/BusinessInquiryPage'),
  newsletter: () => import('@/features/newsletter/NewsletterPage'),
  newsletterConfirm: () => import('@/features/newsletter/NewsletterConfirmPage'),
  unsubscribe: () => import('@/features/unsubscribe/UnsubscribePage'),
  privacyPolicy: () => import('@/features/legal/PrivacyPolicyPage'),
  termsOfService: () => import('@/features/legal/TermsOfServicePage'),
  cookieNotice: () => import('@/features/legal/CookieNoticePage'),
  notFound: () => import('@/features/not-found/NotFoundPage'),
  book: () => import('@/features/booking/BookPage'),
  manageBooking: () => import('@/features/booking/ManageBookingPage'),
  smartAutomationGuide: () => import('@/features/guide/SmartAutomationGuidePage'),
}
