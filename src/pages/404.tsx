import { Link, type HeadFC } from "gatsby"
import { Seo } from "../components/seo"
import { MESSAGES, NOT_FOUND_LOG } from "../lib/messages"

const NotFoundPage = () => (
  <main className="flex min-h-screen flex-col items-center justify-center gap-6 px-5 text-center">
    <p className="text-7xl font-extrabold text-jacaranda" aria-hidden="true">
      404
    </p>
    <h1 className="text-3xl font-bold">{MESSAGES.notFoundHeading}</h1>
    <Link to="/" className="btn-dark">
      {MESSAGES.returnHome}
    </Link>
  </main>
)

export default NotFoundPage

export const Head: HeadFC = ({ location }) => (
  <Seo title={MESSAGES.notFoundHeading} pathname={location.pathname} canonical={false}>
    <meta name="robots" content="noindex" />
    <script dangerouslySetInnerHTML={{ __html: NOT_FOUND_LOG }} />
  </Seo>
)
