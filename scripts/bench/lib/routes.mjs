// The routes the bench measures. The 404 page is reached through a path that does not exist, as a
// visitor would reach it; its document comes back as a 404 on purpose. `report` names the route's
// saved Lighthouse report in bench/lighthouse/.
export const ROUTES = [
  { path: "/", label: "/", report: "home" },
  { path: "/portfolio/", label: "/portfolio/", report: "portfolio" },
  { path: "/process/", label: "/process/", report: "process" },
  { path: "/privacy/", label: "/privacy/", report: "privacy" },
  { path: "/this-page-does-not-exist", label: "404 page", report: "404", expectNotFound: true },
]
